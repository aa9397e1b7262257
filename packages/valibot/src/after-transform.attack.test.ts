import { withSchemaNodeLimit } from '@polytool/conformance'
import { extractJsonSchema, withAdapter } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { valibotAdapter } from './adapter'

const inexactOf = (schema: v.GenericSchema) =>
  extractJsonSchema(withAdapter(schema, valibotAdapter), {
    io: 'input',
    onUnrepresentable: 'any',
  }).inexact

// A check after a transformation, hidden behind more nodes than the search reads: the search
// used to stop there without a word, and the dropped check went unreported.
describe('a pipe checking after a transform past the node limit', () => {
  const schema = () =>
    v.object({
      a: v.string(),
      b: v.number(),
      c: v.boolean(),
      d: v.array(v.string()),
      trimmed: v.pipe(
        v.string(),
        v.transform((text) => text.trim()),
        v.minLength(3),
      ),
    })

  it('is reported at its pipe when the schema is read whole', () => {
    expect(inexactOf(schema()).map((gap) => gap.path)).toContain('/properties/trimmed')
  })

  it('makes the whole schema inexact when the search stops, not silently clean (attacks the capped search)', () => {
    expect(withSchemaNodeLimit(4, () => inexactOf(schema()))).toContainEqual(
      expect.objectContaining({
        path: '',
        message: expect.stringMatching(/more than 4 nodes .*were not looked for/),
      }),
    )
  })
})
