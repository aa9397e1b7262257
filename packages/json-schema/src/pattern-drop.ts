import { isObject, type SchemaNode } from './json-schema'
import { forEachSubschema } from './keywords'

/**
 * Where a pattern left unenforced (`unsupportedPatterns: 'ignore'`) would not just relax the
 * schema: under `not` it inverts (`not: {}` refuses everything), under `if` it changes which of
 * `then` / `else` applies, under `oneOf` it lets two branches match and refuses the value, and
 * under `contains` with `maxContains` more items count. Returns the applicator's words for the
 * error, or `undefined` where dropping only accepts more.
 *
 * @param keyword - The keyword holding the subschema.
 * @param parent - The node holding the keyword.
 * @param pointer - The subschema's JSON pointer.
 */
export function unsafeDropAt(
  keyword: string,
  parent: SchemaNode,
  pointer: string,
): string | undefined {
  if (keyword === 'not' || keyword === 'if' || keyword === 'oneOf')
    return `"${keyword}" (${pointer})`
  if (keyword === 'contains' && parent.maxContains !== undefined) {
    return `"contains" with "maxContains" (${pointer})`
  }
  return undefined
}

const REFERENCES = ['$ref', '$dynamicRef', '$recursiveRef']

/**
 * The first reference that sits where dropping a pattern is unsafe (`unsafeDropAt`), in words:
 * what it points to could hold a pattern anywhere in the document, so no pattern of that document
 * may be dropped.
 *
 * @param node - The schema, already copied.
 * @param pointer - The node's JSON pointer.
 * @param unsafe - Set when the node is already under an unsafe applicator.
 */
export function referenceWhereUnsafe(
  node: unknown,
  pointer: string,
  unsafe: string | undefined,
): string | undefined {
  if (!isObject(node)) return undefined
  if (unsafe !== undefined && REFERENCES.some((keyword) => node[keyword] !== undefined)) {
    return `${unsafe}, whose reference at ${pointer} may lead to it`
  }
  let found: string | undefined
  forEachSubschema(node, pointer, (subschema, subPointer, keyword) => {
    found ??= referenceWhereUnsafe(
      subschema,
      subPointer,
      unsafe ?? unsafeDropAt(keyword, node, subPointer),
    )
  })
  return found
}
