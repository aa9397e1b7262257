import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { PROFILES } from './test-fixtures/profiles'
import { toProviderSchema } from './to-provider-schema'

// An enum beside keywords that refuse some of its members. Gemini lists enum values as strings
// and keeps only the list: `allOf: [{ enum: ['s', 1, 7, true] }, { type: 'number', maximum: 5 }]`
// was sent as `enum: ['s', '1', '7', 'true']`, so the model was offered four values where the
// tool accepts one, and nothing warned.
const CASES: Record<string, object> = {
  'allOf of an enum and a bounded number': {
    allOf: [{ enum: ['s', 1, 7, true] }, { type: 'number', maximum: 5 }],
  },
  'enum beside a whole-number multipleOf': { enum: [1, 2, 3, 4, 'x'], multipleOf: 2 },
  'enum beside a fractional multipleOf': { enum: [0.5, 0.25, 1.5, 0.3, 2], multipleOf: 0.5 },
  // A repeat over 100 is what simple-pattern targets drop: the list alone is then sent.
  'enum beside a pattern a target drops': {
    enum: ['ab', 'a1', 'cd', 'x y'],
    type: 'string',
    pattern: '^[a-z]{1,101}$',
  },
  'enum beside a string length': { enum: ['ab', 'abc', 5], type: 'string', maxLength: 2 },
  'enum beside integer': { enum: [1.5, 2, 3], type: 'integer' },
  'enum beside exclusive bounds': { enum: [0, 1, 2, 3], exclusiveMinimum: 0, exclusiveMaximum: 3 },
}

const ajv = new Ajv2020({ strict: false })

// Each member, and its string form (how Gemini lists it), at `a`.
function candidates(property: object): unknown[] {
  const members = JSON.stringify(property).match(/\[[^[\]]*\]/)
  const values = JSON.parse(members?.[0] ?? '[]') as unknown[]
  return [...values, ...values.map((value) => JSON.stringify(value))]
}

describe('an enum beside keywords that refuse some of its members', () => {
  for (const [name, property] of Object.entries(CASES)) {
    it.each(PROFILES)(
      `${name}: $id accepts only members the tool accepts`,
      ({ target, options }) => {
        const original = { type: 'object', properties: { a: property }, required: ['a'] }
        const out = toProviderSchema(original, target, options)
        const emitted = ajv.compile(out.schema as object)
        const tool = ajv.compile(original)
        let sent = 0
        const refused = candidates(property).filter((member) => {
          const value =
            out.wrappedIn === undefined ? { a: member } : { [out.wrappedIn]: { a: member } }
          if (!emitted(value)) return false
          sent++
          return !tool(out.decode(value))
        })
        // The emitted schema accepts some member: the check above was not vacuous.
        expect(sent).toBeGreaterThan(0)
        expect(refused).toEqual([])
      },
    )
  }
})

// The same enum beside a pattern the linear-time engine cannot run: a lookahead or a
// backreference, or a pattern past the size and complexity limits. The members cannot be checked
// against it without running it on a backtracking engine, which a hostile pattern would hang, so
// every member stayed; a target that drops the pattern then offered refused members, and nothing
// said so.
const OVER_SIZE = `^(?:${Array.from({ length: 3000 }, (_, index) => `z${index}`).join('|')}|ok)q{0,101}$`
const UNCHECKED: Record<string, object> = {
  'a lookahead refusing one member': {
    type: 'string',
    enum: ['admin', 'guest'],
    pattern: '^(?!admin$)[a-z]+$',
  },
  'a backreference refusing one member': {
    type: 'string',
    enum: ['aa', 'ab'],
    pattern: '^(.)\\1$',
  },
  'a pattern past maxPatternLength': { type: 'string', enum: ['ok', 'no'], pattern: OVER_SIZE },
  'a pattern past maxPatternComplexity': {
    type: 'string',
    enum: ['aa', 'b'],
    pattern: '^(?:a{1,1000}){1,1000}$',
  },
}

describe('an enum beside a pattern the linear-time engine cannot check it against', () => {
  for (const [name, property] of Object.entries(UNCHECKED)) {
    it.each(PROFILES)(
      `${name}: $id offers no refused member without a warning at its pointer`,
      ({ target, options }) => {
        const original = { type: 'object', properties: { a: property }, required: ['a'] }
        const out = toProviderSchema(original, target, options)
        const emitted = ajv.compile(out.schema as object)
        const tool = ajv.compile(original)
        const refused = candidates(property).filter((member) => {
          const value =
            out.wrappedIn === undefined ? { a: member } : { [out.wrappedIn]: { a: member } }
          return emitted(value) && !tool(out.decode(value))
        })
        const declared = out.warnings.filter(
          (warning) => warning.pointer === '/properties/a' && warning.message.includes('enum'),
        )
        if (refused.length > 0) expect(declared).toHaveLength(1)
        // The simple-pattern target drops each of these patterns: the case is reached.
        if (target === 'anthropic' && (options as { strict?: boolean }).strict === true)
          expect(refused).not.toEqual([])
      },
    )
  }
})
