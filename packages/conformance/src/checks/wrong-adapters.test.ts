import {
  markInexact,
  markUnrepresentable,
  type StandardSchemaV1,
  withAdapter,
} from '@polytool/core'
import { describe, expect, it, vi } from 'vitest'
import { type ConformanceCase, ok } from '../case'
import { conformanceCases } from '../cases'
import { emit } from './emit'
import { passwordsMatch } from './test-fixtures/case-validators'
import { adapterEmitting, problemsOf, validator } from './test-fixtures/handmade-adapters'

// Adapters that are wrong on purpose: the kit must fail each one, and say why.

const VENDOR = 'handmade'

// Lengths in code points, as JSON Schema counts them; `isUtf16Length` counts as JavaScript does.
const codePoints = (value: string) => Array.from(value).length
const isLength = (min: number, max: number) => (value: unknown) =>
  typeof value === 'string' && codePoints(value) >= min && codePoints(value) <= max
const isUtf16Length = (min: number, max: number) => (value: unknown) =>
  typeof value === 'string' && value.length >= min && value.length <= max
const lengthMessage = 'expected 2 to 5 characters'
const exactLength = { type: 'string', minLength: 2, maxLength: 5 }

const confirmLossy = {
  code: 'refinement',
  pointer: '/properties/confirm',
  direction: 'stricter',
  reason: 'a function',
} as const
const passwordsEmitting = (confirm: object) =>
  adapterEmitting(() =>
    markUnrepresentable(
      {
        type: 'object',
        properties: { password: { type: 'string' }, confirm },
        required: ['password', 'confirm'],
      },
      'refinement',
      'confirm must equal password',
    ),
  )

// The withDefault case's validator: `units` a string, "metric" when missing.
const unitsWithDefault: StandardSchemaV1 = {
  '~standard': {
    version: 1,
    vendor: VENDOR,
    validate: (value) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return { issues: [{ message: 'expected an object' }] }
      }
      const given = (value as Record<string, unknown>).units
      const units = given === undefined ? 'metric' : given
      if (typeof units !== 'string') return { issues: [{ message: 'a string', path: ['units'] }] }
      return { value: { ...value, units } }
    },
  },
}

describe('the kit fails the four sneaks', () => {
  it('a constraint dropped only for a declared target other than draft 2020-12', async () => {
    const { text } = await problemsOf(
      validator(isLength(2, 5), lengthMessage),
      adapterEmitting(
        ({ target }) =>
          target === 'openapi-3.0' ? { type: 'string', maxLength: 5 } : { ...exactLength },
        ['draft-2020-12', 'openapi-3.0'],
      ),
      conformanceCases.stringLength,
    )
    expect(text).toContain(
      `input side, openapi-3.0: validator stricter than schema (a model following the schema gets an error) at schema node (root): value "a"; Ajv accepts; the library rejects ((root): "${lengthMessage}")`,
    )
    expect(text).not.toContain('draft-2020-12:')
  })

  it('a constraint dropped only on the output side', async () => {
    const { text } = await problemsOf(
      validator(isLength(2, 5), lengthMessage),
      adapterEmitting(({ io }) => (io === 'output' ? { type: 'string' } : { ...exactLength })),
      conformanceCases.stringLength,
    )
    expect(text).toContain(
      `output side, draft-2020-12: validator stricter than schema (a model following the schema gets an error) at schema node (root): value "a"; Ajv accepts; the library rejects ((root): "${lengthMessage}")`,
    )
    expect(text).not.toContain('input side')
  })

  // `{}` passes as `{ units: 'metric' }`: the validator never outputs an object without units.
  // The `withDefault` case's adapter: `units` has a default, and the output side lists it in
  // `required` or leaves it out.
  const unitsAdapter = (outputRequired: boolean) =>
    adapterEmitting(({ io }) =>
      io === 'output'
        ? {
            type: 'object',
            properties: { units: { type: 'string' } },
            ...(outputRequired ? { required: ['units'] } : {}),
          }
        : { type: 'object', properties: { units: { type: 'string', default: 'metric' } } },
    )

  it('attack: `required` dropped on the output side only, where every output still fits', async () => {
    const { text } = await problemsOf(
      unitsWithDefault,
      unitsAdapter(false),
      conformanceCases.withDefault,
    )
    expect(text).toContain(
      'output side, draft-2020-12: validator stricter than schema (the output schema admits a value the validator never outputs) at schema node /properties/units: value {}, which the library turns into {"units":"metric"}; Ajv accepts',
    )
    expect(text).not.toContain('input side')
  })

  it('passes the same adapter with `required` kept on the output side', async () => {
    const { problems } = await problemsOf(
      unitsWithDefault,
      unitsAdapter(true),
      conformanceCases.withDefault,
    )
    expect(problems).toEqual([])
  })

  it('`required` deleted in a case declared lossy for its refinement only', async () => {
    const { text } = await problemsOf(
      passwordsMatch,
      adapterEmitting(() =>
        markUnrepresentable(
          {
            type: 'object',
            properties: { password: { type: 'string' }, confirm: { type: 'string' } },
          },
          'refinement',
          'confirm must equal password',
        ),
      ),
      conformanceCases.refinement,
      { lossy: confirmLossy },
    )
    expect(text).toContain(
      'silent loss on the input side, target draft-2020-12: the validator and the JSON Schema disagree on',
    )
    expect(text).toContain(
      'the declared gap (lossy refinement at /properties/confirm (both sides)) does not explain',
    )
    expect(text).toMatch(
      /input side, draft-2020-12: validator stricter than schema \(a model following the schema gets an error\) at schema node \/properties\/password: value \{[^\n]*\}; Ajv accepts; the library rejects \(password: "a string"\)/,
    )
  })

  it('an unrelated `maxLength` added in a case declared looser for its `format` only', async () => {
    const url = (value: unknown) => typeof value === 'string' && URL.canParse(value)
    const { text } = await problemsOf(
      validator(url, 'expected a URL'),
      adapterEmitting(() => ({ type: 'string', format: 'uri', maxLength: 12 })),
      conformanceCases.url,
      { looser: { keyword: 'format', reason: 'the URL parser accepts more' } },
    )
    expect(text).toContain(
      'the declared gap (looser format at (root) (both sides)) does not explain',
    )
    expect(text).toMatch(
      /input side, draft-2020-12: validator looser than schema at schema node \(root\): value "[^"]{13,}"; Ajv rejects \(\(root\) must NOT have more than 12 characters \[#\/maxLength\]\); the library accepts/,
    )
  })
})

