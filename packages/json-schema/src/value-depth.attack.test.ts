import { describe, expect, it } from 'vitest'
import { JsonSchemaError } from './errors'
import { fromJsonSchema } from './from-json-schema'
import corpus from './test-fixtures/github-mcp-server-tools.json'
import { toProviderSchema } from './to-provider-schema'

// The model nests arrays as deep as it likes, here through a JSON-text field that strict mode
// turns into a string: the issue names where the value went too deep, and no stack overflows.
const nested = (depth: number): unknown => {
  let value: unknown = []
  for (let level = 1; level < depth; level++) value = [value]
  return value
}
const issuesOf = (result: unknown) =>
  (result as { issues?: { path: unknown[]; message: string }[] }).issues

describe('a value nested past maxValueDepth', () => {
  it('the corpus JSON-text field filled with 20,000 nested arrays: an issue under "inputs"', () => {
    const tool = corpus.tools.find(({ name }) => name === 'actions_run_trigger')!
    const { decode } = toProviderSchema(tool.inputSchema, 'openai', { strict: true })
    const decoded = decode({
      method: 'run_workflow',
      owner: 'o',
      repo: 'r',
      workflow_id: 'w',
      ref: 'main',
      run_id: null,
      inputs: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    })
    const issues = issuesOf(fromJsonSchema(tool.inputSchema)['~standard'].validate(decoded))
    expect(issues).toHaveLength(1)
    expect(issues![0]!.path[0]).toBe('inputs')
    expect(issues![0]!.path).toHaveLength(128)
    expect(issues![0]!.message).toContain('nested at most 128 arrays and objects deep')
  })

  it('128 levels pass, 129 do not, through a recursive schema too', () => {
    const schema = fromJsonSchema({ type: 'array', items: { $ref: '#' } })['~standard']
    expect(schema.validate(nested(128))).toEqual({ value: nested(128) })
    const issues = issuesOf(schema.validate(nested(129)))
    expect(issues?.[0]?.path).toEqual(new Array(128).fill(0))
  })

  // The plainest recursive JSON-value schema takes several validator frames per level: every
  // value within the default limit gets a real answer, not the stack-overflow fallback.
  it('a JSON-value schema answers at every depth up to the default, valid or not', () => {
    const json = fromJsonSchema({
      $defs: {
        n: {
          anyOf: [
            { type: 'number' },
            { type: 'string' },
            { type: 'object', additionalProperties: { $ref: '#/$defs/n' } },
          ],
        },
      },
      $ref: '#/$defs/n',
    })['~standard']
    const nest = (depth: number, leaf: unknown) => {
      let value: unknown = leaf
      for (let level = 1; level < depth; level++) value = { a: value }
      return value
    }
    expect(json.validate(nest(128, 1))).toEqual({ value: nest(128, 1) })
    const refused = issuesOf(json.validate(nest(128, true)))
    expect(refused?.length).toBeGreaterThan(0)
    for (const issue of refused!) expect(issue.message).not.toContain('too deeply nested')
  })

  it('maxValueDepth raises and lowers the limit, and is checked', () => {
    const shallow = fromJsonSchema({}, { maxValueDepth: 3 })['~standard']
    expect(shallow.validate({ a: [{}] })).toEqual({ value: { a: [{}] } })
    expect(issuesOf(shallow.validate({ a: [{ b: [] }] }))?.[0]?.path).toEqual(['a', 0, 'b'])
    const deep = fromJsonSchema({}, { maxValueDepth: 1_000 })['~standard']
    expect(deep.validate(nested(1_000))).toEqual({ value: nested(1_000) })
    for (const bad of [0, -1, 1.5, Number.NaN, '3']) {
      expect(() => fromJsonSchema({}, { maxValueDepth: bad as number })).toThrow(JsonSchemaError)
    }
  })

  it('a wide value is read whole', () => {
    const wide = Array.from({ length: 100_000 }, (_, index) => ({ index }))
    expect(fromJsonSchema({ type: 'array' })['~standard'].validate(wide)).toEqual({ value: wide })
  })
})

describe('a value host code built to break the reader', () => {
  const any = fromJsonSchema({})['~standard']

  it('a sparse array of 2^32 - 1 holes: an issue at its first hole, not a walk or a copy', () => {
    const sparse: unknown[] = []
    sparse.length = 2 ** 32 - 1
    expect(issuesOf(any.validate({ list: sparse }))).toEqual([
      { path: ['list', 0], message: 'Expected a JSON value, found a hole in the array' },
    ])
    // biome-ignore lint/suspicious/noSparseArray: a hole is what is under test
    expect(issuesOf(any.validate([1, , 3]))?.[0]?.path).toEqual([1])
  })

  it('a getter that throws a secret, or a null-prototype object: an issue, redacted and cut', () => {
    const secret = {
      get p(): never {
        throw new Error(`password=hunter2 \u202e${'x'.repeat(1_000_000)}`)
      },
    }
    const issues = issuesOf(any.validate(secret))
    expect(issues?.[0]?.message).toContain('reading the value threw')
    expect(issues?.[0]?.message).not.toContain('hunter2')
    expect(issues?.[0]?.message).not.toContain('\u202e')
    expect(issues?.[0]?.message.length).toBeLessThan(1_000)
    const nullPrototype = {
      get p(): never {
        throw Object.create(null)
      },
    }
    expect(issuesOf(any.validate(nullPrototype))?.[0]?.message).toContain('reading the value threw')
  })

  it('toJSON is applied once, as JSON.stringify applies it', () => {
    const date = new Date(0)
    expect(any.validate({ at: date })).toEqual({ value: { at: JSON.parse(JSON.stringify(date)) } })
    const twice = { toJSON: () => ({ inner: { toJSON: () => 'inner' }, a: 1 }) }
    expect(any.validate(twice)).toEqual({ value: { inner: 'inner', a: 1 } })
    const returnsItself = { toJSON: () => ({ toJSON: () => 'again' }) }
    expect(issuesOf(any.validate(returnsItself))?.[0]?.path).toEqual(['toJSON'])
  })

  it('toJSON gets the key JSON.stringify gives it, and a getter throws at its own path', () => {
    const byKey = { toJSON: (key: string) => (key === 'a' ? 1 : `key ${key}`) }
    const value = { a: byKey, b: [byKey], c: byKey }
    expect(any.validate(value)).toEqual({ value: JSON.parse(JSON.stringify(value)) })
    expect(any.validate(byKey)).toEqual({ value: 'key ' })
    const deep = {
      x: {
        y: {
          get z(): never {
            throw new Error('no')
          },
        },
      },
    }
    expect(issuesOf(any.validate(deep))?.[0]?.path).toEqual(['x', 'y', 'z'])
  })
})

describe('$dynamicRef, which the validator cannot follow', () => {
  it('is refused when the schema is compiled, at its pointer', () => {
    const tree = {
      $dynamicAnchor: 'node',
      type: 'object',
      properties: { children: { type: 'array', items: { $dynamicRef: '#node' } } },
    }
    expect(() => fromJsonSchema(tree)).toThrow(
      expect.objectContaining({ name: 'JsonSchemaError', pointer: '/properties/children/items' }),
    )
  })
})
