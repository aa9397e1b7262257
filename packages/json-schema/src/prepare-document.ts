import { copyJson, setKey } from './copy-json'
import { type DeclaredDraftReading, readDeclaredDraft } from './declared-draft'
import {
  ALWAYS_SAME_VALUE,
  ANY_SAME_VALUE,
  instanceLoops,
  reachableDefinitions,
  recursiveDefinitions,
} from './definition-graph'
import { type Fail, ProviderSchemaError } from './errors'
import { describeValue, isObject, type SchemaNode } from './json-schema'
import { resolvePointer } from './pointer'
import type { DroppedRefSiblings } from './ref-siblings'
import { definitionName, nameReferences, rewriteReferences } from './references'
import { upgradeUnwalkedTargets } from './unwalked-targets'
import { type SchemaFacts, upgradeDraft } from './upgrade-draft'

/** A schema made ready for emitting: one root, and every definition it uses under one name. */
export interface PreparedDocument {
  /** The root node; a root `$ref` is inlined. */
  readonly root: SchemaNode
  /** Every definition the root uses, by name; every `$ref` reads `#/$defs/<name>`. */
  readonly defs: Readonly<Record<string, SchemaNode | boolean>>
  /** Where each definition sits in the input, for warnings (e.g. `/definitions/node`). */
  readonly defPointers: Readonly<Record<string, string>>
  /** Names of definitions that refer to themselves, directly or through others. */
  readonly recursive: ReadonlySet<string>
  /** Keywords dropped beside `$ref`s of a draft-04 to draft-07 document, for the warnings. */
  readonly refSiblingsDropped: readonly DroppedRefSiblings[]
}

const ROOT_IDENTIFIERS: readonly string[] = ['$schema', '$id']
// Shared by every document without definitions: nothing writes to a prepared document.
const NO_DEFS: Readonly<Record<string, never>> = Object.freeze({})
const NO_NAMES: ReadonlySet<string> = new Set()
const SETTLED: DeclaredDraftReading = { refSiblingsDropped: [], booleanBoundsRefused: false }

/**
 * Copies a JSON Schema into one self-contained document: draft-04/07 forms in 2020-12 spelling,
 * every referenced subschema hoisted to `$defs`, the root `$ref` inlined. Throws a
 * `ProviderSchemaError` for what no target can use (non-local or dangling `$ref`s, bad nodes).
 * `scanned`: what `scanInput` found in this input, which spares the copy its search for cycles.
 * The root `$schema` says how draft-04 to draft-07 spellings are read (`readDeclaredDraft`),
 * unless `draftSettled`: `fromJsonSchema`'s own copy, settled by its `draft` option already.
 */
export function prepareDocument(
  input: unknown,
  target: string,
  scanned?: { readonly cyclic: boolean },
  draftSettled = false,
): PreparedDocument {
  const fail: Fail = (code, pointer, message) => {
    throw new ProviderSchemaError(code, target, pointer, message)
  }
  if (typeof input !== 'boolean' && !isObject(input)) {
    fail(
      'INVALID_SCHEMA',
      '',
      `expected a JSON Schema object or boolean, received ${describeValue(input)}`,
    )
  }
  if (input === false) {
    fail('UNSATISFIABLE', '', 'the schema is `false` and accepts no arguments at all')
  }
  // The root's `$schema` and `$id` are left out while copying: deleting them afterwards would
  // turn the root into a slower dictionary object.
  const copy = copyJson(input, fail, { omitted: ROOT_IDENTIFIERS, mayLoop: scanned?.cyclic })
  const reading = draftSettled
    ? SETTLED
    : readDeclaredDraft(copy, isObject(input) ? input.$schema : undefined)
  const { refSiblingsDropped } = reading
  const facts: SchemaFacts = {
    references: [],
    definitions: false,
    booleanBoundsRefused: reading.booleanBoundsRefused,
  }
  const source = upgradeDraft(copy, '', fail, facts)
  if (facts.references.length === 0 && !facts.definitions) {
    // `source` is a private copy already: with no `$ref` and no `$defs` in it, the rewritten
    // copy would be the same tree, and there is no definition to reach or to find recursive.
    const root = toNode(source)
    return { root, defs: NO_DEFS, defPointers: NO_DEFS, recursive: NO_NAMES, refSiblingsDropped }
  }
  upgradeUnwalkedTargets(source, facts, fail)
  const names = nameReferences(source, facts.references, fail)
  const rewrite = (node: unknown): unknown => rewriteReferences(node, names)
  const defs: Record<string, SchemaNode | boolean> = {}
  const defPointers: Record<string, string> = {}
  for (const [pointer, name] of names) {
    // A definition may be named `__proto__`: a key, never the map's prototype.
    setKey(defs, name, rewrite(resolvePointer(source, pointer)))
    setKey(defPointers, name, pointer.slice(1))
  }
  const root = inlineRootReference(toNode(rewrite(source)), defs, fail)
  // Loops are looked for before unused definitions are dropped: a loop makes the schema invalid
  // wherever it sits, as `fromJsonSchema` and `checkProviderSchema` find it.
  const allRecursive = recursiveDefinitions(defs)
  if (allRecursive.size > 0) refuseInstanceLoops(defs, defPointers, allRecursive, fail)
  const used = reachableDefinitions(root, defs)
  for (const name of Object.keys(defs)) {
    if (!used.has(name)) {
      delete defs[name]
      delete defPointers[name]
    }
  }
  // Every definition on a cycle through a used one is used too.
  const recursive =
    allRecursive.size === 0
      ? allRecursive
      : new Set([...allRecursive].filter((name) => used.has(name)))
  return { root, defs, defPointers, recursive, refSiblingsDropped }
}

function refuseInstanceLoops(
  defs: Record<string, SchemaNode | boolean>,
  defPointers: Record<string, string>,
  recursive: ReadonlySet<string>,
  fail: Fail,
): void {
  for (const name of instanceLoops(defs, recursive, ALWAYS_SAME_VALUE)) {
    fail(
      'UNSATISFIABLE',
      defPointers[name] ?? '',
      `the $ref chain of "${name}" comes back to it on the same value: no value satisfies it`,
    )
  }
  for (const name of instanceLoops(defs, recursive, ANY_SAME_VALUE)) {
    fail(
      'INVALID_SCHEMA',
      defPointers[name] ?? '',
      `the $ref chain of "${name}" comes back to it on the same value, through anyOf, oneOf, not, if/then/else or dependentSchemas: JSON Schema leaves it undefined, and a validator never finishes it`,
    )
  }
}

function inlineRootReference(
  root: SchemaNode,
  defs: Record<string, SchemaNode | boolean>,
  fail: Fail,
): SchemaNode {
  let current = root
  const seen = new Set<string>()
  while (typeof current.$ref === 'string') {
    const name = definitionName(current.$ref)
    if (seen.has(name)) {
      fail('UNSATISFIABLE', '', `the root $ref chain loops through "${name}"`)
    }
    seen.add(name)
    const { $ref: _ref, ...siblings } = current
    const body = toNode(defs[name])
    current = Object.keys(siblings).length === 0 ? { ...body } : { ...siblings, allOf: [body] }
  }
  return current
}

function toNode(schema: unknown): SchemaNode {
  if (schema === true || schema === undefined) return {}
  if (schema === false) return { not: {} }
  return schema as SchemaNode
}
