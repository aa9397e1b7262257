import {
  type JsonSchemaAdapter,
  markUnrepresentable,
  type StandardSchemaV1,
  withAdapter,
} from '@polytool/core'
import { describe, expect, it, vi } from 'vitest'
import { type ConformanceCase, ok } from '../case'
import { conformanceCases } from '../cases'
import { caseContext, caseGapVerdict } from './case-context'
import type { GapDeclaration } from './gaps'

// Adapters that are wrong on purpose: the kit must fail each one, and say why.

const VENDOR = 'handmade'

function validator(
  accepts: (value: unknown) => boolean,
  message: string,
  path: PropertyKey[] = [],
): StandardSchemaV1 {
  return {
    '~standard': {
      version: 1,
      vendor: VENDOR,
      validate: (value) => (accepts(value) ? { value } : { issues: [{ message, path }] }),
    },
  }
}

function adapterEmitting(schema: () => object): JsonSchemaAdapter {
  return { vendor: VENDOR, targets: ['draft-2020-12'], toJsonSchema: schema }
}

async function verdictOf(
  schema: StandardSchemaV1,
  adapter: JsonSchemaAdapter,
  kase: ConformanceCase,
  declared: GapDeclaration = { kind: 'none' },
) {
  const bound = withAdapter(schema, adapter)
  return caseGapVerdict(bound, kase, caseContext(bound), declared, { runs: 200, seed: 7 })
}

const isLength = (min: number, max: number) => (value: unknown) =>
  typeof value === 'string' && value.length >= min && value.length <= max
const lengthMessage = 'expected 2 to 5 characters'

describe('the kit fails an adapter that', () => {
  it('loses silently: a declared loss the adapter does not report', async () => {
    const date = validator((value) => value instanceof Date, 'expected a Date')
    const verdict = await verdictOf(
      date,
      adapterEmitting(() => ({ type: 'string', format: 'date-time' })),
      conformanceCases.date,
      { kind: 'lossy', reason: 'JSON Schema has no Date type' },
    )
    expect(verdict.problems).toHaveLength(1)
    expect(verdict.problems[0]).toMatch(
      /^silent loss: declared lossy \(JSON Schema has no Date type\), but the adapter reports no loss/,
    )
    expect(verdict.problems[0]).toContain('validator stricter than schema')
  })

  it('emits a looser schema: the validator is stricter than what the model is told', async () => {
    const verdict = await verdictOf(
      validator(isLength(2, 5), lengthMessage),
      adapterEmitting(() => ({ type: 'string', minLength: 1, maxLength: 5 })),
      conformanceCases.stringLength,
    )
    expect(verdict.directions).toEqual(['stricter'])
    expect(verdict.problems[0]).toMatch(/^silent loss: the adapter reports no loss/)
    expect(verdict.problems[0]).toContain(
      `validator stricter than schema (a model following the schema gets an error) at schema node (root): value "a"; Ajv accepts; the library rejects ((root): "${lengthMessage}")`,
    )
  })

  it('emits a stricter schema: the validator accepts what the model is told not to send', async () => {
    const verdict = await verdictOf(
      validator(isLength(2, 5), lengthMessage),
      adapterEmitting(() => ({ type: 'string', minLength: 2, maxLength: 4 })),
      conformanceCases.stringLength,
    )
    expect(verdict.directions).toEqual(['looser'])
    expect(verdict.problems[0]).toContain(
      'validator looser than schema at schema node (root): value "abcde"; Ajv rejects ((root) must NOT have more than 4 characters [#/maxLength]); the library accepts',
    )
  })

  it('accepts "NaN" for a number', async () => {
    const between = (value: unknown) => typeof value === 'number' && value > 0 && value < 1
    const verdict = await verdictOf(
      validator((value) => between(value) || value === 'NaN', 'expected a number in (0, 1)'),
      adapterEmitting(() => ({ type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 })),
      conformanceCases.numberExclusive,
    )
    expect(verdict.problems[0]).toContain(
      'value "NaN"; Ajv rejects ((root) must be number [#/type]); the library accepts',
    )
  })

  it('is declared looser but is also stricter somewhere', async () => {
    const verdict = await verdictOf(
      validator(isLength(2, 5), lengthMessage),
      adapterEmitting(() => ({ type: 'string', minLength: 1, maxLength: 4 })),
      conformanceCases.stringLength,
      { kind: 'looser', reason: 'on purpose' },
    )
    expect(verdict.problems[0]).toMatch(
      /^declared looser \(on purpose\), but the validator is stricter than its schema on \d+ value\(s\)/,
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
    const verdict = await caseGapVerdict(
      date,
      conformanceCases.date,
      caseContext(date),
      { kind: 'lossy', reason: 'JSON Schema has no Date type' },
      { runs: 50, seed: 7 },
    )
    expect(verdict.problems[0]).toMatch(/^silent loss: declared lossy/)
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/losses .* cannot be reported/))
    warn.mockRestore()
  })
})

describe('the kit passes an adapter that', () => {
  it('emits the exact schema; the UTF-16 length gap is told apart, with its direction', async () => {
    const verdict = await verdictOf(
      validator(isLength(2, 5), lengthMessage),
      adapterEmitting(() => ({ type: 'string', minLength: 2, maxLength: 5 })),
      conformanceCases.stringLength,
    )
    expect(verdict.problems).toEqual([])
    expect(verdict.directions).toEqual([])
    expect(verdict.utf16Directions).toEqual(['looser', 'stricter'])
  })

  it('reports a declared loss itself', async () => {
    const date = validator((value) => value instanceof Date, 'expected a Date')
    const verdict = await verdictOf(
      date,
      adapterEmitting(() =>
        markUnrepresentable({ type: 'string', format: 'date-time' }, 'date', 'a Date'),
      ),
      conformanceCases.date,
      { kind: 'lossy', reason: 'JSON Schema has no Date type' },
    )
    expect(verdict.problems).toEqual([])
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
    const verdict = await verdictOf(
      validator(name, 'too short', ['a']),
      adapterEmitting(() => ({
        type: 'object',
        properties: { a: { type: 'string', minLength: 1 } },
        required: ['a'],
      })),
      kase,
    )
    expect(verdict.problems[0]).toContain(
      'at schema node /properties/a: value {"a":"x"}; Ajv accepts; the library rejects (a: "too short")',
    )
  })
})
