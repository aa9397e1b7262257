import { collectUnhandledRejections, recordingTool, thrownBy } from '@polytool/conformance'
import { AsyncInSyncError, isValidationError } from '@polytool/core'
import { Schema, SchemaGetter } from 'effect'
import { describe, expect, it } from 'vitest'
import { createTool } from './index'

const rejecting = (() => Promise.reject(new Error('db=customers_private'))) as never

describe("the formatter hooks of Schema.toStandardSchemaV1, Effect's message functions", () => {
  it('refuses a leafHook that returns a promise when the tool is created', () => {
    const schema = Schema.toStandardSchemaV1(Schema.Struct({ a: Schema.String }), {
      leafHook: (async () => 'no') as never,
    })
    const error = thrownBy(() => recordingTool(createTool, schema))
    expect(error).toBeInstanceOf(AsyncInSyncError)
    expect(error).toMatchObject({ code: 'SCHEMA_ASYNC_IN_SYNC', path: ['~standard', 'validate'] })
    expect((error as Error).message).toContain('leafHook')
  })

  it('a checkHook that rejects fails the call without its text, and leaves nothing unhandled', async () => {
    const schema = Schema.toStandardSchemaV1(
      Schema.Struct({ a: Schema.String.check(Schema.isMinLength(3)) }),
      { checkHook: rejecting },
    )
    const { tool, received } = recordingTool(createTool, schema)
    const { result, unhandled } = await collectUnhandledRejections(() => tool.execute({ a: 'x' }))
    expect(isValidationError(result) && result.code).toBe('TOOL_INPUT_INVALID')
    expect(JSON.stringify(result)).not.toMatch(/customers_private|\[object Promise\]/)
    expect(received).toEqual([])
    expect(unhandled).toEqual([])
  })

  it('runs none of the schema’s own functions to find a hook', () => {
    let decoded = 0
    const counted = Schema.Unknown.pipe(
      Schema.decodeTo(Schema.Unknown, {
        decode: SchemaGetter.transform((value) => {
          decoded++
          return value
        }),
        encode: SchemaGetter.transform((value) => value),
      }),
    )
    const schema = Schema.toStandardSchemaV1(counted, { leafHook: rejecting })
    recordingTool(createTool, schema)
    expect(decoded).toBe(0)
  })
})
