import { describe, expect, it } from 'vitest'
import { detect } from '../.vitepress/theme/playground/detect'
import { evaluateSource } from '../.vitepress/theme/playground/evaluate'

describe('detect: what the playground reads a schema box as', () => {
  it('reads JSON as JSON Schema, and each library by the names it calls', () => {
    expect(detect(' {"type": "object"} ').format).toBe('json-schema')
    expect(detect('true').format).toBe('json-schema')
    expect(detect('z.object({ type: z.string() })')).toMatchObject({ library: 'zod' })
    expect(detect('v.object({ type: v.string() })')).toMatchObject({ library: 'valibot' })
    expect(detect("type({ 'z?': 'string' })")).toMatchObject({ library: 'arktype' })
  })

  it('binds the names of the import lines and removes them from the code', () => {
    const detected = detect(
      "import { object as obj, type InferOutput } from 'valibot'\nimport * as val from 'valibot'\nobj({ a: val.string() })",
    )
    expect(detected).toEqual({
      format: 'source',
      library: 'valibot',
      code: 'obj({ a: val.string() })',
      bindings: [
        { name: 'obj', from: 'object' },
        { name: 'val', from: '*' },
      ],
    })
  })

  it('gives a hint for a TypeScript type, an unknown import, two libraries and prose', () => {
    expect(detect('type Input = { city: string }')).toMatchObject({ format: 'unknown' })
    expect(detect("import { Type } from '@sinclair/typebox'\nType.Object({})")).toMatchObject({
      hint: expect.stringContaining('@sinclair/typebox'),
    })
    expect(detect('z.object({ a: v.string() })')).toMatchObject({
      hint: expect.stringContaining('Zod and Valibot'),
    })
    expect(detect('the city, as text')).toMatchObject({ format: 'unknown' })
  })
})

describe('evaluateSource: running pasted source with only its library in scope', () => {
  const fakeZod = {
    z: { object: (shape: object) => ({ shape, '~standard': { vendor: 'zod' } }) },
  }

  it('returns the value of an expression, an export default, or the last const', () => {
    const bindings = [{ name: 'z', from: 'z' }]
    for (const code of [
      'z.object({ a: 1 })',
      'export default z.object({ a: 1 });',
      'const A = 1\nconst Input = z.object({ a: A })',
    ]) {
      expect(evaluateSource(code, 'zod', bindings, fakeZod)).toMatchObject({ shape: { a: 1 } })
    }
  })

  it('cannot reach the module scope of the playground: only its bindings and the globals', () => {
    expect(() =>
      evaluateSource('z.object({ a: evaluateSource })', 'zod', [{ name: 'z', from: 'z' }], fakeZod),
    ).toThrow(/evaluateSource is not defined/)
  })

  it('throws a SourceError with a hint for a syntax error and for a value that is not a schema', () => {
    expect(() => evaluateSource('z.object({', 'zod', [{ name: 'z', from: 'z' }], fakeZod)).toThrow(
      expect.objectContaining({
        name: 'SourceError',
        hint: expect.stringContaining('one expression'),
      }),
    )
    expect(() => evaluateSource('42', 'zod', [{ name: 'z', from: 'z' }], fakeZod)).toThrow(
      'The source gave a number, not a Zod schema.',
    )
  })
})
