import { recordingTool, thrownBy } from '@polytool/conformance'
import { AsyncInSyncError } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createTool } from './index'

// A promise is truthy: Valibot, calling this check synchronously, passes every value with it.
const asyncFalse = (async () => false) as never
const hidden = () => v.pipe(v.string(), v.check(asyncFalse))

function expectRefused(schema: object) {
  const error = thrownBy(() => recordingTool(createTool, schema as v.GenericSchema))
  expect(error).toBeInstanceOf(AsyncInSyncError)
  expect(error).toMatchObject({ code: 'SCHEMA_ASYNC_IN_SYNC' })
}

// Entries that pass for a Valibot node had the fields a node holds no schema in (`message`,
// `default`, …) skipped by the search; Valibot's `for…in` ran them as entries all the same.
describe('attack: entries dressed as a Valibot node, under skipped field names', () => {
  it('with kind and reference hidden from for…in', async () => {
    const entries = { message: hidden(), default: hidden() }
    Object.defineProperty(entries, 'kind', { value: 'metadata' })
    Object.defineProperty(entries, 'reference', { value: () => undefined })
    expectRefused(v.object(entries))
  })

  it('with kind and reference from a class', () => {
    class Entries {
      get kind() {
        return 'metadata'
      }
      reference() {}
    }
    expectRefused(v.object(Object.assign(new Entries(), { message: hidden() }) as never))
  })

  it('a Valibot node made by Valibot is still read as a node: its message is no schema', async () => {
    const { tool, received } = recordingTool(createTool, v.object({ a: v.string('a string') }))
    await tool.execute({ a: 'x' })
    expect(received).toEqual([{ a: 'x' }])
  })
})
