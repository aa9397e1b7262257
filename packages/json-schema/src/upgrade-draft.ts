import type { Fail } from './errors'
import { describeValue, isObject } from './json-schema'
import { forEachSubschema } from './keywords'

const UNSUPPORTED_REFERENCE_KEYWORDS = ['$dynamicRef', '$recursiveRef', '$anchor', '$dynamicAnchor']

/** Rewrites draft-04/07 spellings (tuple `items`, boolean exclusive bounds, `nullable`) in place. */
export function upgradeDraft(node: unknown, pointer: string, fail: Fail): unknown {
  if (!isObject(node)) return node
  if (Array.isArray(node.items)) {
    const tuple = node.items
    delete node.items
    if (node.additionalItems !== undefined) node.items = node.additionalItems
    delete node.additionalItems
    node.prefixItems = tuple
  }
  for (const [bound, limit] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof node[bound] !== 'boolean') continue
    if (node[bound] === true && typeof node[limit] === 'number') {
      node[bound] = node[limit]
      delete node[limit]
    } else delete node[bound]
  }
  if (node.nullable === true && typeof node.type === 'string') node.type = [node.type, 'null']
  if (node.nullable !== undefined) delete node.nullable
  for (const keyword of UNSUPPORTED_REFERENCE_KEYWORDS) {
    if (node[keyword] !== undefined) {
      fail('UNSUPPORTED_REF', pointer, `${keyword} is not supported: use local $ref and $defs`)
    }
  }
  if (pointer !== '' && typeof node.$id === 'string') {
    fail(
      'UNSUPPORTED_REF',
      pointer,
      'a nested $id changes how $ref resolves: use local $ref and $defs',
    )
  }
  if (pointer === '') {
    delete node.$schema
    delete node.$id
  }
  forEachSubschema(node, pointer, (subschema, subPointer) => {
    if (typeof subschema !== 'boolean' && !isObject(subschema)) {
      fail(
        'INVALID_SCHEMA',
        subPointer,
        `expected a JSON Schema object or boolean, received ${describeValue(subschema)}`,
      )
    }
    upgradeDraft(subschema, subPointer, fail)
  })
  return node
}
