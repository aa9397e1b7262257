import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import type { JsonSchema } from './json-schema'
import { objectsOver } from './test-fixtures/object-values'
import { PROFILES } from './test-fixtures/profiles'
import { toProviderSchema } from './to-provider-schema'

// Keywords beside a union apply to every branch. Strict targets emit one branch per `required`
// choice, and in each branch the properties that branch leaves optional become nullable: the
// model sends `null` for them. A branch is only recognised after decoding if the properties it
// shares with its siblings are checked too; checked against the bare branch (`{required: ['a']}`),
// a `null` the branch itself does not allow looks fine and is passed to the tool.
const S = { type: 'string' }
const N = { type: 'number' }
const B = { type: 'boolean' }
const PROPERTIES = { a: S, b: N, c: B }

const CASES: Record<string, JsonSchema> = {
  'one of a, b required': {
    type: 'object',
    properties: PROPERTIES,
    anyOf: [{ required: ['a'] }, { required: ['b'] }],
  },
  'one of a, b required, inside an allOf part': {
    type: 'object',
    allOf: [{ properties: PROPERTIES, anyOf: [{ required: ['a'] }, { required: ['b'] }] }],
  },
  'two allOf parts, each with a required choice (distributed into their product)': {
    type: 'object',
    allOf: [
      { properties: PROPERTIES, anyOf: [{ required: ['a'] }, { required: ['b'] }] },
      { anyOf: [{ required: ['c'] }, { required: ['b'] }] },
    ],
  },
  'oneOf discriminated by c, with the shared properties beside it': {
    type: 'object',
    properties: { ...PROPERTIES, c: S },
    required: ['c'],
    oneOf: [
      { required: ['a'], properties: { c: { const: 's' } } },
      { required: ['b'], properties: { c: { const: 't' } } },
    ],
  },
}

const POOL = [undefined, 's', 't', 1, true, null]

// Every object over a, b, c with each value from the pool (absent included).
const modelValues = () => objectsOver(['a', 'b', 'c'], POOL)

const ajv = new Ajv2020({ strict: false })
const STRICT = PROFILES.filter((profile) => profile.strict)

describe('a union decoded by the branch the model’s value matches', () => {
  for (const [name, original] of Object.entries(CASES)) {
    it.each(STRICT)(
      `${name}: $id decodes every value its schema accepts to one the tool accepts`,
      ({ target, options }) => {
        const out = toProviderSchema(original, target, options)
        const emitted = ajv.compile(out.schema as object)
        const tool = ajv.compile(original)
        const refused: string[] = []
        let sent = 0
        for (const inner of modelValues()) {
          const value = out.wrappedIn === undefined ? inner : { [out.wrappedIn]: inner }
          if (!emitted(value)) continue
          sent++
          const decoded = out.decode(value)
          if (!tool(decoded)) refused.push(`${JSON.stringify(value)} -> ${JSON.stringify(decoded)}`)
        }
        // The emitted schema accepts some values: the check above was not vacuous.
        expect(sent).toBeGreaterThan(0)
        expect(refused).toEqual([])
      },
    )
  }

  it('openai: a null for a property only the other branch leaves optional is decoded to absent', () => {
    const { decode } = toProviderSchema(CASES['one of a, b required']!, 'openai')
    expect(decode({ value: { a: null, b: 1, c: null } })).toEqual({ b: 1 })
    expect(decode({ value: { a: 's', b: null, c: null } })).toEqual({ a: 's' })
  })
})
