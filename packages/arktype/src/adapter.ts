import {
  type JsonSchemaAdapter,
  type JsonSchemaRequest,
  markInexactWhere,
  type StandardSchemaV1,
} from '@polytool/core'
import type { Type } from 'arktype'
import { arktypeRunsChecks, findArkTypeAsyncInSync } from './async-in-sync'
import { findArkTypeAsyncMessage } from './async-messages'
import { taggingFallbacks } from './fallbacks'
import { ARKTYPE_INEXACT } from './inexact'
import { convertWithHooks } from './node-hooks'
import { parsesJson } from './parse-morphs'
import { exactPatterns } from './patterns'
import { arktypeReadsInheritedKeys } from './reads-inherited-keys'
import { referencesOf } from './references'
import { arktypeValidator, morphs } from './validate'

/** ArkType's own `toJsonSchema` options that the adapter passes through (`libraryOptions.arktype`). */
export type ArkTypeJsonSchemaOptions = Omit<
  NonNullable<Parameters<Type['toJsonSchema']>[0]>,
  'target'
>

const TAGGING_FALLBACKS = {
  input: taggingFallbacks('input'),
  output: taggingFallbacks('output'),
}
const JSON_PARSING_FALLBACKS = taggingFallbacks('input', true)

/** The part of an ArkType node graph the adapter inspects. */
interface ArkNode {
  kind: string
  morphs?: readonly unknown[]
  rule?: unknown
  flags?: unknown
}

interface ArkInternal {
  references: readonly ArkNode[]
}

/**
 * The ArkType adapter: converts with ArkType's `toJsonSchema`, never a silent `{}`: dates,
 * bigints, predicates, morph outputs and other unrepresentable parts are tagged; defaults are
 * kept in input schemas, or reported when ArkType would drop them; index signatures it cannot
 * write, and morphs that read ArkType's context, are tagged (`convertWithHooks`). The keywords ArkType does not
 * check exactly (`ARKTYPE_INEXACT`: string lengths in UTF-16 units, email) are tagged for core to
 * warn about. An async morph that rejects fails the validation (`validateArkType`). The input
 * is read once into a copy (`readOnce`), which is validated and handed on: `execute` never sees
 * a getter of the caller's object answer again. An object type never takes an array, in a union
 * with an array type either (`refusingArrays`), and the texts of ArkType's issues are written
 * under promise hooks, so a message function's promise is handled (`guardingMessages`).
 */
export const arktypeAdapter: JsonSchemaAdapter = {
  vendor: 'arktype',
  targets: ['draft-2020-12', 'draft-07'],
  freshOutput: true,
  toJsonSchema(schema: StandardSchemaV1, request: JsonSchemaRequest): object {
    const references = referencesOf(
      (schema as unknown as { internal: ArkInternal }).internal,
    ) as readonly ArkNode[]
    const converted = exactPatterns(convertType(schema, request), references)
    // Keys named after Object.prototype members are checked on a copy without prototypes
    // (`arktypeValidator`): an optional one is as optional as its JSON Schema says.
    return markInexactWhere(converted, ARKTYPE_INEXACT)
  },
  // The input is read once, and that copy is what ArkType checks and `execute` receives.
  validator: arktypeValidator,
  // An async `.narrow()`, or an async function that writes an issue's text.
  findAsyncInSync: (schema) => findArkTypeAsyncInSync(schema) ?? findArkTypeAsyncMessage(schema),
  // A morph's promise is the value its type says; it is awaited.
  outputMayHoldPromises: morphs,
  // Defaults and morphs are the values ArkType's users' code makes; both count as transforms.
  makesValues: morphs,
  runsChecks: (schema) => !morphs(schema) && arktypeRunsChecks(schema),
  readsInheritedKeys: arktypeReadsInheritedKeys,
}

function convertType(schema: StandardSchemaV1, request: JsonSchemaRequest): object {
  const type = schema as unknown as Type
  const { fallback: userFallback, ...options } = (request.libraryOptions ??
    {}) as ArkTypeJsonSchemaOptions
  const internal = (type as unknown as { internal: ArkInternal }).internal
  const tagging =
    request.io === 'input' && parsesJson(referencesOf(internal) as readonly ArkNode[])
      ? JSON_PARSING_FALLBACKS
      : TAGGING_FALLBACKS[request.io]
  const fallback =
    userFallback === undefined
      ? tagging
      : {
          ...tagging,
          ...(typeof userFallback === 'function' ? { default: userFallback } : userFallback),
        }
  // The whole type keeps defaults and describes a morph by its input here; `convertWithHooks`
  // writes what ArkType's converter drops or gets wrong (index signatures, stripped keys).
  const tagMorphs = typeof userFallback !== 'object' || !('morph' in userFallback)
  return convertWithHooks(
    internal,
    request.io,
    tagMorphs,
    () => type.toJsonSchema({ ...options, target: request.target, fallback } as never) as object,
  )
}
