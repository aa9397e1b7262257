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
    expect(issues![0]!.path).toHaveLength(256)
    expect(issues![0]!.message).toContain('nested at most 256 arrays and objects deep')
  })

  it('256 levels pass, 257 do not, through a recursive schema too', () => {
    const schema = fromJsonSchema({ type: 'array', items: { $ref: '#' } })['~standard']
    expect(schema.validate(nested(256))).toEqual({ value: nested(256) })
    const issues = issuesOf(schema.validate(nested(257)))
    expect(issues?.[0]?.path).toEqual(new Array(256).fill(0))
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

  it('a wide value is read whole, holes sent as null', () => {
    const wide = Array.from({ length: 100_000 }, (_, index) => ({ index }))
    expect(fromJsonSchema({ type: 'array' })['~standard'].validate(wide)).toEqual({ value: wide })
    // biome-ignore lint/suspicious/noSparseArray: a hole is what is under test
    expect(fromJsonSchema({})['~standard'].validate([1, , 3])).toEqual({ value: [1, null, 3] })
  })
})
