import { describe, expect, it } from 'vitest'
import * as y from 'yup'
import { createTool, toJsonSchema } from './index'
import { defaultsIn } from './test-fixtures/defaults-in'

// A default the JSON Schema states is one the model leaves out, counting on the tool to apply
// it. Yup applies defaults only when it casts: a strict schema never does. The schema must not
// promise what execute never gets.
const received: unknown[] = []
const searchTool = (inputSchema: y.ObjectSchema<y.AnyObject>) =>
  createTool({
    id: 'search',
    description: 'Search',
    inputSchema,
    execute: async (input: unknown) => {
      received.push(input)
      return { ok: true }
    },
  })

describe('Yup defaults that are never applied', () => {
  it('a strict root: no default is stated, and execute gets none', async () => {
    const schema = y
      .object({
        q: y.string().strict().defined(),
        sort: y.string().strict().oneOf(['relevance', 'date']).default('relevance'),
        limit: y.number().strict().default(10),
        page: y.object({ size: y.number().default(20) }).default(undefined),
      })
      .strict()
    expect(defaultsIn(toJsonSchema(schema, { onUnrepresentable: 'any' }))).toEqual([])
    received.length = 0
    await searchTool(schema).execute({ q: 'x', page: {} } as never, {})
    expect(received).toEqual([{ q: 'x', page: {} }])
  })

  it('a cast root: a strict field and all under it state no default; the others do', async () => {
    const schema = y.object({
      q: y.string().defined(),
      limit: y.number().default(10),
      sort: y.string().strict().default('relevance'),
      page: y
        .object({ size: y.number().default(20) })
        .strict()
        .default(undefined),
      nullablePage: y
        .object({ size: y.number().default(30) })
        .strict()
        .nullable()
        .default(undefined),
    })
    const json = toJsonSchema(schema, { onUnrepresentable: 'any' }) as {
      properties: Record<string, { default?: unknown }>
    }
    expect(json.properties.limit?.default).toBe(10)
    expect(defaultsIn(json)).toEqual([10])
    received.length = 0
    await searchTool(schema).execute({ q: 'x', page: {}, nullablePage: {} } as never, {})
    expect(received).toEqual([{ q: 'x', limit: 10, page: {}, nullablePage: {} }])
  })
})
