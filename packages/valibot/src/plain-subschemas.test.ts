import { eachSubschema } from '@polytool/core'
import { toJsonSchema } from '@valibot/to-json-schema'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { plainSubschemas } from './plain-subschemas'

function visited(schema: object): object[] {
  const nodes: object[] = []
  eachSubschema(schema, (node) => {
    nodes.push(node)
  })
  return nodes
}

describe('plainSubschemas', () => {
  it("lists an output's sub-schemas in the order eachSubschema visits them", () => {
    const shared = { type: 'string' }
    const output = toJsonSchema(
      v.object({
        a: v.optional(v.array(v.union([v.string(), v.pipe(v.number(), v.minValue(1))]))),
        b: v.tuple([v.string(), v.nullable(v.boolean())]),
        c: v.record(v.string(), v.object({ d: v.picklist(['x', 'y']) })),
      }),
      { errorMode: 'ignore' },
    )
    expect(plainSubschemas(output)).toEqual(visited(output))
    const withShared = { anyOf: [shared, { properties: { a: shared } }], $defs: { s: shared } }
    expect(plainSubschemas(withShared)).toEqual(visited(withShared))
  })

  it('leaves an output with a key __proto__ lost to a prototype, or a definition of that name, to restoreProtoKeys', () => {
    const properties: Record<string, unknown> = { a: { type: 'string' } }
    // biome-ignore lint/suspicious/noProto: the assignment a converter makes
    properties.__proto__ = { type: 'number' }
    expect(plainSubschemas({ type: 'object', properties: { outer: { properties } } })).toBe(
      undefined,
    )
    const $defs = JSON.parse('{"__proto__": {"type": "string"}}') as object
    expect(plainSubschemas({ $defs })).toBe(undefined)
  })

  it('lists a deep output as eachSubschema does, down to its depth limit', () => {
    let deep: object = { type: 'string' }
    for (let level = 0; level < 1_500; level++) deep = { items: deep }
    expect(plainSubschemas(deep)).toEqual(visited(deep))
  })
})
