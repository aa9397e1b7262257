import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { ProviderSchemaError } from './errors'
import type { JsonSchema } from './json-schema'
import { objectsOver } from './test-fixtures/object-values'
import { PROFILES } from './test-fixtures/profiles'
import { type ProviderSchema, toProviderSchema } from './to-provider-schema'

// Inside an allOf part, `unevaluatedProperties` only sees the properties THAT part evaluates:
// every key another part declares is unevaluated there. Moved onto the merged object, it sees
// every part's properties, and the provider is told keys are fine that the tool refuses.
const A = { a: { type: 'string' } }
const B = { b: { type: 'number' } }

interface Case {
  readonly schema: JsonSchema
  /** The merge can be exact: no warning, and the emitted schema takes the tool's values only. */
  readonly exact: boolean
}

const CASES: Record<string, Case> = {
  'a part closed with unevaluatedProperties: false': {
    schema: {
      type: 'object',
      allOf: [{ properties: A, unevaluatedProperties: false }, { properties: B }],
    },
    exact: true,
  },
  'a part whose unevaluatedProperties is a schema': {
    schema: {
      type: 'object',
      allOf: [{ properties: A, unevaluatedProperties: { type: 'string' } }, { properties: B }],
    },
    exact: true,
  },
  'a part by reference whose target is closed with unevaluatedProperties': {
    schema: {
      type: 'object',
      $defs: { A: { properties: A, unevaluatedProperties: false } },
      allOf: [{ $ref: '#/$defs/A' }, { properties: B }],
    },
    exact: true,
  },
  'both parts closed with unevaluatedProperties (only {} passes)': {
    schema: {
      type: 'object',
      allOf: [
        { properties: A, unevaluatedProperties: false },
        { properties: B, unevaluatedProperties: false },
      ],
    },
    exact: true,
  },
  'a part open with unevaluatedProperties: true under a closed root': {
    schema: {
      type: 'object',
      unevaluatedProperties: false,
      allOf: [{ properties: A, unevaluatedProperties: true }],
    },
    exact: true,
  },
  'a part with additionalProperties beside its unevaluatedProperties': {
    schema: {
      type: 'object',
      allOf: [
        { properties: A, additionalProperties: { type: 'number' }, unevaluatedProperties: false },
        { properties: B },
      ],
    },
    exact: true,
  },
  'a part whose anyOf evaluates properties for its unevaluatedProperties': {
    schema: {
      type: 'object',
      allOf: [
        {
          properties: A,
          anyOf: [{ properties: B }, { required: ['a'] }],
          unevaluatedProperties: false,
        },
        { properties: { z: { type: 'number' } } },
      ],
    },
    exact: false,
  },
  'a part with a nested allOf that evaluates properties for its unevaluatedProperties': {
    schema: {
      type: 'object',
      allOf: [
        { properties: A, allOf: [{ properties: B }], unevaluatedProperties: false },
        { properties: { z: { type: 'number' } } },
      ],
    },
    exact: false,
  },
}

const POOL = [undefined, 's', 1]
const KEYS = ['a', 'b', 'z']

const values = () => objectsOver(KEYS, POOL)

const ajv = new Ajv2020({ strict: false })
// The targets that merge a root allOf and keep unevaluatedProperties.
const MERGING = PROFILES.filter((profile) => profile.id === 'openai' || profile.id === 'anthropic')

describe('allOf parts with unevaluatedProperties, merged for a provider', () => {
  for (const [name, { schema }] of Object.entries(CASES)) {
    it.each(PROFILES)(
      `${name}: $id accepts nothing the tool refuses, or says so`,
      ({ target, options }) => {
        let out: ProviderSchema
        try {
          out = toProviderSchema(schema, target, options)
        } catch (error) {
          // Refusing the schema is safe: nothing is emitted that the tool would refuse.
          expect(error).toBeInstanceOf(ProviderSchemaError)
          return
        }
        const emitted = ajv.compile(out.schema as object)
        const tool = ajv.compile(schema)
        const looser: string[] = []
        for (const value of values()) {
          const sent = out.wrappedIn === undefined ? value : { [out.wrappedIn]: value }
          if (emitted(sent) && !tool(out.decode(sent))) looser.push(JSON.stringify(value))
        }
        if (looser.length > 0) {
          const codes = out.warnings.map((warning) => warning.code)
          expect(codes, `accepted, refused by the tool: ${looser.join(' ')}`).toEqual(
            expect.arrayContaining([
              expect.stringMatching(
                /^(ALLOF_MERGED_LOSSY|KEYWORD_DROPPED|EXTRA_PROPERTIES_DROPPED)$/,
              ),
            ]),
          )
        }
      },
    )
  }

  for (const [name, { schema, exact }] of Object.entries(CASES)) {
    it.each(MERGING)(
      `${name}: $id ${exact ? 'is exact' : 'warns ALLOF_MERGED_LOSSY and refuses nothing the tool accepts'}`,
      ({ target, options }) => {
        const out = toProviderSchema(schema, target, options)
        const emitted = ajv.compile(out.schema as object)
        const tool = ajv.compile(schema)
        const differ: string[] = []
        let accepted = 0
        for (const value of values()) {
          const sent = out.wrappedIn === undefined ? value : { [out.wrappedIn]: value }
          const takes = emitted(sent)
          if (tool(value)) accepted++
          // A lossy merge may accept more (the original validator still checks), never less.
          if (exact ? takes !== tool(value) : tool(value) && !takes)
            differ.push(JSON.stringify(value))
        }
        expect(accepted).toBeGreaterThan(0)
        expect(differ).toEqual([])
        const codes = out.warnings.map((warning) => warning.code)
        if (exact) expect(codes).toEqual([])
        else expect(codes).toContain('ALLOF_MERGED_LOSSY')
      },
    )
  }

  // Read as `additionalProperties`, the rule would make a node with no type an object, and a
  // string the tool accepts would be refused.
  it.each(PROFILES)(
    '$id: a part with unevaluatedProperties beside a string part keeps strings',
    ({ target, options }) => {
      const schema = {
        type: 'object',
        properties: { x: { allOf: [{ unevaluatedProperties: false }, { minLength: 2 }] } },
        required: ['x'],
      } as const
      const out = toProviderSchema(schema, target, options)
      const emitted = ajv.compile(out.schema as object)
      const sent = (value: unknown) =>
        out.wrappedIn === undefined ? value : { [out.wrappedIn]: value }
      expect(ajv.validate(schema, { x: 'ab' })).toBe(true)
      expect(emitted(sent({ x: 'ab' }))).toBe(true)
    },
  )

  it('openai non-strict: the closed part forbids the other part’s key on the merged object', () => {
    const { schema, warnings } = toProviderSchema(
      CASES['a part closed with unevaluatedProperties: false']!.schema,
      'openai',
      { strict: false },
    )
    const emitted = ajv.compile(schema as object)
    expect(emitted({ b: 1 })).toBe(false)
    expect(emitted({ a: 's' })).toBe(true)
    expect(warnings).toEqual([])
  })
})
