import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { fromJsonSchema } from './from-json-schema'
import { PROFILES } from './test-fixtures/profiles'
import { toProviderSchema } from './to-provider-schema'

// A `$ref` whose target sits under a key that is no keyword (`x-defs`) reaches a node the draft
// upgrade never walked: a draft-07 tuple `items`, a draft-04 boolean `exclusiveMinimum` or an
// empty `enum` there was sent with 2020-12 meaning (a list where a schema belongs, `true` as a
// bound), while the validator read it with the document's draft. The model was shown a schema
// the tool does not check, and some targets refused the whole tool.
const DRAFT_07 = 'http://json-schema.org/draft-07/schema#'
const DRAFT_04 = 'http://json-schema.org/draft-04/schema#'

function under(key: string, target: object, draft = DRAFT_07): Record<string, unknown> {
  return {
    $schema: draft,
    type: 'object',
    properties: { a: { $ref: `#/${key}/t` } },
    required: ['a'],
    [key]: { t: target },
  }
}

const CASES: Record<string, [Record<string, unknown>, unknown[]]> = {
  'a tuple items under x-defs': [
    under('x-defs', { type: 'array', items: [{ type: 'string' }], additionalItems: false }),
    [['x'], ['x', 1], [1], [], 'x'],
  ],
  'a tuple items under the empty key': [
    under('', { type: 'array', items: [{ type: 'string' }, { type: 'number' }] }),
    [['x', 1], [1, 'x'], ['x', 'y'], ['x']],
  ],
  'a boolean exclusiveMinimum under x-defs (draft-04)': [
    under('x-defs', { type: 'number', minimum: 5, exclusiveMinimum: true }, DRAFT_04),
    [4, 5, 6],
  ],
  'a tuple deeper in a target that the keywords do not reach': [
    under('x-defs', {
      type: 'object',
      properties: { pair: { type: 'array', items: [{ type: 'string' }], additionalItems: false } },
      required: ['pair'],
    }),
    [{ pair: ['x'] }, { pair: ['x', 'y'] }, { pair: [1] }],
  ],
  'a tuple reached through a chain of targets under two unknown keys': [
    {
      $schema: DRAFT_07,
      type: 'object',
      properties: { a: { $ref: '#/x-one/t' } },
      required: ['a'],
      'x-one': { t: { $ref: '#/x-two/u' } },
      'x-two': { u: { type: 'array', items: [{ type: 'string' }], additionalItems: false } },
    },
    [['x'], ['x', 1], [1]],
  ],
  'a self-referencing tuple under x-defs': [
    under('x-defs', {
      type: 'array',
      items: [{ type: 'string' }, { $ref: '#/x-defs/t' }],
      additionalItems: false,
    }),
    [['x'], ['x', ['y']], ['x', ['y', ['z']]], ['x', 1], ['x', ['y'], 'z'], [1]],
  ],
}

const ajv = new Ajv2020({ strict: false })

describe('a draft-07 node reached only through a $ref under an unknown key', () => {
  for (const [name, [schema, values]] of Object.entries(CASES)) {
    it(`${name}: the exported JSON Schema accepts exactly what the validator accepts`, () => {
      const tool = fromJsonSchema(schema)
      const exported = tool['~standard'].jsonSchema.input({ target: 'draft-2020-12' })
      const emitted = ajv.compile(exported)
      let accepted = 0
      for (const value of values) {
        const valid = tool['~standard'].validate({ a: value })
        const ok = !('issues' in valid && valid.issues !== undefined)
        if (ok) accepted++
        expect([value, emitted({ a: value })]).toEqual([value, ok])
      }
      // Both answers occur: the comparison was not vacuous.
      expect(accepted).toBeGreaterThan(0)
      expect(accepted).toBeLessThan(values.length)
    })

    it.each(PROFILES)(
      `${name}: $id sends no draft-07 spelling, and declares what it does not enforce`,
      ({ target, options }) => {
        const tool = fromJsonSchema(schema)
        const out = toProviderSchema(schema, target, options)
        const text = JSON.stringify(out.schema)
        expect(text).not.toMatch(/"items":\[|"exclusiveMinimum":true|"additionalItems"/)
        const emitted = ajv.compile(out.schema as object)
        const refused = values.filter((value) => {
          const wrapped = out.encode({ a: value })
          const sent = out.wrappedIn === undefined ? wrapped : { [out.wrappedIn]: wrapped }
          return emitted(sent) && 'issues' in tool['~standard'].validate(out.decode(sent))
        })
        // A value sent that the tool refuses is a constraint the target cannot hold: warned about.
        if (refused.length > 0) {
          expect(out.warnings.map((warning) => warning.pointer)).toContain(
            Object.keys(schema).includes('x-defs') ? '/x-defs/t' : '//t',
          )
        }
      },
    )
  }

  it('an empty enum under x-defs is read as accepting nothing, as the validator reads it', () => {
    const schema = under('x-defs', { enum: [] })
    const tool = fromJsonSchema(schema)
    expect(tool['~standard'].validate({ a: 1 })).toHaveProperty('issues')
    const exported = tool['~standard'].jsonSchema.input({ target: 'draft-2020-12' })
    expect(ajv.compile(exported)({ a: 1 })).toBe(false)
    // A target that must offer the model some value refuses the tool, as it does for an empty
    // `enum` the keywords reach, instead of offering `null`.
    expect(() => toProviderSchema(schema, 'openai', { strict: true })).toThrow(/accepts no value/)
  })
})
