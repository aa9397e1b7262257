import fc from 'fast-check'
import type { SchemaNode } from '../json-schema'

const DEFINITIONS = ['d0', 'd1', 'd2']

/**
 * Random JSON Schemas as a hostile server might send them: every keyword the emitters read,
 * unions inside `allOf`, references between (possibly recursive) definitions, odd values where
 * schemas belong, and now and then a chain nested up to 3,000 levels deep.
 */
export function arbitrarySchema(): fc.Arbitrary<unknown> {
  const { node } = fc.letrec<{ node: unknown }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 6, arbitrary: leaf() },
      fc.record(
        {
          type: fc.constantFrom('object', ['object', 'null']),
          properties: fc.dictionary(
            fc.constantFrom('a', 'b', 'c', '__proto__', 'd/e'),
            tie('node'),
            {
              maxKeys: 4,
            },
          ),
          required: fc.array(fc.constantFrom('a', 'b', 'x'), { maxLength: 3 }),
          additionalProperties: fc.oneof(fc.boolean(), tie('node')),
        },
        { requiredKeys: [] },
      ),
      fc.record({ type: fc.constant('array'), items: tie('node') }, { requiredKeys: ['type'] }),
      fc.record({ anyOf: fc.array(tie('node'), { minLength: 1, maxLength: 4 }) }),
      fc.record({ oneOf: fc.array(tie('node'), { minLength: 1, maxLength: 3 }) }),
      fc.record({ allOf: fc.array(tie('node'), { minLength: 1, maxLength: 5 }) }),
      fc.record({ $ref: fc.constantFrom(...DEFINITIONS.map((name) => `#/$defs/${name}`), '#') }),
      fc.record({
        allOf: fc.array(
          fc.record({ anyOf: fc.array(tie('node'), { minLength: 2, maxLength: 3 }) }),
          {
            minLength: 2,
            maxLength: 6,
          },
        ),
      }),
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            fc.oneof(
              { weight: 8, arbitrary: fc.integer({ min: 1, max: 4 }) },
              fc.integer({ min: 30, max: 3_000 }),
            ),
            tie('node'),
          )
          .map(([depth, inner]) => nest(depth, inner)),
      },
    ),
  }))
  return fc
    .record({
      root: node,
      defs: fc
        .tuple(node, node, node)
        .map((bodies) =>
          Object.fromEntries(DEFINITIONS.map((name, index) => [name, bodies[index]])),
        ),
    })
    .map(({ root, defs }) =>
      typeof root === 'object' && root !== null && !Array.isArray(root)
        ? { ...(root as SchemaNode), $defs: defs }
        : root,
    )
}

function leaf(): fc.Arbitrary<unknown> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record(
        {
          type: fc.constantFrom('string', 'number', 'integer', 'boolean', 'null', 'nope', 3),
          minLength: fc.nat(5),
          minimum: fc.integer({ min: -5, max: 5 }),
          format: fc.constantFrom('date-time', 'email', 'weird'),
          description: fc.string({ maxLength: 8 }),
          default: fc.jsonValue({ maxDepth: 2 }),
        },
        { requiredKeys: ['type'] },
      ),
    },
    fc.record({ enum: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 6 }) }),
    fc.record({ const: fc.jsonValue({ maxDepth: 3 }) }),
    fc.boolean(),
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  )
}

/** `depth` objects, each holding the next under `properties.a`, around `inner`. */
function nest(depth: number, inner: unknown): unknown {
  let node = inner
  for (let level = 0; level < depth; level++) node = { type: 'object', properties: { a: node } }
  return node
}
