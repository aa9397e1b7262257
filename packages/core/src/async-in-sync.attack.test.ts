import type { StandardSchemaV1 } from '@standard-schema/spec'
import { describe, expect, it } from 'vitest'
import { isAsyncFunction } from './async-function'
import { AsyncInSyncError, unreadableSchemaAt } from './async-in-sync'
import { createTool } from './create-tool'
import type { JsonSchemaAdapter } from './json-schema/adapter'
import { createToolWith } from './json-schema/create-tool-with'
import { MAX_SCHEMA_NODES, pushFields, walkSchema } from './schema-walk'

const schema = (): StandardSchemaV1 =>
  ({
    '~standard': { version: 1, vendor: 'sync-lib', validate: (value: unknown) => ({ value }) },
  }) as StandardSchemaV1

describe('an async function the library calls synchronously', () => {
  let asked = 0
  const adapter: JsonSchemaAdapter = {
    vendor: 'sync-lib',
    targets: ['draft-2020-12'],
    toJsonSchema: () => ({ type: 'object' }),
    findAsyncInSync: () => {
      asked++
      return { path: ['entries', 'a', 'pipe', 1], what: 'a check in a synchronous pipe' }
    },
  }
  const create = createToolWith(adapter)

  it('is refused when the tool is created, with a typed error naming the path', () => {
    const inputSchema = schema()
    const define = () =>
      create({ id: 'checked', description: 'A checked tool', inputSchema, execute: () => 'ran' })
    expect(define).toThrow(AsyncInSyncError)
    try {
      define()
    } catch (error) {
      expect(error).toMatchObject({
        code: 'SCHEMA_ASYNC_IN_SYNC',
        option: 'inputSchema',
        vendor: 'sync-lib',
        path: ['entries', 'a', 'pipe', 1],
      })
      expect((error as Error).message).toContain('entries.a.pipe[1]')
    }
  })

  it('is looked for once per schema', () => {
    const outputSchema = schema()
    asked = 0
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(() =>
        create({ id: 'out', description: 'Output checked', outputSchema, execute: () => 'x' }),
      ).toThrow(AsyncInSyncError)
    }
    expect(asked).toBe(1)
  })

  it('is not looked for in a schema bound to no adapter', () => {
    expect(() =>
      createTool({ id: 'plain', description: 'Plain', inputSchema: schema(), execute: () => 'x' }),
    ).not.toThrow()
  })
})

// A schema whose getter throws on the first read (the search) and gives an async check on the
// next ones (the library's own reads): a search that took "could not read" as "found none" let
// every value through.
describe('a schema that throws while it is searched', () => {
  const hiding = (): StandardSchemaV1 => {
    let reads = 0
    const check = { check: async () => false }
    return {
      '~standard': { version: 1, vendor: 'sync-lib', validate: (value: unknown) => ({ value }) },
      entries: {
        get a() {
          if (reads++ === 0) throw new Error('not yet')
          return check
        },
      },
    } as StandardSchemaV1
  }
  const searching: JsonSchemaAdapter = {
    vendor: 'sync-lib',
    targets: ['draft-2020-12'],
    toJsonSchema: () => ({ type: 'object' }),
    findAsyncInSync: (schema) => {
      const outcome = walkSchema(schema, {
        visit: (node) =>
          isAsyncFunction((node as { check?: unknown }).check) ? 'check' : undefined,
        children: pushFields,
      })
      if (outcome.kind === 'found') return { path: outcome.path, what: 'a check' }
      return unreadableSchemaAt(outcome)
    },
  }

  it('is refused when the tool is created, naming where it threw', () => {
    const define = () =>
      createToolWith(searching)({
        id: 'hidden',
        description: 'A tool whose schema hides a check',
        inputSchema: hiding(),
        execute: () => 'ran',
      })
    expect(define).toThrow(AsyncInSyncError)
    expect(define).toThrow(/could not be searched .* reading the schema threw at entries/)
  })

  it('is refused when the adapter search itself throws', () => {
    const throwing: JsonSchemaAdapter = {
      ...searching,
      findAsyncInSync: () => {
        throw new Error('search failed')
      },
    }
    const define = () =>
      createToolWith(throwing)({
        id: 'hidden',
        description: 'A tool whose schema cannot be searched',
        inputSchema: hiding(),
        execute: () => 'ran',
      })
    expect(define).toThrow(AsyncInSyncError)
    expect(define).toThrow(/could not be searched/)
  })

  // The walk reads the last child first: a check first in a list of more than
  // `MAX_SCHEMA_NODES` parts is the part it never reaches.
  it('refuses a schema that hides an async check past the walk cap', () => {
    const hiding = {
      ...schema(),
      items: [
        { check: async () => false },
        ...Array.from({ length: MAX_SCHEMA_NODES }, () => ({})),
      ],
    } as StandardSchemaV1
    const define = () =>
      createToolWith(searching)({
        id: 'huge',
        description: 'A tool whose schema is larger than the search reads',
        inputSchema: hiding,
        execute: () => 'ran',
      })
    expect(define).toThrow(AsyncInSyncError)
    expect(define).toThrow(
      /could not be searched whole .*: it has more than 10000 schema nodes, where/,
    )
    expect(unreadableSchemaAt({ kind: 'unknown', reason: 'capped', limit: 'nodes' })).toEqual({
      path: [],
      what: 'a part past the first 10000 nodes',
      unreadable: true,
      capped: true,
      cappedAt: 'nodes',
    })
    expect(unreadableSchemaAt({ kind: 'unknown', reason: 'capped' })).toEqual({
      path: [],
      what: 'a part past the first 10000 nodes or 1000000 parts',
      unreadable: true,
      capped: true,
    })
    expect(unreadableSchemaAt({ kind: 'none' })).toBeUndefined()
  })

  it('names the parts limit when a list, not the nodes, stopped the search', () => {
    const listing = { ...schema(), items: [new Array(MAX_SCHEMA_NODES * 100 + 1).fill(0)] }
    const define = () =>
      createToolWith(searching)({
        id: 'long',
        description: 'A tool whose schema holds a list longer than the search reads',
        inputSchema: listing as StandardSchemaV1,
        execute: () => 'ran',
      })
    expect(define).toThrow(
      /: it hands more than 1000000 parts to the search .*\(100 times the node limit\), where/,
    )
  })
})