describe('a declared gap covers its own keyword, and the rest of its node is judged', () => {
  it('passes the refinement as declared', async () => {
    const { problems } = await problemsOf(
      passwordsMatch,
      passwordsEmitting({ type: 'string' }),
      conformanceCases.refinement,
      { lossy: confirmLossy },
    )
    expect(problems).toEqual([])
  })

  it('fails a `type` dropped at the node a refinement is declared lossy at', async () => {
    const { text } = await problemsOf(
      passwordsMatch,
      passwordsEmitting({}),
      conformanceCases.refinement,
      { lossy: confirmLossy },
    )
    expect(text).toContain(
      'the declared gap (lossy refinement at /properties/confirm (both sides)) does not explain',
    )
    expect(text).toMatch(
      /input side, draft-2020-12: validator stricter than schema \(a model following the schema gets an error\) at schema node \/properties\/confirm: value \{[^\n]*\}; Ajv accepts; the library rejects \(confirm: "a string"\); the case's reference schema rejects it, so the emitted schema lost a constraint JSON Schema can state/,
    )
  })

  it('fails a `multipleOf` changed in a case declared looser for `multipleOf`', async () => {
    // Tolerant of float error, as libraries are: the declared gap.
    const fifths = (value: unknown) =>
      typeof value === 'number' && Math.abs(value / 5 - Math.round(value / 5)) < 1e-9
    const declared = { looser: { keyword: 'multipleOf', reason: 'float tolerance' } } as const
    const exact = await problemsOf(
      validator(fifths, 'expected a multiple of 5'),
      adapterEmitting(() =>
        markInexact({ type: 'number', multipleOf: 5 }, 'multipleOf', 'looser', 'float tolerance'),
      ),
      conformanceCases.multipleOf,
      declared,
    )
    expect(exact.problems).toEqual([])
    const { text } = await problemsOf(
      validator(fifths, 'expected a multiple of 5'),
      adapterEmitting(() => ({ type: 'number', multipleOf: 10 })),
      conformanceCases.multipleOf,
      declared,
    )
    expect(text).toContain(
      'the declared gap (looser multipleOf at (root) (both sides)) does not explain',
    )
    expect(text).toMatch(
      /validator looser than schema at schema node \(root\): value -?\d*[05]; Ajv rejects \(\(root\) must be multiple of 10 \[#\/multipleOf\]\); the library accepts; the case's reference schema accepts it, so the emitted schema holds a constraint the case does not/,
    )
  })

  it('fails a gap declared for a whole node that the adapter states something of', async () => {
    const { text } = await problemsOf(
      passwordsMatch,
      passwordsEmitting({ type: 'string' }),
      conformanceCases.refinement,
      { lossy: { ...confirmLossy, wholeNode: true } },
    )
    expect(text).toContain(
      "declared lossy refinement for the whole node at /properties/confirm, but the input side's schema asserts type there: declare the gap without wholeNode",
    )
  })

  it('excuses everything at a whole node that asserts nothing', async () => {
    const { problems } = await problemsOf(
      passwordsMatch,
      passwordsEmitting({ description: 'the password again' }),
      conformanceCases.refinement,
      { lossy: { ...confirmLossy, direction: 'both', wholeNode: true } },
    )
    expect(problems).toEqual([])
  })
})

describe('a schema that says more than the case on values the random ones miss', () => {
  const lengths = validator(isLength(2, 5), lengthMessage)

  it.each([
    [
      'an if that lets a prefix through',
      // Written as JSON: an object literal with a `then` key reads as a thenable to a linter.
      JSON.parse(
        '{"type":"string","if":{"pattern":"^sk-"},"then":true,"else":{"minLength":2,"maxLength":5}}',
      ),
    ],
    [
      'an anyOf branch of 40 hex digits',
      { anyOf: [{ ...exactLength }, { type: 'string', pattern: '^[0-9a-f]{40}$' }] },
    ],
  ])('fails %s: the validator is stricter on the values it names', async (_name, emitted) => {
    const { text } = await problemsOf(
      lengths,
      adapterEmitting(() => emitted),
      conformanceCases.stringLength,
    )
    expect(text).toMatch(/input side, draft-2020-12: validator stricter than schema/)
  })

  it('fails a not that refuses one value the validator accepts', async () => {
    const { text } = await problemsOf(
      lengths,
      adapterEmitting(() => ({ ...exactLength, not: { const: 'qzqzq' } })),
      conformanceCases.stringLength,
    )
    expect(text).toContain(
      'input side, draft-2020-12: validator looser than schema at schema node (root): value "qzqzq"',
    )
  })
})

describe('a schema written for another dialect than its target', () => {
  const between = validator(
    (value) => typeof value === 'number' && value > 0 && value < 1,
    'expected a number between 0 and 1',
  )

  it('fails draft 2020-12 keywords in an OpenAPI 3.0 schema, which Ajv would judge as draft-07', async () => {
    const { text } = await problemsOf(
      between,
      adapterEmitting(
        () => ({ type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1, const: 0.5 }),
        ['draft-2020-12', 'openapi-3.0'],
      ),
      conformanceCases.numberExclusive,
    )
    expect(text).toContain('input side, openapi-3.0: (root): "const" is not an OpenAPI 3.0 keyword')
    expect(text).toContain(
      'input side, openapi-3.0: (root): exclusiveMinimum is a boolean in OpenAPI 3.0, not 0',
    )
  })

  it('passes the OpenAPI 3.0 form of the same schema', async () => {
    const { problems } = await problemsOf(
      between,
      adapterEmitting(
        ({ target }) =>
          target === 'openapi-3.0'
            ? {
                type: 'number',
                minimum: 0,
                exclusiveMinimum: true,
                maximum: 1,
                exclusiveMaximum: true,
              }
            : { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
        ['draft-2020-12', 'openapi-3.0'],
      ),
      conformanceCases.numberExclusive,
    )
    expect(problems).toEqual([])
  })
})

describe('the kit fails an adapter that', () => {
  it('loses silently: a declared loss the adapter does not report', async () => {
    const date = validator((value) => value instanceof Date, 'expected a Date')
    const { problems } = await problemsOf(
      date,
      adapterEmitting(() => ({ type: 'string', format: 'date-time' })),
      conformanceCases.date,
      { lossy: { code: 'date', reason: 'JSON Schema has no Date type' } },
    )
    expect(problems[0]).toMatch(
      /^silent loss: declared lossy date at \(root\) \(both sides\) \(JSON Schema has no Date type\), but the adapter reports no date loss on either side/,
    )
  })

  it('reports a loss it does not declare', async () => {
    const date = validator((value) => value instanceof Date, 'expected a Date')
    const { problems } = await problemsOf(
      date,
      adapterEmitting(() => markUnrepresentable({}, 'date', 'a Date')),
      conformanceCases.date,
    )
    expect(problems[0]).toBe(
      "undeclared loss: the adapter reports date at (root) on the input side (a Date); declare it: lossy: { <case>: { code: 'date', pointer: '', side: 'input', reason: '…' } }",
    )
  })

  it('emits a looser schema: the validator is stricter than what the model is told', async () => {
    const { problems } = await problemsOf(
      validator(isLength(2, 5), lengthMessage),
      adapterEmitting(() => ({ type: 'string', minLength: 1, maxLength: 5 })),
      conformanceCases.stringLength,
    )
    expect(problems[0]).toMatch(
      /^silent loss on the input side, target draft-2020-12: the validator and the JSON Schema disagree on \d+ value\(s\) that no declared gap explains/,
    )
    expect(problems[0]).toContain(
      `validator stricter than schema (a model following the schema gets an error) at schema node (root): value "a"; Ajv accepts; the library rejects ((root): "${lengthMessage}")`,
    )
  })

  it('emits a stricter schema: the validator accepts what the model is told not to send', async () => {
    const { text } = await problemsOf(
      validator(isLength(2, 5), lengthMessage),
      adapterEmitting(() => ({ type: 'string', minLength: 2, maxLength: 4 })),
      conformanceCases.stringLength,
    )
    expect(text).toContain(
      'input side, draft-2020-12: validator looser than schema at schema node (root): value "abcde"; Ajv rejects ((root) must NOT have more than 4 characters [#/maxLength]); the library accepts',
    )
  })

  it('accepts "NaN" for a number', async () => {
    const between = (value: unknown) => typeof value === 'number' && value > 0 && value < 1
    const { text } = await problemsOf(
      validator((value) => between(value) || value === 'NaN', 'expected a number in (0, 1)'),
      adapterEmitting(() => ({ type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 })),
      conformanceCases.numberExclusive,
    )
    expect(text).toContain(
      'value "NaN"; Ajv rejects ((root) must be number [#/type]); the library accepts',
    )
  })

  it('is declared looser but is also stricter somewhere', async () => {
    const { problems } = await problemsOf(
      validator(isLength(2, 5), lengthMessage),
      adapterEmitting(() => ({ type: 'string', minLength: 1, maxLength: 4 })),
      conformanceCases.stringLength,
      { looser: { keyword: 'maxLength', reason: 'on purpose' } },
    )
    expect(problems[0]).toContain(
      'the declared gap (looser maxLength at (root) (both sides)) does not explain',
    )
    expect(problems[0]).toContain('validator stricter than schema')
  })
})

describe('the kit on an adapter that throws', () => {
  it('advises a tagged {} instead of the option the kit already passes', () => {
    const date = validator((value) => value instanceof Date, 'expected a Date')
    const bound = withAdapter(
      date,
      adapterEmitting(() => {
        throw new Error('dates are not supported')
      }),
    )
    const emitted = emit(bound, 'input')
    expect('error' in emitted && emitted.error).toBe(
      'the adapter threw on the input side (draft-2020-12): dates are not supported. For a part JSON Schema cannot state, return markUnrepresentable({}, code, message) (or the closest schema, tagged) instead of throwing: core then reports the loss, and the kit declares it with lossy: { <case>: { code, pointer, reason } } and judges the rest of the schema.',
    )
  })
})

describe("the kit on a library's native conversion (no adapter)", () => {
  it('runs, and fails a declared loss as silent: a native converter cannot report it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const date: StandardSchemaV1 = {
      '~standard': {
        version: 1,
        vendor: 'native-date',
        validate: (value) =>
          value instanceof Date ? { value } : { issues: [{ message: 'expected a Date' }] },
        jsonSchema: { input: () => ({ type: 'string' }), output: () => ({ type: 'string' }) },
      } as StandardSchemaV1['~standard'],
    }
    const { problems } = await problemsOf(date, undefined, conformanceCases.date, {
      lossy: { code: 'date', reason: 'JSON Schema has no Date type' },
    })
    expect(problems[0]).toMatch(/^silent loss: declared lossy date/)
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/losses .* cannot be reported/))
    warn.mockRestore()
  })
})

