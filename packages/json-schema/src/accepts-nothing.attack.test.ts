import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { checkProviderSchema } from './check-provider-schema'
import { ProviderSchemaError } from './errors'
import { toProviderSchema } from './to-provider-schema'

// A property no value satisfies, in each spelling a converter or an MCP server may use. Offered
// to the model as optional (or as nullable under OpenAI strict), it invites a value the tool's
// validator then refuses: it must not be offered at all.
const NEVER_SPELLINGS: Record<string, unknown> = {
  false: false,
  'not: {}': { not: {} },
  'not: true': { not: true },
  'enum: []': { enum: [] },
  'typed enum: []': { type: 'string', enum: [] },
  'type: []': { type: [] },
}
const STRICT_TARGETS = [
  ['openai', { strict: true }],
  ['anthropic', { strict: true }],
  ['gemini', {}],
] as const

const withOptional = (never: unknown) => ({
  type: 'object',
  properties: { a: { type: 'string' }, x: never },
  required: ['a'],
  additionalProperties: false,
})

describe('a property that accepts no value', () => {
  for (const [spelling, never] of Object.entries(NEVER_SPELLINGS)) {
    for (const [target, options] of STRICT_TARGETS) {
      it(`${spelling}, optional, is not offered to ${target}`, () => {
        const { schema } = toProviderSchema(withOptional(never) as never, target, options as never)
        expect(Object.keys((schema as { properties: object }).properties)).toEqual(['a'])
        expect(JSON.stringify(schema)).not.toContain('null')
        expect(checkProviderSchema(schema as never, target, options as never)).toEqual([])
      })

      it(`${spelling}, required, is refused for ${target} with UNSATISFIABLE`, () => {
        const schema = { ...withOptional(never), required: ['a', 'x'] }
        const attempt = () => toProviderSchema(schema as never, target, options as never)
        expect(attempt).toThrow(ProviderSchemaError)
        expect(attempt).toThrow(expect.objectContaining({ code: 'UNSATISFIABLE' }))
      })
    }
  }

  it('as array items under a strict target, is refused with UNSATISFIABLE at its pointer', () => {
    const schema = {
      type: 'object',
      properties: { list: { type: 'array', items: { enum: [] } } },
      required: ['list'],
      additionalProperties: false,
    }
    const attempt = () => toProviderSchema(schema as never, 'openai', { strict: true })
    expect(attempt).toThrow(
      expect.objectContaining({ code: 'UNSATISFIABLE', pointer: '/properties/list/items' }),
    )
  })
})

describe('an empty enum sent to a target that takes any JSON Schema', () => {
  it('is spelled not: {}, which Ajv compiles and which still refuses every value', () => {
    const ajv = new Ajv2020({ strict: false })
    expect(() => ajv.compile({ enum: [] })).toThrow()
    const { schema } = toProviderSchema(withOptional({ enum: [] }) as never, 'mcp')
    expect(JSON.stringify(schema)).not.toContain('"enum":[]')
    const validate = ajv.compile(schema as object)
    expect(validate({ a: 'q' })).toBe(true)
    for (const value of [null, 0, '', 'x', [], {}])
      expect(validate({ a: 'q', x: value })).toBe(false)
  })
})
