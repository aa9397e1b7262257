import { describe, expect, it } from 'vitest'
import {
  currentMaxSchemaNodes,
  MAX_SCHEMA_NODES,
  MAX_SCHEMA_NODES_CEILING,
  pushFields,
  SchemaLimitError,
  setMaxSchemaNodes,
  walkSchema,
} from './schema-walk'

const findCheck = {
  visit: (node: object) => ('check' in node ? 'check' : undefined),
  children: pushFields,
}

describe('walkSchema', () => {
  it('finds a node and its path through fields and lists', () => {
    const schema = { properties: { a: { anyOf: [{ type: 'x' }, { check: true }] } } }
    expect(walkSchema(schema, findCheck)).toEqual({
      kind: 'found',
      value: 'check',
      path: ['properties', 'a', 'anyOf', 1],
    })
  })

  it('walks a cycle once and says none', () => {
    const cyclic: Record<string, unknown> = { type: 'x' }
    cyclic.self = cyclic
    expect(walkSchema(cyclic, findCheck)).toEqual({ kind: 'none' })
  })

  it('walks a schema deeper than the stack without recursion, and caps a wide one', () => {
    let deep: object = { check: true }
    for (let level = 0; level < 100_000; level++) deep = { a: deep }
    expect(walkSchema(deep, findCheck).kind).toBe('unknown')
    const wide = { items: Array.from({ length: MAX_SCHEMA_NODES + 1 }, () => ({})) }
    expect(walkSchema(wide, findCheck)).toEqual({ kind: 'unknown', reason: 'capped' })
  })

  it('takes a schema that throws while it is read as unknown, and says where', () => {
    const hostile = {
      get a(): never {
        throw new Error('getter')
      },
    }
    expect(walkSchema(hostile, findCheck)).toEqual({ kind: 'unknown', reason: 'threw', path: [] })
    const nested = { properties: { b: [{ type: 'x' }, hostile] } }
    expect(walkSchema(nested, findCheck)).toEqual({
      kind: 'unknown',
      reason: 'threw',
      path: ['properties', 'b', 1],
    })
  })

  it('never reads the field a walk is told to leave out', () => {
    const schema = {
      get '~standard'(): never {
        throw new Error('read')
      },
      pipe: [{ check: true }],
    }
    const leavingOut = {
      visit: findCheck.visit,
      children: (node: object, push: (child: unknown, ...keys: PropertyKey[]) => void) =>
        pushFields(node, push, '~standard'),
    }
    expect(walkSchema(schema, leavingOut)).toEqual({
      kind: 'found',
      value: 'check',
      path: ['pipe', 0],
    })
    expect(walkSchema(schema, findCheck)).toMatchObject({ kind: 'unknown', reason: 'threw' })
  })
})

describe('setMaxSchemaNodes', () => {
  const wide = (count: number) => ({ items: Array.from({ length: count }, () => ({})) })
  const walk = (root: unknown) =>
    walkSchema(root, { visit: () => undefined, children: pushFields }).kind

  it('raises the cap: a schema past the default is then read whole, and the old limit comes back', () => {
    expect(walk(wide(MAX_SCHEMA_NODES + 5))).toBe('unknown')
    const previous = setMaxSchemaNodes(MAX_SCHEMA_NODES * 2)
    try {
      expect(previous).toBe(MAX_SCHEMA_NODES)
      expect(currentMaxSchemaNodes()).toBe(MAX_SCHEMA_NODES * 2)
      expect(walk(wide(MAX_SCHEMA_NODES + 5))).toBe('none')
      expect(walk(wide(MAX_SCHEMA_NODES * 2 + 5))).toBe('unknown')
    } finally {
      setMaxSchemaNodes(previous)
    }
  })

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, MAX_SCHEMA_NODES_CEILING + 1, '50'])(
    'refuses %s with its own error and code, keeping the limit (attacks an unbounded walk)',
    (limit) => {
      const error = (() => {
        try {
          setMaxSchemaNodes(limit as number)
        } catch (thrown) {
          return thrown
        }
      })()
      expect(error).toBeInstanceOf(SchemaLimitError)
      expect(error).toMatchObject({ code: 'SCHEMA_LIMIT_INVALID' })
      expect(currentMaxSchemaNodes()).toBe(MAX_SCHEMA_NODES)
    },
  )
})
