// A codec whose default its own encoded schema refuses: TypeBox fills the default in, and its
// `Decode` checks the value again before decoding and throws. A call that leaves the key out
// failed as "the validator threw", which tells the model nothing it can fix, and the input side
// said nothing of a key that cannot be left out.
import { recordingTool } from '@polytool/conformance'
import { isValidationError } from '@polytool/core'
import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { createTool, standard } from './index'
import { inexactOf } from './test-fixtures/input-side'

const define = (inputSchema: ReturnType<typeof standard>) => recordingTool(createTool, inputSchema)

const refusedCodecDefault = () =>
  Type.Codec(Type.Number({ default: 'x' }))
    .Decode((n) => String(n))
    .Encode(Number)

describe('attack: a default a codec refuses, filled in for a key left out', () => {
  it('is a validation error at the key, and execute never runs', async () => {
    const type = Type.Object({ q: Type.String(), a: Type.Optional(refusedCodecDefault()) })
    const { tool, received } = define(standard(type))
    const refused = await tool.execute({ q: 'x' })
    expect(isValidationError(refused) && refused.code).toBe('TOOL_INPUT_INVALID')
    expect(isValidationError(refused) && refused.issues.map(({ path }) => path)).toEqual([['a']])
    expect(received).toEqual([])
    // Sent, a valid value is decoded as before.
    await tool.execute({ q: 'x', a: 2 })
    expect(received).toEqual([{ q: 'x', a: '2' }])
  })

  it('is a validation error for any refused default once the schema holds a codec', async () => {
    const type = Type.Object({
      sort: Type.Optional(Type.String({ minLength: 3, default: 'ab' })),
      n: Type.Codec(Type.Number())
        .Decode((n) => String(n))
        .Encode(Number),
    })
    const result = await standard(type)['~standard'].validate({ n: 1 })
    expect(result.issues?.map(({ path }) => path)).toEqual([['sort']])
  })

  it('is warned on the input side: the key cannot be left out', () => {
    const type = Type.Object({ a: Type.Optional(refusedCodecDefault()) })
    expect(inexactOf(type)).toContain('properties  stricter')
    const elsewhere = Type.Object({
      sort: Type.Optional(Type.String({ minLength: 3, default: 'ab' })),
      n: Type.Codec(Type.Number())
        .Decode((n) => String(n))
        .Encode(Number),
    })
    // Not handed on to execute (looser): the call fails (stricter).
    expect(inexactOf(elsewhere)).toContain('properties  stricter')
    expect(inexactOf(elsewhere)).not.toContain('properties  looser')
  })
})
