import { recordingTool, thrownBy } from '@polytool/conformance'
import {
  AsyncInSyncError,
  extractJsonSchema,
  MAX_SCHEMA_NODES,
  validateWith,
  withAdapter,
} from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { valibotAdapter } from './adapter'
import { ARRAY_AS_OBJECT_MESSAGE } from './arrays-taken-as-objects'
import { createTool } from './index'

// More distinct nodes than the walks read. The walks read the last entry first: a part put
// before these entries is read past the cap, that is never.
const filler = (): Record<string, v.GenericSchema> =>
  Object.fromEntries(
    Array.from({ length: MAX_SCHEMA_NODES }, (_, n) => [`k${n}`, v.optional(v.string())]),
  )

describe('a schema larger than the walk cap, which hides a part past it', () => {
  it('with an async check past the cap: refused when the tool is created', () => {
    const hidden = v.pipe(v.string(), v.check((async () => false) as never))
    const error = thrownBy(() => recordingTool(createTool, v.object({ a: hidden, ...filler() })))
    expect(error).toBeInstanceOf(AsyncInSyncError)
    expect(error).toMatchObject({ code: 'SCHEMA_ASYNC_IN_SYNC', path: [] })
    expect((error as Error).message).toMatch(/could not be searched whole/)
  })

  // `createTool` refuses such a schema; `validateWith` still validates with it.
  it('with a union of an object and an array past the cap: no array passes as an object', async () => {
    const union = v.union([v.object({ b: v.optional(v.string()) }), v.array(v.string())])
    const schema = withAdapter(v.object({ a: v.optional(union), ...filler() }), valibotAdapter)
    expect(await validateWith(schema, { a: ['x'] })).toMatchObject({
      ok: false,
      issues: [{ path: ['a'], message: ARRAY_AS_OBJECT_MESSAGE }],
    })
  })

  it('with a fallback past the cap: still warned of, as a fallback in a smaller schema is', () => {
    const schema = v.object({ a: v.fallback(v.number(), 0), ...filler() })
    const { inexact } = extractJsonSchema(withAdapter(schema, valibotAdapter), { io: 'input' })
    expect(inexact).toContainEqual(expect.objectContaining({ path: '/properties/a' }))
  })
})

describe('a large schema well within the walk cap', () => {
  // About 74,000 diagnosis codes, in one list that every field's picklist holds.
  const CODES = Array.from({ length: 74_000 }, (_, at) => `A${String(at).padStart(5, '0')}`)

  it('is accepted: fields that share one long list of options read it once', async () => {
    const entries = Object.fromEntries(
      Array.from({ length: 40 }, (_, at) => [`diagnosis${at}`, v.optional(v.picklist(CODES))]),
    )
    const { tool } = recordingTool(createTool, v.object(entries))
    expect(await tool.execute({ diagnosis3: 'A00042' })).toBe('ran')
    expect(await tool.execute({ diagnosis3: 'B1' })).toMatchObject({ code: 'TOOL_INPUT_INVALID' })
  })
})
