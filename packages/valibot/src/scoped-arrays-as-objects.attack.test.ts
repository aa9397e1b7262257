import { recordingTool } from '@polytool/conformance'
import { extractJsonSchema, isValidationError, withAdapter } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { valibotAdapter } from './adapter'
import { ARRAY_AS_OBJECT_MESSAGE } from './arrays-taken-as-objects'
import { createTool } from './index'
import { UNJUDGED_UNION_MESSAGE } from './scoped-arrays-as-objects'

const openObjectOrArray = () =>
  v.union([v.object({ a: v.optional(v.string()) }), v.array(v.string())])
const inexactOf = (schema: v.GenericSchema) =>
  extractJsonSchema(withAdapter(schema, valibotAdapter), { io: 'input' }).inexact.filter(
    (mark) => mark.message === UNJUDGED_UNION_MESSAGE,
  )

// One transform in a schema switched off, for every union of it, the refusal of an array that
// an object option took.
describe('a transform next to a union whose object option takes arrays', () => {
  it('in another key: the array still never reaches execute as an object', async () => {
    const { tool, received } = recordingTool(
      createTool,
      v.object({
        name: v.pipe(
          v.string(),
          v.transform((name) => name.trim()),
        ),
        o: openObjectOrArray(),
      }),
    )
    const result = await tool.execute({ name: ' x ', o: ['x'] })
    expect(isValidationError(result) && result.issues).toEqual([
      { path: ['o'], message: ARRAY_AS_OBJECT_MESSAGE },
    ])
    expect(await tool.execute({ name: ' x ', o: { a: 'y' } })).toBe('ran')
    expect(received).toEqual([{ name: 'x', o: { a: 'y' } }])
  })

  it('in another key: the union is not warned of', () => {
    const schema = v.object({
      name: v.pipe(
        v.string(),
        v.transform((name) => name.trim()),
      ),
      o: openObjectOrArray(),
    })
    expect(inexactOf(schema)).toEqual([])
  })

  it('in an option of the union: an object it makes of an array passes, and the union is warned of', async () => {
    const union = v.union([
      v.object({ a: v.optional(v.string()) }),
      v.pipe(
        v.array(v.string()),
        v.transform((list) => ({ a: list.join(',') })),
      ),
    ])
    const schema = v.object({ o: union })
    const { tool, received } = recordingTool(createTool, schema)
    expect(await tool.execute({ o: { a: 'y' } })).toBe('ran')
    expect(inexactOf(schema)).toEqual([
      expect.objectContaining({ path: '/properties/o', direction: 'looser' }),
    ])
    expect(received).toEqual([{ o: { a: 'y' } }])
  })

  it('around the union (a pipe that transforms the object holding it): the union is warned of', () => {
    const schema = v.object({
      wrapped: v.pipe(
        v.object({ o: openObjectOrArray() }),
        v.transform((value) => ({ ...value })),
      ),
    })
    expect(inexactOf(schema)).toEqual([
      expect.objectContaining({ path: '/properties/wrapped/properties/o', direction: 'looser' }),
    ])
  })
})
