import { type SchemaPush, setMaxSchemaNodes, walkSchema } from '@polytool/core'
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { pushValibotParts, pushValibotPartsAndLazy } from './walk-fields'

type Node = Record<string, unknown>
type Children = (node: object, push: SchemaPush) => void

// A walk of a Valibot schema as the adapter runs it, with every node it read, in order.
function walkOf<T>(
  root: unknown,
  visit: (node: Node) => T | undefined,
  children: Children = pushValibotPartsAndLazy,
) {
  const visited: unknown[] = []
  const outcome = walkSchema(root, {
    visit: (node) => {
      visited.push(node)
      return visit(node as Node)
    },
    children,
  })
  return { outcome, visited }
}

const never = () => undefined

describe('walks of a Valibot schema through core walkSchema', () => {
  afterEach(() => {
    setMaxSchemaNodes(10_000)
  })

  it('finds a node at its path through entries, wrappers, options and pipes', () => {
    const schema = v.object({
      a: v.optional(v.array(v.union([v.string(), v.pipe(v.number(), v.minValue(1))]))),
      b: v.tuple([v.string(), v.nullable(v.boolean())]),
      c: v.record(v.string(), v.pipe(v.string(), v.regex(/x/), v.description('c'))),
    })
    expect(walkOf(schema, never).outcome).toEqual({ kind: 'none' })
    const found = walkOf(schema, (node) =>
      node.type === 'min_value' ? node.requirement : undefined,
    ).outcome
    expect(found).toEqual({
      kind: 'found',
      value: 1,
      path: ['entries', 'a', 'wrapped', 'item', 'options', 1, 'pipe', 1],
    })
  })

  it('follows a lazy getter, and reads a shared or cyclic part once', () => {
    const shared = v.string()
    const node: v.GenericSchema = v.object({
      next: v.optional(v.lazy(() => node)),
      a: shared,
      b: shared,
    })
    const { outcome, visited } = walkOf(node, never)
    expect(outcome).toEqual({ kind: 'none' })
    expect(visited.filter((at) => at === shared)).toHaveLength(1)
    expect(visited.filter((at) => at === node)).toHaveLength(1)
    const lazy = (node as unknown as { entries: { next: { wrapped: object } } }).entries.next
      .wrapped
    expect(walkOf(node, never, pushValibotParts).visited).toContain(lazy)
  })

  it('ends where a part throws while it is read, with its path', () => {
    const schema = v.object({ outer: v.object({ a: v.string() }) })
    Object.defineProperty((schema.entries.outer as unknown as Node).entries, 'b', {
      enumerable: true,
      get() {
        throw new Error('not yet')
      },
    })
    expect(walkOf(schema, never).outcome).toEqual({
      kind: 'unknown',
      reason: 'threw',
      path: ['entries', 'outer', 'entries'],
    })
    expect(
      walkOf(v.string(), () => {
        throw new Error('visit')
      }).outcome,
    ).toEqual({ kind: 'unknown', reason: 'threw', path: [] })
  })

  it('stops past the node limit, reads no plain value, and reads a function as a node', () => {
    const schema = v.object({ a: v.string(), b: v.number(), c: v.boolean() })
    const nodes = walkOf(schema, never).visited.length
    for (const limit of [1, 2, 3, nodes - 1, nodes]) {
      setMaxSchemaNodes(limit)
      expect(walkOf(schema, never).outcome).toEqual(
        limit < nodes ? { kind: 'unknown', reason: 'capped', limit: 'nodes' } : { kind: 'none' },
      )
    }
    setMaxSchemaNodes(10_000)
    expect(walkOf('text', never)).toEqual({ outcome: { kind: 'none' }, visited: [] })
    // Valibot runs a function that carries a schema's fields as that schema: it is a node.
    const lone = () => v.string()
    expect(walkOf(lone, never)).toEqual({ outcome: { kind: 'none' }, visited: [lone] })
    const inner = v.string()
    const fn = () => 1
    const last = () => 2
    const { visited } = walkOf({ fn, list: [1, null, inner, last] }, never)
    expect(visited).toHaveLength(4)
    expect(visited.slice(1)).toEqual([last, inner, fn])
  })

  it('reads the own fields of a node with a prototype of its own, and the prototype as a part', () => {
    // Valibot runs what a node inherits (`Object.create(schema)` runs `schema`).
    const proto = { inherited: v.string() }
    const own = v.number()
    const node = Object.assign(Object.create(proto) as Node, { own })
    const { visited } = walkOf(node, never, pushValibotParts)
    expect(visited).toEqual([node, proto, proto.inherited, own])
    const bare = Object.assign(Object.create(null) as Node, { own })
    expect(walkOf(bare, never).visited).toContain(own)
  })

  it('does not walk into a field Object.prototype was given (attacks a polluted prototype)', () => {
    const schema = v.object({ a: v.string() })
    const polluted = v.pipe(v.string(), v.transform(String))
    Object.defineProperty(Object.prototype, 'polluted', {
      value: polluted,
      enumerable: true,
      writable: true,
      configurable: true,
    })
    try {
      const { outcome, visited } = walkOf(schema, never, pushValibotParts)
      expect(outcome).toEqual({ kind: 'none' })
      expect(visited).not.toContain(polluted)
      expect(visited).toContain(schema.entries.a)
    } finally {
      Reflect.deleteProperty(Object.prototype, 'polluted')
    }
  })
})
