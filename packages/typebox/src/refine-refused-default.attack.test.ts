// A default that only a `Type.Refine` check refuses: the default check read the JSON keywords
// alone, so it passed; TypeBox checks the value before filling defaults in, so the refinement
// never sees it either. `execute` received a value its own schema refuses, and nothing said so.
import { type TSchema, Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { standard } from './standard'
import { inexactOf } from './test-fixtures/input-side'
import { extractOutput } from './test-fixtures/output-side'

const positive = (n: number) => n > 0

/** The paths of the output side's `default` losses, and the warnings' messages. */
function outputDefaults(type: TSchema) {
  const { warnings } = extractOutput(type)
  const defaults = warnings.filter(({ code }) => code === 'default')
  return { paths: defaults.map(({ path }) => path), messages: defaults.map((w) => w.message) }
}

describe('attack: a default only a Type.Refine refuses', () => {
  it('is warned on both sides, as a default its JSON keywords refuse is', async () => {
    const type = Type.Object({
      q: Type.String(),
      n: Type.Optional(Type.Refine(Type.Number({ default: -1 }), positive)),
    })
    // TypeBox itself would hand on the refused default; checked once filled in, it is refused.
    const result = await standard(type)['~standard'].validate({ q: 'x' })
    expect(result.issues?.map(({ path }) => path)).toEqual([['n']])
    expect(inexactOf(type)).toEqual(['properties  stricter'])
    expect(outputDefaults(type).paths).toEqual([''])
  })

  it('is found beneath the default: a refined property of an object default', () => {
    const inner = Type.Object({ n: Type.Refine(Type.Number(), positive) }, { default: { n: -1 } })
    const type = Type.Object({ o: Type.Optional(inner) })
    expect(inexactOf(type)).toEqual(['properties  stricter'])
  })

  it('a refinement that throws, or returns a promise, on the default: reported unchecked', () => {
    const throws = Type.Object({
      n: Type.Optional(
        Type.Refine(Type.Number({ default: 1 }), () => {
          throw new Error('boom')
        }),
      ),
    })
    expect(outputDefaults(throws).messages).toEqual([expect.stringContaining('could not be')])
    let rejected = 0
    const promised = Type.Object({
      n: Type.Optional(
        Type.Refine(Type.Number({ default: 1 }), (() => {
          rejected++
          return Promise.reject(new Error('later'))
        }) as never),
      ),
    })
    expect(outputDefaults(promised).messages).toEqual([expect.stringContaining('could not be')])
    expect(rejected).toBe(1)
  })

  it('a default the refinement takes: no loss', () => {
    const type = Type.Object({
      n: Type.Optional(Type.Refine(Type.Number({ default: 1 }), positive)),
    })
    expect(inexactOf(type)).toEqual([])
    expect(outputDefaults(type).paths).toEqual([])
  })
})
