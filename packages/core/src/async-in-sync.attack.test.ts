import type { StandardSchemaV1 } from '@standard-schema/spec'
import { describe, expect, it } from 'vitest'
import { AsyncInSyncError } from './async-in-sync'
import { createTool } from './create-tool'
import type { JsonSchemaAdapter } from './json-schema/adapter'
import { createToolWith } from './json-schema/create-tool-with'

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
