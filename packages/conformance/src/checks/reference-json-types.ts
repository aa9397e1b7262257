import type { KeywordDifference } from './reference-keywords'
import { isNode, type Node } from './schema-nodes'

// The JSON types a node admits, from its `type`, its listed values and its branches, and where
// the emitted schema admits more or fewer than the reference.

const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'null', 'object', 'array'] as const
// Branches followed in depth at most: the emitted schema is not trusted.
const MAX_DEPTH = 8

/**
 * The JSON types a node admits: its `const` or `enum` members' types, else its `type`, else
 * its branches' types.
 *
 * @param node - A schema node in normal form.
 * @param depth - How deep in branches the node is.
 * @returns The types, or `undefined` when the node admits every type.
 */
export function typesOf(node: unknown, depth = 0): Set<string> | undefined {
  if (node === false) return new Set()
  if (!isNode(node) || depth > MAX_DEPTH) return undefined
  // The members of an `enum` or a `const` are the values it admits, whatever `type` says.
  if ('const' in node) return new Set([jsonType(node.const)])
  if (Array.isArray(node.enum)) return new Set(node.enum.map(jsonType))
  // A multiple of an integer is an integer: `number` and `integer` say the same there.
  const step = node.multipleOf
  const integral = typeof step === 'number' && Number.isInteger(step)
  const named = (type: unknown) => (integral && type === 'number' ? 'integer' : type)
  if (typeof node.type === 'string') return new Set([named(node.type) as string])
  if (Array.isArray(node.type)) {
    return new Set(node.type.filter((t) => typeof t === 'string').map(named) as string[])
  }
  const branches = node.anyOf ?? node.oneOf
  if (Array.isArray(branches)) {
    const all = new Set<string>()
    for (const branch of branches) {
      const types = typesOf(branch, depth + 1)
      if (types === undefined) return undefined
      for (const type of types) all.add(type)
    }
    return all
  }
  return undefined
}

function jsonType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  return typeof value
}

/**
 * The types a node admits beyond the reference's (a constraint lost), and those it leaves out
 * (one added), each change named once. An integer is a number: `integer` where the reference
 * says `number` is a narrower type, and the other way a wider one.
 *
 * @param r - The reference's node.
 * @param e - The emitted node.
 * @param pointer - The emitted node's JSON pointer.
 * @returns The differences, none when both admit the same types.
 */
export function typeDifferences(r: Node, e: Node, pointer: string): KeywordDifference[] {
  const rTypes = typesOf(r)
  const eTypes = typesOf(e)
  if (rTypes === undefined && eTypes === undefined) return []
  if (rTypes === undefined)
    return [{ pointer, keyword: 'type', change: 'added', emitted: [...(eTypes ?? [])] }]
  if (eTypes === undefined)
    return [{ pointer, keyword: 'type', change: 'lost', reference: [...rTypes] }]
  // More types admitted is a constraint lost; fewer is one added. Both can hold at once.
  const widens = JSON_TYPES.some((type) => eTypes.has(type) && !admits(rTypes, type))
  const narrows = JSON_TYPES.some((type) => rTypes.has(type) && !admits(eTypes, type))
  const both = { pointer, keyword: 'type', reference: [...rTypes], emitted: [...eTypes] }
  return [
    ...(widens ? [{ ...both, change: 'lost' as const }] : []),
    ...(narrows ? [{ ...both, change: 'added' as const }] : []),
  ]
}

/** Whether the types are `null` alone: one value, which the values always hold. */
export function onlyNull(types: ReadonlySet<string> | undefined): boolean {
  return types?.size === 1 && types.has('null')
}

/** Whether types admit a type: a node that admits numbers admits integers. */
export function admits(types: ReadonlySet<string>, type: string): boolean {
  return types.has(type) || (type === 'integer' && types.has('number'))
}
