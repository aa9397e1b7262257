import { type StandardSchemaV1, withJsonSchema } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { compileJudge, createValidator, metaSchemaErrors } from '../ajv'
import { conformanceCases } from '../cases'
import { describeDisagreement, driftValues, inputDrift, judgeAll, sideDisagreements } from './drift'
import { issuePathProblems, verdictProblems } from './verdicts'

// A small hand-written validator: strings of 2 to 5 characters, the `stringLength` case.
function lengthSchema(
  min: number,
  max: number,
  issuePath: PropertyKey[] = [],
): StandardSchemaV1<string> {
  return {
    '~standard': {
      version: 1,
      vendor: 'handmade',
      validate: (value) =>
        typeof value === 'string' && value.length >= min && value.length <= max
          ? { value }
          : { issues: [{ message: `expected ${min} to ${max} characters`, path: issuePath }] },
    },
  }
}

const kase = conformanceCases.stringLength
const ajv = createValidator()

describe('verdict and issue path checks', () => {
  it('pass a validator that implements the case', async () => {
    expect(await verdictProblems(lengthSchema(2, 5), kase)).toEqual([])
    expect(await issuePathProblems(lengthSchema(2, 5), kase)).toEqual([])
  })

  it('name the samples a wrong validator gets wrong', async () => {
    expect(await verdictProblems(lengthSchema(1, 5), kase)).toEqual([
      '"a" should be invalid, was accepted as "a"',
    ])
    expect(await issuePathProblems(lengthSchema(2, 5, ['text']), kase)).toContain(
      'invalid sample 0 "a": expected issues at [[]]; got [["text"]]',
    )
  })

  it('tell the index 1 from the key "1", and list the samples the paths refer to', async () => {
    const problems = await issuePathProblems(lengthSchema(2, 5, ['1']), kase, [[[1]], [[1]], [[1]]])
    expect(problems[0]).toBe('invalid sample 0 "a": expected issues at [[1]]; got [["1"]]')
    expect(problems.at(-1)).toBe(
      [
        "the case's invalid samples, in the order of issuePaths.paths:",
        ...kase.invalid.map(
          (sample, index) =>
            `  ${index}: ${JSON.stringify(sample.value)} (the case expects ${JSON.stringify(sample.paths)})`,
        ),
      ].join('\n'),
    )
  })

  it('compare against declared paths when a library reports elsewhere', async () => {
    const declared = kase.invalid.map(() => [['text']])
    expect(await issuePathProblems(lengthSchema(2, 5, ['text']), kase, declared)).toEqual([])
  })
})

describe('drift checks', () => {
  const values = driftValues(kase, 300, 1)

  it('find no drift when the JSON Schema says what the validator checks', async () => {
    const exactSchema = { type: 'string', minLength: 2, maxLength: 5 }
    const exact = { schema: exactSchema, judge: compileJudge(ajv, exactSchema) }
    // Non-BMP strings: JavaScript counts UTF-16 units, Ajv code points (told apart by the kit).
    const drift = await inputDrift(lengthSchema(2, 5), exact, values)
    expect(
      drift.disagreements.filter((found) => !/[\u{10000}-\u{10FFFF}]/u.test(String(found.value))),
    ).toEqual([])
    expect(drift.accepted).toBeGreaterThan(0)
    expect(drift.rejected).toBeGreaterThan(0)
  })

  it('find the values where a JSON Schema and its validator disagree', async () => {
    const looseSchema = { type: 'string', minLength: 1, maxLength: 5 }
    const loose = { schema: looseSchema, judge: compileJudge(ajv, looseSchema) }
    const drift = await inputDrift(lengthSchema(2, 5), loose, values)
    expect(drift.disagreements.length).toBeGreaterThan(0)
    expect(
      drift.disagreements.every(
        (found) =>
          typeof found.value === 'string' &&
          (found.value.length === 1 || /[\u{10000}-\u{10FFFF}]/u.test(found.value)),
      ),
    ).toBe(true)
  })

  it('find outputs that the output JSON Schema rejects', async () => {
    const schema = withJsonSchema(lengthSchema(2, 5), { type: 'string' }, { type: 'number' })
    const output = { schema: { type: 'number' }, judge: compileJudge(ajv, { type: 'number' }) }
    const found = sideDisagreements('output', output, await judgeAll(schema, ['ab']))
    expect(found.map(describeDisagreement)).toEqual([
      'validator looser than schema at schema node (root): value "ab" (what the library makes of "ab"); Ajv rejects ((root) must be number [#/type]); the library accepts',
    ])
  })

  it('find values the output JSON Schema admits that the validator refuses', async () => {
    const loose = { schema: { type: 'string' }, judge: compileJudge(ajv, { type: 'string' }) }
    const found = sideDisagreements('output', loose, await judgeAll(lengthSchema(2, 5), ['a']))
    expect(found.map(describeDisagreement)).toEqual([
      'validator stricter than schema (a model following the schema gets an error) at schema node (root): value "a"; Ajv accepts; the library rejects ((root): "expected 2 to 5 characters")',
    ])
  })
})

describe('the meta-schema check', () => {
  it('accepts a draft 2020-12 schema and names what is wrong in another', () => {
    expect(metaSchemaErrors(ajv, { type: 'string', minLength: 2 })).toEqual([])
    expect(metaSchemaErrors(ajv, { type: 'text', minLength: -1 })).not.toEqual([])
  })
})
