import { describe, expect, it } from 'vitest'
import { JsonSchemaError } from './errors'
import { fromJsonSchema } from './from-json-schema'
import type { JsonSchema } from './json-schema'

// `unsupportedPatterns: 'ignore'` promises a pattern left unenforced: the schema accepts more.
// Under `not`, `if` and `oneOf` a dropped pattern would instead invert the schema or change the
// branch taken, refusing values the author allowed and allowing values the author refused.
const ignoring = (schema: JsonSchema) => {
  const warnings: string[] = []
  const built = fromJsonSchema(schema, {
    unsupportedPatterns: 'ignore',
    onWarning: (warning) => warnings.push(warning.pointer),
  })
  return { built, warnings }
}

const refusal = (schema: JsonSchema) => {
  try {
    ignoring(schema)
  } catch (error) {
    return error as JsonSchemaError
  }
  throw new Error('expected fromJsonSchema to refuse the schema')
}

describe("unsupportedPatterns: 'ignore' where a dropped pattern would invert the schema", () => {
  it.each([
    ['not', { type: 'string', not: { pattern: '^(?=admin)' } }, '/not/pattern'],
    [
      'if',
      JSON.parse(
        '{"type":"string","if":{"pattern":"(?<=x)y"},"then":{"maxLength":100},"else":{"maxLength":1}}',
      ),
      '/if/pattern',
    ],
    [
      'oneOf',
      {
        oneOf: [
          { type: 'string', pattern: '^(?!a)' },
          { type: 'string', maxLength: 3 },
        ],
      },
      '/oneOf/0/pattern',
    ],
    [
      'a deep not',
      { type: 'object', properties: { a: { not: { anyOf: [{ pattern: '(a)\\1' }] } } } },
      '/properties/a/not/anyOf/0/pattern',
    ],
    [
      'not over patternProperties',
      { type: 'object', not: { patternProperties: { '^(?=a)': { type: 'string' } } } },
      '/not/patternProperties/^(?=a)',
    ],
    [
      'contains with maxContains',
      { type: 'array', contains: { pattern: '(?=x)' }, maxContains: 1 },
      '/contains/pattern',
    ],
  ])('under %s is refused with UNSUPPORTED_PATTERN', (_, schema, pointer) => {
    const error = refusal(schema)
    expect(error).toBeInstanceOf(JsonSchemaError)
    expect(error.code).toBe('UNSUPPORTED_PATTERN')
    expect(error.pointer).toBe(pointer)
    expect(error.message).toContain("unsupportedPatterns: 'ignore' cannot drop it")
  })

  it('reached through a $ref from under not is refused in $defs too', () => {
    const error = refusal({
      type: 'object',
      properties: { a: { not: { $ref: '#/$defs/p' } } },
      $defs: { p: { type: 'string', pattern: '(a)\\1' } },
    })
    expect(error.code).toBe('UNSUPPORTED_PATTERN')
    expect(error.pointer).toBe('/$defs/p/pattern')
  })

  it('is still dropped, with a warning, where dropping only relaxes the schema', async () => {
    const { built, warnings } = ignoring({
      type: 'object',
      properties: {
        a: { anyOf: [{ type: 'string', pattern: '(a)\\1' }, { type: 'number' }] },
        // JSON text: a literal with a `then` key would be a thenable.
        b: JSON.parse('{"if":{"type":"string"},"then":{"pattern":"(?=q)"}}'),
        c: { type: 'array', contains: { pattern: '(?=x)' } },
      },
      $defs: { unused: { not: { type: 'null' } } },
    })
    expect(warnings).toEqual([
      '/properties/a/anyOf/0/pattern',
      '/properties/b/then/pattern',
      '/properties/c/contains/pattern',
    ])
    expect(await built['~standard'].validate({ a: 'zz', b: 'z', c: ['a'] })).toMatchObject({
      value: { a: 'zz' },
    })
  })
})

describe('maxProperties', () => {
  it('names the bound it broke', async () => {
    const result = await fromJsonSchema({ type: 'object', maxProperties: 0 })['~standard'].validate(
      {
        a: 1,
      },
    )
    expect(JSON.stringify(result)).not.toContain('at least')
    expect(JSON.stringify(result)).toContain('more than 0 properties')
  })
})
