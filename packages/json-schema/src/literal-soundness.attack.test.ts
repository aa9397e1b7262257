import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { PROFILES } from './test-fixtures/profiles'
import { toProviderSchema } from './to-provider-schema'

// Literals the model may send, and schemas whose literals hold beside others: the emitted schema
// must accept exactly what the original accepts, as a hostile MCP server may list such schemas.
const VALUES: readonly unknown[] = ['a', 'b', 'c', 'x', '', 0, 1, 2, null, true]
const ajv = new Ajv2020({ strict: false })
const STRICT = PROFILES.filter((profile) => profile.strict && profile.id !== 'gemini-parameters')

const wrapped = (x: unknown) => ({
  type: 'object',
  properties: { x },
  required: ['x'],
  additionalProperties: false,
})

function accepted(schema: object): unknown[] {
  const validate = ajv.compile(schema)
  return VALUES.filter((value) => validate({ x: value }))
}

const SOUND: Record<string, unknown> = {
  'an enum beside a union of literals': {
    enum: ['a'],
    anyOf: [{ const: 'a' }, { const: 'b' }],
  },
  'an enum beside a oneOf of described literals': {
    description: 'd',
    enum: ['a', 'x'],
    oneOf: [
      { const: 'a', description: 'd' },
      { const: 'b', description: 'd' },
    ],
  },
  'a const beside a union of literals': { const: 'b', anyOf: [{ const: 'a' }, { const: 'b' }] },
  'a branch whose const its enum leaves out': {
    anyOf: [{ const: 'c', enum: ['a', 'b'] }, { const: 'x' }],
  },
  'a branch whose const its enum lists': {
    anyOf: [{ const: 'a', enum: ['a', 'b'] }, { const: 'x' }],
  },
  'a const its enum lists': { const: 'a', enum: ['a', 'b'] },
  'a branch that accepts nothing': { anyOf: [{ not: {} }, { const: 'a' }, { type: 'integer' }] },
  'a branch the enum beside its union leaves out': {
    enum: ['a', 2],
    anyOf: [{ const: 'b' }, { type: 'number' }],
  },
  'a branch whose type refuses its const': {
    anyOf: [
      { type: 'null', const: 'a' },
      { type: 'string', enum: ['b', 'x'] },
    ],
  },
  'an enum with a member its type refuses': { type: 'number', enum: ['a', 1] },
  'a oneOf branch of another type than the keywords beside it': {
    type: 'string',
    oneOf: [{ type: 'number' }, { type: 'string', enum: ['a', 'x'] }],
  },
}

describe('literals beside other literals (attacks a merge that widens what is accepted)', () => {
  for (const [name, x] of Object.entries(SOUND)) {
    for (const profile of STRICT) {
      it(`${name}: ${profile.id} accepts what the original accepts`, () => {
        const original = wrapped(x)
        const { schema } = toProviderSchema(original, profile.target, profile.options)
        expect(accepted(schema as object)).toEqual(accepted(original))
      })
    }
  }

  it.each(STRICT)(
    'a required property whose const its enum leaves out is refused for $id',
    (profile) => {
      const attempt = () =>
        toProviderSchema(wrapped({ const: 'c', enum: ['a', 'b'] }), profile.target, profile.options)
      expect(attempt).toThrow(expect.objectContaining({ code: 'UNSATISFIABLE' }))
    },
  )

  it.each(STRICT)('a union of branches that accept nothing is refused for $id', (profile) => {
    const attempt = () =>
      toProviderSchema(
        wrapped({ anyOf: [{ not: {} }, { const: 'c', enum: ['a'] }] }),
        profile.target,
        profile.options,
      )
    expect(attempt).toThrow(expect.objectContaining({ code: 'UNSATISFIABLE' }))
  })

  it.each(STRICT)(
    'a branch whose definition holds another type than the keywords beside it: $id accepts what the original accepts',
    (profile) => {
      const original = {
        ...wrapped({ type: 'string', anyOf: [{ $ref: '#/$defs/count' }, { const: 'x' }] }),
        $defs: { count: { type: 'integer' } },
      }
      const { schema } = toProviderSchema(original, profile.target, profile.options)
      expect(accepted(schema as object)).toEqual(['x'])
      expect(accepted(original)).toEqual(['x'])
    },
  )

  for (const [name, x] of Object.entries({
    'a const its type refuses': { type: 'null', const: 'a' },
    'an enum whose every member its type refuses': { type: 'number', enum: ['a', {}] },
    'a union of literals its type refuses': {
      type: 'object',
      oneOf: [{ enum: [-1, 'b'] }, { enum: [true, 1.5] }],
    },
  })) {
    it.each(STRICT)(`${name} is refused for $id`, (profile) => {
      const attempt = () => toProviderSchema(wrapped(x), profile.target, profile.options)
      expect(attempt).toThrow(expect.objectContaining({ code: 'UNSATISFIABLE' }))
    })
  }

  it.each(STRICT)(
    'a union whose every branch shares no value with the keywords beside it is refused for $id',
    (profile) => {
      const attempt = () =>
        toProviderSchema(
          wrapped({ type: 'string', anyOf: [{ type: 'number' }, { const: 1 }] }),
          profile.target,
          profile.options,
        )
      expect(attempt).toThrow(expect.objectContaining({ code: 'UNSATISFIABLE' }))
    },
  )
})

describe('union branches beside the keywords of their union (attacks a branch left out wrongly)', () => {
  // `additionalProperties: false` beside a pattern that admits `bx`: the object branch requiring
  // `bx` shares values with the keywords beside the union, and must stay.
  const x = {
    type: 'object',
    additionalProperties: false,
    patternProperties: { '^b': { type: 'integer' } },
    anyOf: [{ type: 'object', required: ['bx'] }, { type: 'string' }],
  }

  it.each(STRICT)('a branch whose required name a pattern admits is kept for $id', (profile) => {
    const original = wrapped(x)
    const { schema } = toProviderSchema(original, profile.target, profile.options)
    const emitted = ajv.compile(schema as object)
    const validate = ajv.compile(original)
    for (const value of [{ bx: 1 }, { bx: 'a' }, 'text', {}]) {
      expect(emitted({ x: value }), JSON.stringify(value)).toBe(validate({ x: value }))
    }
  })
})
