import { recordingTool, thrownBy } from '@polytool/conformance'
import { AsyncInSyncError, isValidationError } from '@polytool/core'
import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { createTool, standard, toJsonSchema } from './index'

const define = (inputSchema: ReturnType<typeof standard>) => recordingTool(createTool, inputSchema)
const okKeys = (record: Record<string, unknown>) =>
  Object.keys(record).every((key) => key.startsWith('ok_'))

// TypeBox turns a record's key schema into a pattern when it builds the record: a `Type.Refine`
// on the key (or a `minLength`) leaves no trace in the schema, so nothing can run it or report
// it. The README says so and shows the form that works; these tests keep both true.
describe('a check of a Type.Record key', () => {
  it('is gone from the schema TypeBox builds, as the README says', () => {
    const key = Type.Refine(Type.String(), (text) => text.startsWith('ok_'))
    const record = Type.Record(key, Type.String())
    expect(Reflect.ownKeys(record)).toEqual(['type', 'patternProperties', '~kind'])
    expect(record).toEqual(Type.Record(Type.String(), Type.String()))
  })

  it('runs, and is reported, as a Type.Refine of the record itself', async () => {
    const keys = Type.Refine(Type.Record(Type.String(), Type.String()), okKeys)
    const warnings: unknown[] = []
    toJsonSchema(standard(keys), { onUnrepresentable: (part) => void warnings.push(part) })
    expect(warnings).toMatchObject([{ code: 'refinement', path: '' }])
    const { tool, received } = define(standard(Type.Object({ keys })))
    const refused = await tool.execute({ keys: { bad_key: 'x' } })
    expect(isValidationError(refused) && refused.code).toBe('TOOL_INPUT_INVALID')
    await tool.execute({ keys: { ok_key: 'x' } })
    expect(received).toEqual([{ keys: { ok_key: 'x' } }])
  })

  it('is refused when the tool is created, as a Type.Refine of the record, if async', () => {
    const keys = Type.Refine(Type.Record(Type.String(), Type.String()), (async () => true) as never)
    const thrown = thrownBy(() => define(standard(Type.Object({ keys }))))
    expect(thrown).toBeInstanceOf(AsyncInSyncError)
  })
})
