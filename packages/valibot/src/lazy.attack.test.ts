import { createValidator, recordingTool } from '@polytool/conformance'
import { extractJsonSchema, isValidationError, withAdapter } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createTool, valibotAdapter } from './index'

// A lazy schema's getter may return another schema for every input: what it returns without
// one is all a walk sees. Each attack hides a union or a check behind a getter.

const ajv = createValidator()

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
          ? v.pipe(v.string(), v.check((async (handle: string) => handle !== 'taken') as never))
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
                v.check((async (handle: string) => handle !== 'taken') as never),
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

describe('a part the converter hook states, behind a lazy schema', () => {
  it.each([
    [
      'a tuple whose last item is optional',
      v.lazy(() => v.tuple([v.string(), v.optional(v.number())])),
      ['a'],
    ],
    ['a fallback', v.lazy(() => v.object({ qty: v.fallback(v.number(), 1) })), { qty: 'many' }],
  ])(
    '%s is judged as Valibot judges it, or warned (attacks the quick path skipping the hook)',
    (_, lazy, value) => {
      const schema = v.object({ field: lazy as never })
      const { schema: emitted, inexact } = extractJsonSchema(withAdapter(schema, valibotAdapter), {
        onUnrepresentable: 'any',
      })
      const accepted = v.safeParse(schema, { field: value }).success
      expect(accepted).toBe(true)
      const ajvAccepts = ajv.compile(emitted)({ field: value }) === true
      expect(ajvAccepts || inexact.length > 0).toBe(true)
    },
  )
})
