import type { Report } from './check-node'
import { isObject, type SchemaNode } from './json-schema'
import { forEachSubschema } from './keywords'
import { child, parsePointer, resolvePointer } from './pointer'

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
  for (const container of ['$defs', 'definitions'] as const) {
    const defs = document[container]
    if (!isObject(defs)) continue
    for (const name of Object.keys(defs)) {
      const self = `#/${container}/${name}`
      const pending = refsUnder(defs[name])
      const seen = new Set<string>()
      while (pending.length > 0) {
        const ref = pending.pop()!
        if (ref === self) {
          report(
            child('', container, name),
            'recursion',
            `definition "${name}" refers to itself`,
            'Unroll the recursion to a fixed depth.',
          )
          break
        }
        if (seen.has(ref)) continue
        seen.add(ref)
        pending.push(...refsUnder(resolvePointer(document, ref)))
      }
    }
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
