import * as fc from 'fast-check'
import { bad, type ConformanceCase, ok } from '../case'
import { NUMBER, objectOf, STRING } from '../reference'

const word = fc.string({ maxLength: 4, unit: 'grapheme-ascii' })
const scalar = fc.oneof(word, fc.integer({ min: -3, max: 3 }), fc.constant(null), fc.boolean())

export const union: ConformanceCase = {
  title: 'a string or a number',
  valid: [ok('a'), ok(1)],
  invalid: [bad(true, []), bad(null, []), bad({}, [])],
  arbitrary: fc.oneof(scalar, fc.constant({})),
  reference: { type: ['string', 'number'] },
}

export const discriminatedUnion: ConformanceCase = {
  title: 'a shape: { kind: "circle", radius: number } or { kind: "square", side: number }',
  valid: [ok({ kind: 'circle', radius: 1 }), ok({ kind: 'square', side: 2 })],
  invalid: [bad({ kind: 'circle', radius: 'x' }, ['radius']), bad({ kind: 'square' }, ['side'])],
  arbitrary: fc.record(
    {
      kind: fc.constantFrom('circle', 'square', 'triangle'),
      radius: fc.oneof(fc.integer(), word),
      side: fc.oneof(fc.integer(), word),
    },
    { noNullPrototype: true, requiredKeys: ['kind'] },
  ),
  reference: {
    oneOf: [
      objectOf({ kind: { const: 'circle' }, radius: NUMBER }, ['kind', 'radius']),
      objectOf({ kind: { const: 'square' }, side: NUMBER }, ['kind', 'side']),
    ],
  },
}

export const intersection: ConformanceCase = {
  title: 'the intersection of { a: string } and { b: number }',
  valid: [ok({ a: 'x', b: 1 })],
  invalid: [bad({ a: 'x' }, ['b']), bad({ a: 1, b: 1 }, ['a'])],
  arbitrary: fc.record({ a: scalar, b: scalar }, { noNullPrototype: true, requiredKeys: [] }),
  reference: objectOf({ a: STRING, b: NUMBER }, ['a', 'b']),
}

const tree = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.record(
    {
      name: fc.oneof(word, fc.integer()),
      // The first branch is taken once the tree is 3 levels deep, so generation ends.
      children: fc.oneof(
        { maxDepth: 3, depthIdentifier: 'tree' },
        fc.constant([]),
        fc.array(tie('node'), { maxLength: 2 }),
      ),
    },
    { noNullPrototype: true, requiredKeys: ['children'] },
  ),
}))

export const recursive: ConformanceCase = {
  title: 'a tree { name: string, children: tree[] }',
  valid: [
    ok({ name: 'root', children: [] }),
    ok({ name: 'root', children: [{ name: 'leaf', children: [] }] }),
  ],
  invalid: [
    bad({ name: 'root', children: [{ name: 1, children: [] }] }, ['children', 0, 'name']),
    bad({ name: 'root' }, ['children']),
  ],
  arbitrary: fc.oneof(tree.node, scalar),
  reference: {
    $ref: '#/$defs/tree',
    $defs: {
      tree: objectOf(
        { name: STRING, children: { type: 'array', items: { $ref: '#/$defs/tree' } } },
        ['name', 'children'],
      ),
    },
  },
}
