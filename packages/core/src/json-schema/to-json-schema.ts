import type { StandardSchemaV1 } from '@standard-schema/spec'
import { standardPropsOf } from '../standard-schema'
import type { JsonSchemaAdapter } from './adapter'
import { convertTarget, nativeOpenApi30 } from './convert-target'
import { schemaRoot, thrownExcerpt, unreadableOutput } from './converter-output'
import {
  JsonSchemaAdapterError,
  type JsonSchemaSubject,
  MissingJsonSchemaError,
  UnrepresentableSchemaError,
} from './errors'
import { type FinalSchema, finalizeJsonSchema } from './finalize'
import type { InexactPart } from './inexact'
import { warnInexactPartsOnce } from './inexact-warning'
import { nativeAdapter, speaksJsonSchema } from './native-adapter'
import { warnNoAdapterOnce } from './native-warning'
import { restoreProtoKeys } from './proto-keys'
import { cachedConversion, findEntry, type SchemaEntry, schemaEntry } from './schema-state'
import {
  JSON_SCHEMA_TARGETS,
  type JsonSchema,
  type JsonSchemaIo,
  type JsonSchemaTarget,
} from './types'
import { tagCount, type Unrepresentable, type UnrepresentableHandler } from './unrepresentable'

/** Options of `toJsonSchema` and `extractJsonSchema`. */
export interface ToJsonSchemaOptions {
  /** `input` (default) for what the schema accepts, `output` for what it produces. */
  io?: JsonSchemaIo
  /** The dialect; `draft-2020-12` by default. */
  target?: JsonSchemaTarget
  /**
   * Options for the schema library's own converter, keyed by vendor:
   * `{ zod: { cycles: 'ref' }, valibot: { errorMode: 'warn' } }`. Only the schema's own
   * vendor's entry is passed on.
   */
  libraryOptions?: Readonly<Record<string, Readonly<Record<string, unknown>>>>
  /**
   * What to do with a part JSON Schema cannot express exactly: `'throw'` (default) throws an
   * `UnrepresentableSchemaError`; `'any'` keeps the permissive part and returns it as a
   * warning; a handler is called per part and may return a replacement sub-schema.
   */
  onUnrepresentable?: 'throw' | 'any' | UnrepresentableHandler
  /** The tool the schema belongs to, named in error messages. */
  toolId?: string
  /** The tool option holding the schema (e.g. `inputSchema`), named in error messages. */
  option?: string
}

/** A JSON Schema and the lossy parts it was emitted with (empty unless `onUnrepresentable` allows). */
export interface JsonSchemaResult {
  /** The JSON Schema, frozen. */
  readonly schema: JsonSchema
  /** The lossy parts let through by `onUnrepresentable`, with their JSON pointers. */
  readonly warnings: readonly Unrepresentable[]
  /**
   * Where the validator does not check a keyword exactly (a float tolerance, a URL parser for
   * `format: uri`, lengths in UTF-16 units), by keyword, JSON pointer and direction.
   * `toJsonSchema` warns about each once on the console.
   */
  readonly inexact: readonly InexactPart[]
}

/**
 * The JSON Schema of a Standard Schema, for one side (`io`) and dialect (`target`). Converted
 * through the schema's bound adapter, or its own `~standard.jsonSchema`; cached per schema, io
 * and target; the result is frozen. Throws `MissingJsonSchemaError` for a validate-only schema
 * and `UnrepresentableSchemaError` for a lossy one (see `onUnrepresentable`).
 *
 * @param schema - any Standard Schema
 * @param options - `io` (`input` or `output`), `target` (`draft-2020-12`, `draft-07`,
 *   `openapi-3.0`), `onUnrepresentable` and the library's own options
 * @returns the JSON Schema, cached and frozen
 *
 * @example
 * import { toJsonSchema } from '@polytool/core'
 * import { z } from 'zod'
 *
 * toJsonSchema(z.object({ city: z.string() }))
 * // { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', ... }
 */
export function toJsonSchema(
  schema: StandardSchemaV1,
  options: ToJsonSchemaOptions = {},
): JsonSchema {
  return extractJsonSchema(schema, options).schema
}

/**
 * Like `toJsonSchema`, and also returns the lossy parts that `onUnrepresentable: 'any'` or a
 * handler let through, as warnings with their JSON pointers.
 *
 * @param schema - any Standard Schema
 * @param options - `io`, `target`, `onUnrepresentable` and the library's own options
 * @returns the JSON Schema and the warnings for every lossy part let through
 *
 * @example
 * ```ts fragment
 * import { type AnyTool, extractJsonSchema } from '@polytool/core'
 *
 * declare const tool: AnyTool
 *
 * const { schema, warnings } = extractJsonSchema(tool.inputSchema, { onUnrepresentable: 'any' })
 * for (const warning of warnings) console.warn(warning.path, warning.message)
 * ```
 */
export function extractJsonSchema(
  schema: StandardSchemaV1,
  options: ToJsonSchemaOptions = {},
): JsonSchemaResult {
  const { result, subject, native } = extractQuietly(schema, options)
  if (native) warnNoAdapterOnce(subject.vendor)
  warnInexactPartsOnce(subject, result.inexact)
  return result
}

