import { recordingTool } from '@polytool/conformance'
import { isValidationError } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createTool } from './index'

// A lazy schema's getter may return another schema for every input: what it returns without
// one is all a walk sees. Each attack hides a union or a check behind a getter.

type Json = string | number | null | { [key: string]: Json } | Json[]
const json: v.GenericSchema<Json> = v.lazy(() =>
  v.union([v.string(), v.number(), v.null(), v.record(v.string(), json), v.array(json)]),
)

describe('a lazy schema', () => {
  it('hands execute no object made of an array its union took (attacks a union behind v.lazy)', async () => {
    const { tool, received } = recordingTool(createTool, v.object({ data: json }))
    const result = await tool.execute({ data: ['a', 'b'] })
    // Valibot's record option takes the array first; execute must not get `{ 0: 'a', 1: 'b' }`.
    expect(received.filter((input) => !Array.isArray((input as { data: unknown }).data))).toEqual(
      [],
    )
    expect(isValidationError(result) || received.length === 1).toBe(true)
  })

  it.each([
    [
      'returns another schema without an input',
      v.lazy((input) =>
        typeof input === 'string'
          ? v.pipe(
              v.string(),
              v.check(async (handle) => handle !== 'taken'),
            )
          : v.number(),
      ),
      'taken',
    ],
    [
      'throws without an input',
      v.lazy((input: unknown) =>
        (input as { kind: string }).kind === 'user'
          ? v.object({
              kind: v.literal('user'),
              handle: v.pipe(
                v.string(),
                v.check(async (handle) => handle !== 'taken'),
              ),
            })
          : v.object({ kind: v.literal('team') }),
      ),
      { kind: 'user', handle: 'taken' },
    ],
  ])(
    'whose getter %s still has its async check watched (attacks a promise passing as true)',
    async (_, lazy, value) => {
      const { tool, received } = recordingTool(createTool, v.object({ field: lazy as never }))
      const result = await tool.execute({ field: value })
      expect(isValidationError(result)).toBe(true)
      expect(received).toEqual([])
    },
  )
})
