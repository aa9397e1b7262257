import { setMaxSchemaNodes, walkSchema } from '@polytool/core'
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { pushValibotParts, pushValibotPartsAndLazy } from './walk-fields'
import { type PushPart, walkValibotSchema } from './walk-valibot'

type Node = Record<string, unknown>
type Children = (node: object, push: PushPart) => void

// The same walk through core's `walkSchema`, which `walkValibotSchema` must match.
function throughCore<T>(root: unknown, visit: (node: Node) => T | undefined, children: Children) {
  return walkSchema(root, {
    visit: (node) => visit(node as Node),
    children: (node, push) =>
      children(node, (child, field, index) =>
        index === undefined ? push(child, field) : push(child, field, index),
      ),
  })
}

function bothWalks<T>(root: unknown, visit: (node: Node) => T | undefined, children: Children) {
  const visited: unknown[][] = [[], []]
  const outcomes = [throughCore, walkValibotSchema].map((walk, at) =>
    walk(
      root,
      (node) => {
        visited[at]?.push(node)
        return visit(node)
      },
      children,
    ),
  )
  return { outcomes, visited }
}

function expectSameWalk<T>(
  root: unknown,
  visit: (node: Node) => T | undefined,
  children: Children = pushValibotPartsAndLazy,
) {
  const { outcomes, visited } = bothWalks(root, visit, children)
  expect(outcomes[1]).toEqual(outcomes[0])
  expect(visited[1]).toEqual(visited[0])
  return outcomes[1]
}

const never = () => undefined

describe('walkValibotSchema, against core walkSchema', () => {
  afterEach(() => {
    setMaxSchemaNodes(10_000)
  })

  it('visits the same nodes in the same order, and finds the same node at the same path', () => {
    const schema = v.object({
      a: v.optional(v.array(v.union([v.string(), v.pipe(v.number(), v.minValue(1))]))),
      b: v.tuple([v.string(), v.nullable(v.boolean())]),
      c: v.record(v.string(), v.pipe(v.string(), v.regex(/x/), v.description('c'))),
    })
    expect(expectSameWalk(schema, never)).toEqual({ kind: 'none' })
    const found = expectSameWalk(schema, (node) =>
      node.type === 'min_value' ? node.requirement : undefined,
    )
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
    expectSameWalk(node, never)
    expectSameWalk(node, (at) => (at.type === 'string' ? 'string' : undefined))
    expectSameWalk(node, (at) => (at.type === 'string' ? 'string' : undefined), pushValibotParts)
  })

  it('ends where a part throws while it is read, with its path', () => {
    const entries = {
      a: v.string(),
      get b(): never {
        throw new Error('not yet')
      },
    }
    const schema = v.object({ outer: v.object(entries as never) })
    Object.defineProperty((schema.entries.outer as unknown as Node).entries, 'b', {
      enumerable: true,
      get() {
        throw new Error('not yet')
      },
    })
    expect(expectSameWalk(schema, never)).toEqual({
      kind: 'unknown',
      reason: 'threw',
      path: ['entries', 'outer', 'entries'],
    })
    expect(
      expectSameWalk(v.string(), () => {
        throw new Error('visit')
      }),
    ).toEqual({ kind: 'unknown', reason: 'threw', path: [] })
  })

  it('stops at the same node count, and reads no value that is not an object', () => {
    const schema = v.object({ a: v.string(), b: v.number(), c: v.boolean() })
    for (const limit of [1, 2, 3, 4, 5, 6]) {
      setMaxSchemaNodes(limit)
      expectSameWalk(schema, never)
    }
    setMaxSchemaNodes(10_000)
    expect(expectSameWalk('text', never)).toEqual({ kind: 'none' })
    expect(expectSameWalk(() => v.string(), never)).toEqual({ kind: 'none' })
    expectSameWalk({ fn: () => 1, list: [1, null, v.string(), () => 2] }, never)
  })

  it('lists the fields of a node with its own prototype as Object.keys does', () => {
    const proto = { inherited: v.string() }
    const node = Object.assign(Object.create(proto) as Node, { own: v.number() })
    expectSameWalk(node, never)
    expect(bothWalks(node, never, pushValibotParts).visited[1]).not.toContain(proto.inherited)
    const bare = Object.assign(Object.create(null) as Node, { own: v.number() })
    expectSameWalk(bare, never)
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
      expectSameWalk(schema, never)
      expect(bothWalks(schema, never, pushValibotParts).visited[1]).not.toContain(polluted)
    } finally {
      Reflect.deleteProperty(Object.prototype, 'polluted')
    }
  })
})