/**
 * `extractJsonSchema` without its console warnings, for core's own look at a schema (the
 * object-root check at `createTool`): the user is warned when they ask for the schema.
 */
export function extractQuietly(
  schema: StandardSchemaV1,
  options: ToJsonSchemaOptions,
): { result: JsonSchemaResult; subject: JsonSchemaSubject; native: boolean } {
  const { vendor, adapter, entry } = schemaSide(schema)
  const io = options.io ?? 'input'
  const target = options.target ?? 'draft-2020-12'
  checkRequest(io, target)
  const policy = options.onUnrepresentable ?? 'throw'
  const libraryOptions = options.libraryOptions?.[vendor]
  const subject: JsonSchemaSubject = {
    vendor,
    io,
    target,
    toolId: options.toolId,
    option: options.option,
  }
  if (adapter === undefined) throw new MissingJsonSchemaError(subject)

  const final =
    typeof policy === 'function'
      ? convert(adapter, schema, subject, libraryOptions, policy)
      : cachedConversion(entry, io, target, libraryOptions, () =>
          convert(adapter, schema, subject, libraryOptions, undefined),
        )
  if (policy === 'throw' && final.parts.length > 0) {
    throw new UnrepresentableSchemaError(subject, final.parts)
  }
  return {
    result: { schema: final.schema, warnings: final.parts, inexact: final.inexact },
    subject,
    native: adapter === nativeAdapter,
  }
}

/**
 * The schema's vendor and what converts it. `~standard` is read once per schema bound to an
 * adapter, while it names the adapter's vendor (some libraries, Zod among them, build it anew at
 * every read, and a tool list asks again for every tool); a schema without one is read at every
 * call, as it may gain an adapter. A schema whose `~standard` is removed after its first
 * conversion keeps what it was converted with.
 */
function schemaSide(schema: StandardSchemaV1): {
  vendor: string
  adapter: JsonSchemaAdapter | undefined
  entry: SchemaEntry
} {
  const known =
    (typeof schema === 'object' && schema !== null) || typeof schema === 'function'
      ? findEntry(schema)
      : undefined
  if (known?.vendor !== undefined) {
    return { vendor: known.vendor, adapter: known.adapter, entry: known }
  }
  const props = standardPropsOf(schema)
  if (props === undefined) {
    throw new JsonSchemaAdapterError(
      'toJsonSchema',
      'a Standard Schema (an object with "~standard.validate"); wrap a plain JSON Schema with fromJsonSchema() from @polytool/json-schema',
      schema,
    )
  }
  const entry = known ?? schemaEntry(schema)
  if (entry.adapter !== undefined) {
    // Kept only when it still names the adapter's library, as `withAdapter` checked.
    if (props.vendor === entry.adapter.vendor) entry.vendor = props.vendor
    return { vendor: props.vendor, adapter: entry.adapter, entry }
  }
  return {
    vendor: props.vendor,
    adapter: speaksJsonSchema(props) ? nativeAdapter : undefined,
    entry,
  }
}

function checkRequest(io: unknown, target: unknown): void {
  if (io !== 'input' && io !== 'output') {
    throw new TypeError(`toJsonSchema: io must be "input" or "output", received ${String(io)}`)
  }
  if (!JSON_SCHEMA_TARGETS.includes(target as JsonSchemaTarget)) {
    throw new TypeError(
      `toJsonSchema: target must be one of ${JSON_SCHEMA_TARGETS.map((name) => JSON.stringify(name)).join(', ')}, received ${String(target)}`,
    )
  }
}

function convert(
  adapter: JsonSchemaAdapter,
  schema: StandardSchemaV1,
  subject: JsonSchemaSubject,
  libraryOptions: Readonly<Record<string, unknown>> | undefined,
  replace: UnrepresentableHandler | undefined,
): FinalSchema {
  const { io, target } = subject
  const tagsBefore = tagCount()
  const native = adapter.targets.includes(target)
  let raw: unknown
  try {
    raw = adapter.toJsonSchema(schema, {
      io,
      target: native ? target : 'draft-2020-12',
      libraryOptions,
    })
  } catch (error) {
    if (error instanceof UnrepresentableSchemaError) throw error
    const message = `the ${subject.vendor} converter threw: ${thrownExcerpt(error)}`
    throw new UnrepresentableSchemaError(
      subject,
      [{ code: 'conversion-failed', path: '', message }],
      error,
    )
  }
  // The output is read as untrusted: whatever it holds, the caller gets a JSON Schema or this
  // error, never a foreign exception or a value that is not a schema.
  try {
    // A key named `__proto__` that the converter set as a prototype is given back first.
    const root = restoreProtoKeys(schemaRoot(raw))
    const written = native ? nativeOpenApi30(root, target) : convertTarget(root, target)
    return finalizeJsonSchema(written, {
      replace,
      // Library options may hold hooks that return the caller's own objects.
      inPlace: adapter.freshOutput === true && libraryOptions === undefined,
      untagged: tagCount() === tagsBefore,
    })
  } catch (error) {
    throw unreadableOutput(subject, error)
  }
}
