import type { Report } from './check-node'
import { nodesOnCycles } from './cycles'
import { isObject, type SchemaNode } from './json-schema'
import { forEachSubschema } from './keywords'
import { child, parsePointer, resolvePointer } from './pointer'
import { sameValueLoop } from './same-value-loops'
import { UNSUPPORTED_REFERENCE_KEYWORDS } from './upgrade-draft'

/** A `$ref` must be local and point to a schema of the document. */
export function checkReference(
  document: SchemaNode,
  node: SchemaNode,
  pointer: string,
  report: Report,
): void {
  if (node.$ref === undefined) return
  if (typeof node.$ref !== 'string' || !node.$ref.startsWith('#')) {
    report(
      pointer,
      'external-ref',
      `$ref ${JSON.stringify(node.$ref)} is not a local reference`,
      'Bundle the referenced schema under $defs and refer to it as #/$defs/name.',
    )
    return
  }
  const target = parsePointer(node.$ref) && resolvePointer(document, node.$ref)
  if (!isObject(target) && typeof target !== 'boolean') {
    report(pointer, 'invalid-schema', `$ref ${node.$ref} points to no schema`, 'Fix the reference.')
  }
}

/**
 * The reference keywords every emitter refuses (`UNSUPPORTED_REF`), reported for every target:
 * a target whose keyword list lacks them reports them as unsupported already, but one that takes
 * any keyword (MCP, non-strict) would report nothing for a schema its emitter refuses.
 */
export function checkReferenceKeywords(
  node: SchemaNode,
  pointer: string,
  isRoot: boolean,
  keywords: ReadonlySet<string> | undefined,
  report: Report,
): void {
  for (const keyword of UNSUPPORTED_REFERENCE_KEYWORDS) {
    if (node[keyword] === undefined || (keywords !== undefined && !keywords.has(keyword))) continue
    report(
      pointer,
      'unsupported-keyword',
      `${keyword} is not supported: no emitter follows it`,
      'Use a local $ref to a $defs entry.',
    )
  }
  if (!isRoot && typeof node.$id === 'string' && (keywords === undefined || keywords.has('$id'))) {
    report(
      pointer,
      'unsupported-keyword',
      'a nested $id changes how $ref resolves, and no emitter follows it',
      'Use a local $ref to a $defs entry.',
    )
  }
}

/** Definitions (or the root) that refer to themselves, for targets without recursion. */
export function checkRecursion(document: SchemaNode, report: Report): void {
  const refsUnder = (node: unknown): string[] => {
    const refs: string[] = []
    const seen = new Set<unknown>()
    const visit = (current: unknown) => {
      if (!isObject(current) || seen.has(current)) return
      seen.add(current)
      if (typeof current.$ref === 'string' && current.$ref.startsWith('#')) refs.push(current.$ref)
      forEachSubschema(current, '', visit)
    }
    visit(node)
    return refs
  }
  // Each reference's targets are collected once; cycles are found in linear time.
  const targets = new Map<string, string[]>()
  const refsOf = (ref: string): string[] => {
    const known = targets.get(ref)
    if (known !== undefined) return known
    const found = refsUnder(resolvePointer(document, ref))
    targets.set(ref, found)
    return found
  }
  const definitions: { container: string; name: string; self: string }[] = []
  for (const container of ['$defs', 'definitions'] as const) {
    const defs = document[container]
    if (!isObject(defs)) continue
    for (const name of Object.keys(defs))
      definitions.push({ container, name, self: `#/${container}/${name}` })
  }
  const onCycle = nodesOnCycles(
    definitions.map((definition) => definition.self),
    refsOf,
  )
  for (const { container, name, self } of definitions) {
    if (!onCycle.has(self)) continue
    report(
      child('', container, name),
      'recursion',
      `definition "${name}" refers to itself`,
      'Unroll the recursion to a fixed depth.',
    )
  }
  if (refsUnder(document).includes('#')) {
    report(
      '',
      'recursion',
      'the schema refers to its own root ("#")',
      'Unroll the recursion to a fixed depth.',
    )
  }
}

/** A `$ref` chain that comes back to itself on the same value: no validator finishes it. */
export function checkSameValueLoops(document: SchemaNode, report: Report): void {
  const pointer = sameValueLoop(document, (node) =>
    typeof node.$ref === 'string' && parsePointer(node.$ref)
      ? [resolvePointer(document, node.$ref)]
      : [],
  )
  if (pointer === undefined) return
  report(
    pointer,
    'invalid-schema',
    'this $ref chain comes back to itself on the same value, through allOf, anyOf, oneOf, not, if/then/else or dependentSchemas: JSON Schema leaves it undefined, and a validator never finishes it',
    'Make the reference step into the value (properties, items), or remove it.',
  )
}
