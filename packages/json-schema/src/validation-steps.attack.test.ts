import { describe, expect, it } from 'vitest'
import { JsonSchemaError } from './errors'
import { fromJsonSchema } from './from-json-schema'

// Schemas that make a validator check the same parts of a value again and again: each level of
// the value (or each definition) doubles the work of a naive walk. A hostile MCP server hands
// one over; a model (or an injected prompt) sends a few hundred bytes of JSON.
const issuesOf = (result: unknown) =>
  (result as { issues?: { path: unknown[]; message: string }[] }).issues

const STEP_LIMIT = /could not be validated within \d+ steps.*raise maxValidationSteps/

// A tree of two node kinds: the branch that does not match still walks `kids` all the way down.
const node = (kind: string) => ({
  type: 'object',
  properties: { kind: { const: kind }, kids: { type: 'array', items: { $ref: '#' } } },
  required: ['kind'],
})
const tree = { anyOf: [node('folder'), node('file')] }
const chainOfFiles = (depth: number) => {
  let value: Record<string, unknown> = { kind: 'file' }
  for (let level = 0; level < depth; level++) value = { kind: 'file', kids: [value] }
  return value
}

// `d_i = allOf [d_i+1, d_i+1]`: no loop, but 2^n paths to the last definition.
const dag = (count: number) => {
  const $defs: Record<string, unknown> = {}
  for (let i = 0; i < count; i++) {
    const next = { $ref: `#/$defs/d${i + 1}` }
    $defs[`d${i}`] = i === count - 1 ? { type: 'string' } : { allOf: [next, next] }
  }
  return { type: 'object', properties: { p: { $ref: '#/$defs/d0' } }, required: ['p'], $defs }
}

const nestedArrays = (depth: number, leaf: unknown[] = []) => {
  let value: unknown[] = leaf
  for (let level = 0; level < depth; level++) value = [value]
  return value
}
const itemsAndContains = { type: 'array', items: { $ref: '#' }, contains: { $ref: '#' } }

describe('validation of a value is bounded by maxValidationSteps', () => {
  it('a valid 60-level tree of two node kinds is accepted within a budget of 5,000 steps', () => {
    const value = chainOfFiles(60)
    const schema = fromJsonSchema(tree, { maxValidationSteps: 5_000 })['~standard']
    expect(schema.validate(value)).toEqual({ value })
  })

  it('a valid value through a 60-definition $ref DAG is accepted within 1,000 steps', () => {
    const schema = fromJsonSchema(dag(60), { maxValidationSteps: 1_000 })['~standard']
    expect(schema.validate({ p: 'x' })).toEqual({ value: { p: 'x' } })
  })

  it('an invalid value through the DAG gets one step-limit issue at the root, by default too', () => {
    for (const options of [{ maxValidationSteps: 10_000 }, {}]) {
      const issues = issuesOf(fromJsonSchema(dag(40), options)['~standard'].validate({ p: 5 }))
      expect(issues).toHaveLength(1)
      expect(issues![0]!.path).toEqual([])
      expect(issues![0]!.message).toMatch(STEP_LIMIT)
    }
  })

  it('items and contains on one recursive schema: 40 levels get the step-limit issue', () => {
    const schema = fromJsonSchema(itemsAndContains, { maxValidationSteps: 50_000 })['~standard']
    const issues = issuesOf(schema.validate(nestedArrays(40)))
    expect(issues).toEqual([{ path: [], message: expect.stringMatching(STEP_LIMIT) }])
    // The same schema on a shallow value still gets its ordinary answer.
    expect(issuesOf(schema.validate(nestedArrays(2)))?.[0]?.message).not.toMatch(STEP_LIMIT)
    expect(schema.validate(nestedArrays(3, [[5]]))).toHaveProperty('issues')
  })

  it('the message names the limit the caller set', () => {
    const schema = fromJsonSchema(dag(30), { maxValidationSteps: 123 })['~standard']
    expect(issuesOf(schema.validate({ p: 5 }))?.[0]?.message).toContain('within 123 steps')
  })

  it('refuses a maxValidationSteps that is not a positive integer', () => {
    for (const maxValidationSteps of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => fromJsonSchema({}, { maxValidationSteps })).toThrow(JsonSchemaError)
    }
  })
})
