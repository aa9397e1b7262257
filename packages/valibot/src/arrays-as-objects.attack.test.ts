import { recordingTool } from '@polytool/conformance'
import { isValidationError } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ARRAY_AS_OBJECT_MESSAGE } from './arrays-taken-as-objects'
import { createTool } from './index'

// Valibot's object schemas accept an array. In a union with an array option, where core cannot
// refuse arrays before validating, an all-optional object option listed first took the array,
// and `execute` got `{}` for `["x"]`.
describe('an array taken by an object option of a union', () => {
  it.each([
    ['an array option', v.array(v.string())],
    ['a tuple option', v.tuple([v.string()])],
  ])('with %s: never reaches execute as an object', async (_, arrayOption) => {
    const { tool, received } = recordingTool(
      createTool,
      v.object({ o: v.union([v.object({ a: v.optional(v.string()) }), arrayOption]) }),
    )
    for (const o of [['x'], [1], []]) {
      const result = await tool.execute({ o })
      expect(isValidationError(result) && result.issues).toEqual([
        { path: ['o'], message: ARRAY_AS_OBJECT_MESSAGE },
      ])
    }
    expect(received).toEqual([])
  })

  it('an array option listed first takes the array, and objects still pass', async () => {
    const { tool, received } = recordingTool(
      createTool,
      v.object({ o: v.union([v.array(v.string()), v.object({ a: v.optional(v.string()) })]) }),
    )
    expect(await tool.execute({ o: ['x'] })).not.toMatchObject({ error: true })
    expect(await tool.execute({ o: { a: 'y' } })).not.toMatchObject({ error: true })
    expect(received).toEqual([{ o: ['x'] }, { o: { a: 'y' } }])
  })
})
