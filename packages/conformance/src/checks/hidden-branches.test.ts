import { describe, expect, it } from 'vitest'
import { conformanceCases } from '../cases'
import { adapterEmitting, problemsOf, validator } from './test-fixtures/handmade-adapters'

// Adapters wrong on purpose, whose emitted schema hides what it admits where only values that
// meet several of its keywords together reach it: the kit must build those values and fail them.

const isLength = (min: number, max: number) => (value: unknown) =>
  typeof value === 'string' && value.length >= min && value.length <= max
const exactLength = { type: 'string', minLength: 2, maxLength: 5 }
const lengths = validator(isLength(2, 5), 'expected 2 to 5 characters')

const isInteger = (value: unknown) => typeof value === 'number' && Number.isInteger(value)
const oneToTen = validator(
  (value) => isInteger(value) && Number(value) >= 1 && Number(value) <= 10,
  '1..10',
)
const multiplesOf37 = { type: 'integer', minimum: 1000, maximum: 1100, multipleOf: 37 }

const oneToThreeStrings = validator(
  (value) =>
    Array.isArray(value) &&
    value.length >= 1 &&
    value.length <= 3 &&
    value.every((item) => typeof item === 'string'),
  'expected 1 to 3 strings',
)
const onlyA = validator(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { a?: unknown }).a === 'string' &&
    Object.keys(value).every((key) => key === 'a'),
  'expected { a: string } and no other key',
)
const strictA = { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }

const STRICTER = 'input side, draft-2020-12: validator stricter than schema'

