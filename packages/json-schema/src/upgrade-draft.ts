import type { Fail } from './errors'
import { describeValue, isObject, type SchemaNode } from './json-schema'
import { forEachSubschema } from './keywords'

const UNSUPPORTED_REFERENCE_KEYWORDS = ['$dynamicRef', '$recursiveRef', '$anchor', '$dynamicAnchor']

/** What the upgrade saw on its way, so that no other step walks the tree again to find it. */
export interface SchemaFacts {
  /** Every node with a `$ref`, in document order, with its pointer. */
  readonly references: { readonly node: SchemaNode; readonly pointer: string }[]
  /** Whether some node holds `$defs` or `definitions`. */
  definitions: boolean
}

/**
 * Rewrites draft-04/07 spellings (tuple `items`, boolean exclusive bounds, `nullable`) in place,
 * and notes in `facts` the references and definitions it passes.
 */
export function upgradeDraft(
  node: unknown,
  pointer: string,
  fail: Fail,
  facts: SchemaFacts,
): unknown {
  // One visitor for the whole walk, not a new closure at every node.
  const visit = (subschema: unknown, subPointer: string): void => {
    if (typeof subschema !== 'boolean' && !isObject(subschema)) {
      fail(
        'INVALID_SCHEMA',
        subPointer,
        `expected a JSON Schema object or boolean, received ${describeValue(subschema)}`,
      )
    }
    upgradeNode(subschema, subPointer, fail, facts, visit)
  }
  return upgradeNode(node, pointer, fail, facts, visit)
}

function upgradeNode(
  node: unknown,
  pointer: string,
  fail: Fail,
  facts: SchemaFacts,
  visit: (subschema: unknown, pointer: string) => void,
): unknown {
  if (!isObject(node)) return node
  if (Array.isArray(node.items)) {
    const tuple = node.items
    delete node.items
    if (node.additionalItems !== undefined) node.items = node.additionalItems
    delete node.additionalItems
    node.prefixItems = tuple
  }
  if (typeof node.exclusiveMinimum === 'boolean') upgradeBound(node, 'exclusiveMinimum', 'minimum')
  if (typeof node.exclusiveMaximum === 'boolean') upgradeBound(node, 'exclusiveMaximum', 'maximum')
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
    if (node.$schema !== undefined) delete node.$schema
    if (node.$id !== undefined) delete node.$id
  }
  if (node.$ref !== undefined) facts.references.push({ node, pointer })
  if (node.$defs !== undefined || node.definitions !== undefined) facts.definitions = true
  forEachSubschema(node, pointer, visit)
  return node
}

// draft-04: `exclusiveMinimum: true` made `minimum` exclusive; 2020-12 holds the bound itself.
function upgradeBound(node: SchemaNode, bound: string, limit: string): void {
  if (node[bound] === true && typeof node[limit] === 'number') {
    node[bound] = node[limit]
    delete node[limit]
  } else delete node[bound]
}
