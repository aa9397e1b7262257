import { recordingTool } from '@polytool/conformance'
import { isValidationError, validateToolInput, validateWith, withAdapter } from '@polytool/core'
import { scope, type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { arktypeAdapter } from './adapter'
import { ARRAY_AS_OBJECT_MESSAGE } from './arrays-as-objects'
import { createTool } from './index'

const optionalA = type({ 'a?': 'string' })

// ArkType's object types accept an array: arrays are objects to it. Core refuses an array where
// the input's JSON Schema accepts only objects; where a branch of a union accepts arrays, it
// cannot, and ArkType's object branch took the array: `execute` got `[1]` for `{ a?: string }`.
describe('an array where the JSON Schema says object', () => {
  it.each([
    ['a property', type({ x: optionalA.or('string[]') }), { x: [1] }, ['x']],
    [
      'a nested property',
      type({ x: { y: optionalA.or('number[]') } }),
      { x: { y: ['s'] } },
      ['x', 'y'],
    ],
    ['the root', optionalA.or('string[]'), [1], []],
    ['an array item', type({ x: optionalA.or('string[]').array() }), { x: [{}, [1]] }, ['x', 1]],
    [
      'a tuple item',
      type({ x: [optionalA.or('string[]'), 'string'] }),
      { x: [[1], 's'] },
      ['x', 0],
    ],
    [
      'a record value',
      type({ x: type.Record('string', optionalA.or('string[]')) }),
      { x: { k: [1] } },
      ['x', 'k'],
    ],
  ])('at %s never reaches execute', async (_, schema, input, path) => {
    const { tool, received } = recordingTool(createTool, schema)
    const result = await tool.execute(input)
    expect(isValidationError(result) && result.issues).toEqual([
      { path, message: expect.stringContaining(ARRAY_AS_OBJECT_MESSAGE) },
    ])
    expect(received).toEqual([])
    const validated = await validateToolInput(schema, input)
    expect(validated.ok).toBe(false)
  })

  it('refuses an array whose own properties fill the object: its length, an extra key', async () => {
    const lengthy = recordingTool(
      createTool,
      type({ x: type({ length: 'number' }).or('string[]') }),
    )
    expect(await lengthy.tool.execute({ x: [1] })).toMatchObject({ code: 'TOOL_INPUT_INVALID' })
    const extra = Object.assign([1], { a: 'text' })
    const keyed = recordingTool(createTool, type({ x: optionalA.or('string[]') }))
    expect(await keyed.tool.execute({ x: extra })).toMatchObject({ code: 'TOOL_INPUT_INVALID' })
    expect([...lengthy.received, ...keyed.received]).toEqual([])
  })

  it('refuses an array in a cyclic value of a recursive type', async () => {
    const { node } = scope({ node: { 'a?': 'string', 'next?': 'node | string[]' } }).export()
    const { tool, received } = recordingTool(createTool, node)
    const cyclic: Record<string, unknown> = { a: 'x' }
    cyclic.next = { next: [cyclic] }
    const result = await tool.execute(cyclic)
    // ArkType reports a union's failure where the union stands, naming its branches' paths.
    expect(isValidationError(result) && result.issues).toEqual([
      { path: ['next'], message: expect.stringContaining(`next.next ${ARRAY_AS_OBJECT_MESSAGE}`) },
    ])
    expect(received).toEqual([])
  })

  it.each([
    ['an object', type({ 'a?': 'string' })],
    ['a morph of an object', type({ 'a?': 'string' }).pipe((o) => o)],
  ])(
    'refuses a root array for %s when a value is validated outside a tool call',
    async (_, type) => {
      const schema = withAdapter(type, arktypeAdapter)
      expect(await validateWith(schema, [])).toMatchObject({
        ok: false,
        issues: [{ path: [], message: ARRAY_AS_OBJECT_MESSAGE }],
      })
    },
  )

  it('keeps arrays an array branch takes, objects, and the values a morph makes', async () => {
    const { tool, received } = recordingTool(
      createTool,
      type({
        x: optionalA.or('string[]'),
        'y?': type({ 'n?': 'number' }).pipe((o) => ({ ...o, seen: true })),
        'z?': type('string[]').or({ 'b?': 'boolean' }),
      }),
    )
    for (const input of [
      { x: ['s'] },
      { x: { a: 'a' }, y: { n: 1 }, z: ['t'] },
      { x: {}, z: {} },
    ]) {
      expect(await tool.execute(input)).toBe('ran')
    }
    expect(received).toEqual([
      { x: ['s'] },
      { x: { a: 'a' }, y: { n: 1, seen: true }, z: ['t'] },
      { x: {}, z: {} },
    ])
  })
})