describe('the kit builds values that meet every keyword of a branch together', () => {
  it.each([
    [
      'a minLength beside a pattern',
      { anyOf: [exactLength, { type: 'string', minLength: 30, pattern: '^sk-[a-z]+$' }] },
      /value "sk-[a-z]{27,}"; Ajv accepts/,
    ],
    [
      'the same branch behind a $ref',
      {
        $defs: { key: { type: 'string', minLength: 30, pattern: '^sk-[a-z]+$' } },
        anyOf: [exactLength, { $ref: '#/$defs/key' }],
      },
      /value "sk-[a-z]{27,}"; Ajv accepts/,
    ],
    [
      'a format the kit had no example of (ipv4)',
      { anyOf: [exactLength, { type: 'string', format: 'ipv4' }] },
      /value "\d+\.\d+\.\d+\.\d+"; Ajv accepts/,
    ],
    [
      'a format (duration) beside a minLength',
      { anyOf: [exactLength, { type: 'string', format: 'duration', minLength: 8 }] },
      /value "P[0-9A-Z]{7,}"; Ajv accepts/,
    ],
    [
      'a then that only strings meeting its if reach',
      // Written as JSON: an object literal with a `then` key reads as a thenable to a linter.
      JSON.parse(
        '{"type":"string","if":{"minLength":30},"then":{"pattern":"^sk-"},"else":{"minLength":2,"maxLength":5}}',
      ),
      /value "sk-[^"]{27,}"; Ajv accepts/,
    ],
    [
      'one const among many copies of the exact branch',
      { anyOf: [...Array.from({ length: 17 }, () => exactLength), { const: 'sneaky-long-value' }] },
      /value "sneaky-long-value"; Ajv accepts/,
    ],
  ])('fails %s', async (_name, emitted, value) => {
    const { text } = await problemsOf(
      lengths,
      adapterEmitting(() => emitted),
      conformanceCases.stringLength,
    )
    expect(text).toContain(STRICTER)
    expect(text).toMatch(value)
  })

  it.each([
    [
      'a range beside a multipleOf',
      { anyOf: [{ type: 'integer', minimum: 1, maximum: 10 }, multiplesOf37] },
    ],
  ])('fails %s: the multiples inside the range are built', async (_name, emitted) => {
    const { text } = await problemsOf(
      oneToTen,
      adapterEmitting(() => emitted),
      conformanceCases.integerRange,
    )
    expect(text).toMatch(/value 10(36|73); Ajv accepts/)
  })

  it('fails the same range and multipleOf in an array’s items', async () => {
    const { text } = await problemsOf(
      oneToThreeStrings,
      adapterEmitting(() => ({
        type: 'array',
        minItems: 1,
        maxItems: 3,
        items: { anyOf: [{ type: 'string' }, multiplesOf37] },
      })),
      conformanceCases.arrayLength,
    )
    expect(text).toMatch(/value \[10(36|73)[\],]/)
  })

  it('fails arrays that contain a value, minContains times, at a minItems', async () => {
    const { text } = await problemsOf(
      oneToThreeStrings,
      adapterEmitting(() => ({
        anyOf: [
          { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 3 },
          {
            type: 'array',
            items: { type: 'string' },
            minItems: 4,
            contains: { const: 'sk' },
            minContains: 2,
          },
        ],
      })),
      conformanceCases.arrayLength,
    )
    expect(text).toMatch(/value \["sk","sk",[^\n]*\]; Ajv accepts/)
  })

  it('fails keys that patternProperties admits beside additionalProperties: false', async () => {
    const { text } = await problemsOf(
      onlyA,
      adapterEmitting(() => ({
        ...strictA,
        patternProperties: { '^x-': {} },
        additionalProperties: false,
      })),
      conformanceCases.strictObject,
    )
    expect(text).toMatch(/value \{"a":"[^"]*","x-[^"]*":[^\n]*\}; Ajv accepts/)
  })

  it('fails the keys dependentSchemas brings with a key', async () => {
    const { text } = await problemsOf(
      onlyA,
      adapterEmitting(() => ({
        ...strictA,
        unevaluatedProperties: false,
        dependentSchemas: { a: { properties: { zz: { type: 'number' } } } },
      })),
      conformanceCases.strictObject,
    )
    expect(text).toMatch(/value \{"a":"[^"]*","zz":[^\n]*\}; Ajv accepts/)
  })

  // Each branch admits only arrays of 20 different items: one value repeated 20 times, or a
  // cycle of the few values built for the items node, never reaches it.
  it.each([
    [
      'integers from a range',
      { type: 'integer', minimum: 0, maximum: 20 },
      /value \[0,1,2,[^\n]*,19\]; Ajv accepts/,
    ],
    ['multiples in a range', { type: 'number', multipleOf: 0.5, minimum: 3 }, /value \[3,3\.5,4,/],
    [
      'strings of a pattern and a length',
      { type: 'string', pattern: '^[a-z]+$', minLength: 4, maxLength: 4 },
      /value \["[a-z]{4}","[a-z]{4}",[^\n]*; Ajv accepts/,
    ],
    ['items behind a $ref', { $ref: '#/$defs/small' }, /value \[0,1,2,[^\n]*,19\]; Ajv accepts/],
  ])('fails a uniqueItems branch of 20 %s', async (_name, items, expected) => {
    const { text } = await problemsOf(
      oneToThreeStrings,
      adapterEmitting(() => ({
        $defs: { small: { type: 'integer', minimum: 0, maximum: 20 } },
        anyOf: [
          { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 3 },
          { type: 'array', items, uniqueItems: true, minItems: 20, maxItems: 20 },
        ],
      })),
      conformanceCases.arrayLength,
    )
    expect(text).toMatch(expected)
  })

  // The case's pattern, loosened where it ends: only strings just past the pattern's own reach
  // the hole.
  const patternCase = validator(
    (value) => typeof value === 'string' && /^[a-z]+-\d+$/.test(value),
    'expected /^[a-z]+-\\d+$/',
  )
  it.each([
    ['a run made optional', '^[a-z]+-\\d*$', /value "[a-z]+-"; Ajv accepts/],
    ['a trailing newline admitted', '^[a-z]+-\\d+\\n?$', /value "[a-z]+-\d+\\n"; Ajv accepts/],
  ])('fails a pattern loosened at its end: %s', async (_name, pattern, expected) => {
    const { text } = await problemsOf(
      patternCase,
      adapterEmitting(() => ({ type: 'string', pattern })),
      conformanceCases.stringPattern,
    )
    expect(text).toMatch(expected)
  })

  const numbersRecord = validator(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.values(value).every((item) => typeof item === 'number'),
    'expected numbers',
  )
  it.each([
    ['a prefix left out', '^(?!zz_).*$', /value \{"zz_a":"x"\}; Ajv accepts/],
    ['long keys left out', '^.{0,8}$', /value \{"a_longer_key_name":"x"\}; Ajv accepts/],
  ])('fails a record whose key pattern is narrowed: %s', async (_name, pattern, expected) => {
    const { text } = await problemsOf(
      numbersRecord,
      adapterEmitting(() => ({
        type: 'object',
        patternProperties: { [pattern]: { type: 'number' } },
      })),
      conformanceCases.record,
    )
    expect(text).toMatch(expected)
  })

  it('fails a branch behind a $ref to an $anchor', async () => {
    const { text } = await problemsOf(
      lengths,
      adapterEmitting(() => ({
        $defs: { z: { $anchor: 'zz', const: 'sneaky-long-value' } },
        anyOf: [exactLength, { $ref: '#zz' }],
      })),
      conformanceCases.stringLength,
    )
    expect(text).toMatch(/value "sneaky-long-value"; Ajv accepts/)
  })

  it('fails a uniqueItems branch over a small item space', async () => {
    const { text } = await problemsOf(
      oneToThreeStrings,
      adapterEmitting(() => ({
        anyOf: [
          { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 3 },
          {
            type: 'array',
            items: { type: 'string', pattern: '^[ab]+$', minLength: 3, maxLength: 3 },
            uniqueItems: true,
            minItems: 4,
            maxItems: 4,
          },
        ],
      })),
      conformanceCases.arrayLength,
    )
    expect(text).toMatch(/value \["[ab]{3}","[ab]{3}","[ab]{3}","[ab]{3}"\]; Ajv accepts/)
  })

  it('says why it cannot judge a schema whose $dynamicRef leads back without end', async () => {
    const judged = problemsOf(
      lengths,
      adapterEmitting(() => ({
        $defs: { z: { $dynamicAnchor: 'zz', anyOf: [{ $dynamicRef: '#zz' }] } },
        anyOf: [exactLength, { $dynamicRef: '#zz' }],
      })),
      conformanceCases.stringLength,
    )
    await expect(judged).rejects.toThrow(
      /^Ajv could not judge a value against the emitted schema \(Maximum call stack size exceeded\): its references/,
    )
  })

  it('fails a not whose lookahead pattern fast-check cannot build from', async () => {
    const { text } = await problemsOf(
      lengths,
      adapterEmitting(() => ({ ...exactLength, not: { pattern: '^(?=qz)' } })),
      conformanceCases.stringLength,
    )
    expect(text).toMatch(
      /input side, draft-2020-12: validator looser than schema at schema node \(root\): value "qz[^"]{0,3}"; Ajv rejects \(\(root\) must NOT be valid \[#\/not\]\)/,
    )
  })
})

describe('the kit judges OpenAPI 3.0 nulls as OpenAPI 3.0.3 reads them', () => {
  const stringOrNull = validator((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
    const { a } = value as { a?: unknown }
    return typeof a === 'string' || a === null
  }, 'expected { a: string | null }')
  const withA = (a: object) => ({ type: 'object', properties: { a }, required: ['a'] })

  // An adapter's own OpenAPI 3.0 output with `nullable` beside `anyOf`, `allOf` or an enum
  // without null is rewritten by core before the kit reads it (`nativeOpenApi30`), so no adapter
  // can show the judge those forms: `openapi-for-ajv.test.ts` judges them directly.

  it('passes nullable beside an explicit type', async () => {
    const { problems } = await problemsOf(
      stringOrNull,
      adapterEmitting(
        ({ target }) =>
          target === 'openapi-3.0'
            ? withA({ type: 'string', nullable: true })
            : withA({ type: ['string', 'null'] }),
        ['draft-2020-12', 'openapi-3.0'],
      ),
      conformanceCases.nullable,
    )
    expect(problems).toEqual([])
  })
})