describe('the kit passes an adapter that', () => {
  it('emits the exact schema and warns of UTF-16 lengths; the gap is told apart, with its direction', async () => {
    const { problems, utf16 } = await problemsOf(
      validator(isUtf16Length(2, 5), lengthMessage),
      adapterEmitting(
        () => markInexact({ ...exactLength }, 'maxLength', 'both', 'lengths in UTF-16 units'),
        ['draft-2020-12', 'draft-07', 'openapi-3.0'],
      ),
      conformanceCases.stringLength,
    )
    expect(problems).toEqual([])
    expect(utf16).toEqual(['looser', 'stricter'])
  })

  it('warns of a declared looser keyword at run time', async () => {
    const anyString = (value: unknown) => typeof value === 'string'
    const { problems } = await problemsOf(
      validator(anyString, 'expected a string'),
      adapterEmitting(() =>
        markInexact({ type: 'string', format: 'uri' }, 'format', 'looser', 'any string'),
      ),
      conformanceCases.url,
      { looser: { keyword: 'format', reason: 'any string passes' } },
    )
    expect(problems).toEqual([])
  })
})

// A gap declared to the kit but never warned of tells the matrix and no user: `toJsonSchema`
// must warn of it where a user converts the schema.
describe('the kit fails an adapter that declares a gap it never warns of at run time', () => {
  it('a looser format, declared and left untagged', async () => {
    const anyString = (value: unknown) => typeof value === 'string'
    const { text } = await problemsOf(
      validator(anyString, 'expected a string'),
      adapterEmitting(() => ({ type: 'string', format: 'uri' })),
      conformanceCases.url,
      { looser: { keyword: 'format', reason: 'any string passes' } },
    )
    expect(text).toContain(
      "declared looser format at (root) (any string passes), but the adapter warns of nothing there on the input side at run time: tag the node with markInexact(node, 'format', 'looser', message)",
    )
  })

  it('a looser format tagged at another keyword, or the other way', async () => {
    const anyString = (value: unknown) => typeof value === 'string'
    const declared = { looser: { keyword: 'format', reason: 'any string passes' } }
    for (const tagged of [
      markInexact({ type: 'string', format: 'uri' }, 'type', 'looser', 'elsewhere'),
      markInexact({ type: 'string', format: 'uri' }, 'format', 'stricter', 'the other way'),
    ]) {
      const { text } = await problemsOf(
        validator(anyString, 'expected a string'),
        adapterEmitting(() => structuredClone(tagged)),
        conformanceCases.url,
        declared,
      )
      expect(text).toContain('but the adapter warns of nothing there on the input side')
    }
  })

  it('lengths counted in UTF-16 units, warned of nowhere', async () => {
    const { text } = await problemsOf(
      validator(isUtf16Length(2, 5), lengthMessage),
      adapterEmitting(() => ({ ...exactLength })),
      conformanceCases.stringLength,
    )
    expect(text).toMatch(
      /the library counts string lengths in UTF-16 units where JSON Schema counts code points, and the adapter warns of it nowhere at run time on the input side \(\d+ value\(s\)\)/,
    )
    expect(text).toMatch(
      /input side: validator (looser|stricter) than schema[^\n]* at schema node \(root\): value "/,
    )
  })

  it('reports a declared loss itself', async () => {
    const date = validator((value) => value instanceof Date, 'expected a Date')
    const { problems } = await problemsOf(
      date,
      adapterEmitting(() =>
        markUnrepresentable({ type: 'string', format: 'date-time' }, 'date', 'a Date'),
      ),
      conformanceCases.date,
      { lossy: { code: 'date', reason: 'JSON Schema has no Date type' } },
    )
    expect(problems).toEqual([])
  })
})

describe('drift messages', () => {
  it("name the schema node's pointer, Ajv's error, the library's message and the value", async () => {
    const kase: ConformanceCase = {
      ...conformanceCases.nullable,
      title: 'an object { a: string of 2+ characters }',
      valid: [ok({ a: 'xy' })],
      invalid: [],
    }
    const name = (value: unknown) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { a?: unknown }).a === 'string' &&
      (value as { a: string }).a.length >= 2
    const { text } = await problemsOf(
      validator(name, 'too short', ['a']),
      adapterEmitting(() => ({
        type: 'object',
        properties: { a: { type: 'string', minLength: 1 } },
        required: ['a'],
      })),
      kase,
    )
    expect(text).toContain(
      'at schema node /properties/a: value {"a":"x"}; Ajv accepts; the library rejects (a: "too short")',
    )
  })
})
