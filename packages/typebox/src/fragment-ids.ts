import { eachSubschema, markUnrepresentable } from '@polytool/core'

/**
 * Removes each `$id` that holds a fragment (`#foo`, `https://example.com/a#foo`), which JSON
 * Schema 2020-12 forbids: Ajv refuses the whole document. The node is reported
 * (`constraint`) and noted in `formerIds`, so that the `#/…` references below it are still
 * resolved from it, as TypeBox resolves them (`hoistNestedDefs`); a reference with the same
 * fragment, which could name it, is dropped and reported too.
 *
 * @param root - The converted schema, its `Type.Cyclic` definitions already pointed at; changed
 *   in place.
 * @param formerIds - Nodes whose `$id` the conversion removed; each node changed is added.
 */
export function dropFragmentIds(root: object, formerIds: WeakSet<object>): void {
  const fragments = new Set<string>()
  eachSubschema(root, (node) => {
    const id = node.$id
    if (typeof id !== 'string' || !/#./s.test(id)) return
    delete node.$id
    formerIds.add(node)
    fragments.add(fragmentOf(id))
    markUnrepresentable(
      node,
      'constraint',
      `the $id ${JSON.stringify(id)} holds a fragment, which JSON Schema forbids: the $id is dropped`,
    )
  })
  if (fragments.size === 0) return
  // A reference that may name a dropped `$id` (`#foo`) would dangle: dropped too.
  eachSubschema(root, (node) => {
    const ref = node.$ref
    if (typeof ref !== 'string' || ref.startsWith('#/') || !fragments.has(fragmentOf(ref))) return
    delete node.$ref
    markUnrepresentable(
      node,
      'constraint',
      `the reference ${JSON.stringify(ref)} names an $id that holds a fragment, which JSON Schema forbids: the reference is dropped`,
    )
  })
}

function fragmentOf(uri: string): string {
  return uri.slice(uri.indexOf('#'))
}
