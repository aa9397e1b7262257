import type { SchemaNode } from '../json-schema'

/** `allOf` of `n` two-branch `anyOf`s: distributing them gives 2^n branches. */
export function allOfAnyOf(n: number): SchemaNode {
  return { type: 'object', properties: { x: { allOf: anyOfParts(n) } } }
}

/** `n` two-branch `anyOf`s, each over objects with different properties. */
export function anyOfParts(n: number): SchemaNode[] {
  return Array.from({ length: n }, (_, index) => ({
    anyOf: [
      { type: 'object', properties: { [`a${index}`]: { type: 'string' } } },
      { type: 'object', properties: { [`b${index}`]: { type: 'number' } } },
    ],
  }))
}

/** `def_k = { a: def_{k-1}, b: def_{k-1} }`: inlining the last definition writes 2^k nodes. */
export function refDoubling(doublings: number): SchemaNode {
  const $defs: Record<string, SchemaNode> = { def_0: { type: 'string' } }
  for (let k = 1; k <= doublings; k++) {
    const previous = { $ref: `#/$defs/def_${k - 1}` }
    $defs[`def_${k}`] = { type: 'object', properties: { a: previous, b: previous } }
  }
  return {
    type: 'object',
    properties: { root: { $ref: `#/$defs/def_${doublings}` } },
    $defs,
  }
}

/** A recursive definition that refers to itself `selfRefs` times: each unrolled level multiplies. */
export function recursiveFanOut(selfRefs: number): SchemaNode {
  const properties: Record<string, SchemaNode> = { label: { type: 'string' } }
  for (let index = 0; index < selfRefs; index++)
    properties[`child${index}`] = { $ref: '#/$defs/node' }
  return {
    type: 'object',
    properties: { tree: { $ref: '#/$defs/node' } },
    $defs: { node: { type: 'object', properties } },
  }
}

/** An object schema nested `depth` levels deep through one property each. */
export function deepSchema(depth: number): SchemaNode {
  let node: SchemaNode = { type: 'string' }
  for (let level = 0; level < depth; level++) node = { type: 'object', properties: { a: node } }
  return node
}

/** An object schema whose one property is an enum of `size` distinct numbers. */
export function largeEnum(size: number, offset = 0.5): SchemaNode {
  return {
    type: 'object',
    properties: { pick: { enum: Array.from({ length: size }, (_, index) => index + offset) } },
    required: ['pick'],
  }
}

/** `$defs` chain `d_k = { type: object, properties: { a: d_{k-1} } }`: small input, deep once inlined. */
export function refChain(length: number): SchemaNode {
  const $defs: Record<string, SchemaNode> = { d_0: { type: 'string' } }
  for (let k = 1; k <= length; k++)
    $defs[`d_${k}`] = { type: 'object', properties: { a: { $ref: `#/$defs/d_${k - 1}` } } }
  return { type: 'object', properties: { root: { $ref: `#/$defs/d_${length}` } }, $defs }
}

/** Arrays nested `depth` levels deep, e.g. inside a `const`. */
export function deepArray(depth: number): unknown {
  let value: unknown = 0
  for (let level = 0; level < depth; level++) value = [value]
  return value
}

/** The error a call throws, or `undefined` when it returns. */
export function thrownBy(call: () => unknown): unknown {
  try {
    call()
    return undefined
  } catch (error) {
    return error
  }
}

/** How many JSON values (objects, arrays, primitives) a value holds. */
export function countValues(value: unknown): number {
  let count = 0
  const stack = [value]
  while (stack.length > 0) {
    const current = stack.pop()
    count++
    if (typeof current === 'object' && current !== null)
      for (const item of Object.values(current)) stack.push(item)
  }
  return count
}
