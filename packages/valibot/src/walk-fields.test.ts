import { pushFields, type SchemaPush, walkSchema } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { holdsUnion } from './arrays-as-objects'
import { mayTransform } from './may-transform'
import { valibotRunsChecks as runsChecks } from './runs-checks'
import { pushValibotParts } from './walk-fields'

function visited(schema: object, children: (node: object, push: SchemaPush) => void): number {
  let nodes = 0
  walkSchema(schema, {
    visit: () => {
      nodes++
      return undefined
    },
    children,
  })
  return nodes
}

// Every field of every node, data included.
function everyField(node: object, push: SchemaPush): void {
  pushFields(node, push)
}

describe('walks of a Valibot schema', () => {
  it('read the schema and its actions, not the data a node holds', () => {
    const schema = v.object({
      name: v.pipe(v.string(), v.regex(/^[a-z]+$/), v.minLength(1)),
      tags: v.optional(v.array(v.string()), ['a', 'b']),
      kind: v.picklist(['x', 'y']),
    })
    // The object, its entries record, three wrappers or pipes with their schemas and actions.
    const parts = visited(schema, pushValibotParts)
    expect(parts).toBeLessThan(visited(schema, everyField))
    expect(parts).toBe(10)
  })

  it('are not capped by a large default: the schema still counts as one without a union or a transform', () => {
    // 20,000 objects in a default: walked as nodes, they passed the walk's cap, and the schema
    // was taken as one that holds a union and transforms, checked on the slow paths.
    const defaults = Array.from({ length: 20_000 }, (_, index) => ({ index }))
    const schema = v.object({
      rows: v.optional(v.array(v.object({ index: v.number() })), defaults),
    })
    expect(holdsUnion(schema)).toBe(false)
    expect(mayTransform(schema)).toBe(false)
  })

  it('are not capped by large examples or metadata', () => {
    const rows = Array.from({ length: 20_000 }, (_, index) => ({ index }))
    const schema = v.pipe(
      v.object({ rows: v.array(v.object({ index: v.number() })) }),
      v.examples([{ rows }]),
      v.metadata({ rows }),
    )
    expect(holdsUnion(schema)).toBe(false)
  })

  it('read an entry named ~standard like any other (attacks a key the walk skipped)', () => {
    const schema = v.object({ '~standard': v.union([v.string(), v.array(v.string())]) })
    expect(holdsUnion(schema)).toBe(true)
  })

  it('still search a node of a kind they do not know, field by field', () => {
    const inner = v.pipe(
      v.string(),
      v.check((text) => text.length > 1),
    )
    const custom = { kind: 'schema', type: 'my_wrapper', '~run': () => undefined, inner }
    expect(runsChecks(v.object({ a: custom as never }))).toBe(true)
  })
})
