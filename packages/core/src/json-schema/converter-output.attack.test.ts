import { describe, expect, it } from 'vitest'
import type { StandardSchemaV1 } from '../standard-schema'
import { unhandledRejectionsOf } from '../unhandled-rejections.test-support'
import { withAdapter } from './adapter'
import { UnrepresentableSchemaError } from './errors'
import { toJsonSchema } from './to-json-schema'
import { markUnrepresentable } from './unrepresentable'

// A converter is code the host installed, but what it returns is read as untrusted: whatever it
// holds, `toJsonSchema` gives a frozen JSON Schema or an `UnrepresentableSchemaError` coded
// `conversion-failed` at the place it failed, never a foreign exception or a non-schema.

const schema: StandardSchemaV1 = {
  '~standard': { version: 1, vendor: 'handmade', validate: (value) => ({ value }) },
}

function convertedBy(output: () => unknown): unknown {
  const adapted = withAdapter(schema, {
    vendor: 'handmade',
    targets: ['draft-2020-12'],
    toJsonSchema: () => output() as object,
  })
  try {
    return toJsonSchema(adapted, { io: 'input', onUnrepresentable: 'any' })
  } catch (error) {
    return error
  }
}

function failure(output: () => unknown): { path: string; message: string } {
  const thrown = convertedBy(output)
  expect(thrown).toBeInstanceOf(UnrepresentableSchemaError)
  const error = thrown as UnrepresentableSchemaError
  expect(error.code).toBe('conversion-failed')
  return { path: error.path, message: error.parts[0]?.message ?? '' }
}

describe('toJsonSchema refuses a converter output that is no JSON Schema', () => {
  it.each([
    ['null', null, 'null'],
    ['a string', '{"type":"string"}', 'a string'],
    ['a number', 42, 'the number 42'],
    ['a boolean schema', true, 'the boolean true'],
    ['an array', [{ type: 'string' }], 'an array'],
    ['undefined', undefined, 'undefined'],
    ['a function', () => ({}), 'a function'],
    ['a promise of a schema', Promise.resolve({ type: 'string' }), 'an instance of Promise'],
    ['a Map', new Map([['type', 'string']]), 'an instance of Map'],
  ])('at the root: %s', (_name, output, described) => {
    expect(failure(() => output)).toEqual({
      path: '',
      message: `the handmade converter returned ${described}, not a JSON Schema object`,
    })
  })

  it.each([
    [
      'a string for properties',
      { type: 'object', properties: 'abc' },
      '/properties',
      'a string where an object of schemas belongs',
    ],
    [
      'an array for properties',
      { type: 'object', properties: [{}] },
      '/properties',
      'an array where an object of schemas belongs',
    ],
    [
      'a number as a property schema',
      { type: 'object', properties: { a: 5 } },
      '/properties/a',
      'the number 5 where a schema belongs',
    ],
    ['null as items', { type: 'array', items: null }, '/items', 'null where a schema belongs'],
    [
      'an object for anyOf',
      { anyOf: { a: {} } },
      '/anyOf',
      'an object where a list of schemas belongs',
    ],
    [
      'a class instance as a schema',
      { not: new (class Rule {})() },
      '/not',
      'an instance of Rule where a schema belongs',
    ],
    [
      'a Map for $defs',
      { $defs: new Map() },
      '/$defs',
      'an instance of Map where an object of schemas belongs',
    ],
    [
      'a type no JSON value has',
      { type: 'rest' },
      '/type',
      'a type that is none of the JSON types',
    ],
    [
      'a multipleOf of 0',
      { type: 'number', multipleOf: 0 },
      '/multipleOf',
      'a multipleOf that is not above 0',
    ],
    [
      'a required that is a string',
      { type: 'object', required: 'a' },
      '/required',
      'a required that is not a list of keys',
    ],
    [
      'an enum that is a string',
      { type: 'string', enum: 'abc' },
      '/enum',
      'an enum that is not a list',
    ],
    ['an empty anyOf', { anyOf: [] }, '/anyOf', 'an anyOf with no schema'],
    ['an empty allOf', { allOf: [] }, '/allOf', 'an allOf with no schema'],
    [
      'a negative minLength',
      { type: 'string', minLength: -1 },
      '/minLength',
      'a minLength that is not a whole number of 0 or more',
    ],
    [
      'a fractional maxItems',
      { type: 'array', maxItems: 1.5 },
      '/maxItems',
      'a maxItems that is not a whole number of 0 or more',
    ],
    [
      'a string minimum',
      { type: 'number', minimum: '3' },
      '/minimum',
      'a minimum that is not a number',
    ],
    [
      'a pattern that is a number',
      { type: 'string', pattern: 5 },
      '/pattern',
      'a pattern that is not a string',
    ],
  ])('inside: %s', (_name, output, path, wrote) => {
    expect(failure(() => output)).toEqual({
      path,
      message: `the handmade converter wrote ${wrote}`,
    })
  })

  it('a cyclic output, without a stack overflow', () => {
    const cyclic: Record<string, unknown> = { type: 'object' }
    cyclic.properties = { self: cyclic }
    const { path, message } = failure(() => cyclic)
    expect(message).toBe(
      'the handmade converter returned a JSON Schema deeper than 1000 levels, or a cyclic one',
    )
    expect(path.startsWith('/properties/self/properties/self')).toBe(true)
  })

  it('an output 200,000 levels deep, without a stack overflow', () => {
    const deep: Record<string, unknown> = {}
    let node = deep
    for (let level = 0; level < 200_000; level++) {
      const child = {}
      node.items = child
      node = child
    }
    expect(failure(() => deep).message).toMatch(/deeper than 1000 levels/)
  })

  it('a getter that throws a secret: only a redacted excerpt is quoted', () => {
    const output = {
      type: 'object',
      get properties(): never {
        throw new Error('password=hunter2-and-more failed to load')
      },
    }
    const thrown = convertedBy(() => output) as UnrepresentableSchemaError
    expect(thrown).toBeInstanceOf(UnrepresentableSchemaError)
    expect(thrown.code).toBe('conversion-failed')
    expect(thrown.message).not.toContain('hunter2')
    expect(thrown.parts[0]?.message).toMatch(
      /^the handmade converter's output could not be read: it threw "/,
    )
  })

  it('a Proxy whose traps throw', () => {
    const output = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('trap')
        },
      },
    )
    expect(failure(() => output).message).toMatch(/could not be read: it threw "trap"/)
  })

  it('a rejecting promise anywhere in the output, without an unhandled rejection', async () => {
    const unhandled = await unhandledRejectionsOf(() => {
      const rejecting = () => Promise.reject(new Error('db=private'))
      expect(failure(rejecting).message).toBe(
        'the handmade converter returned an instance of Promise, not a JSON Schema object',
      )
      expect(failure(() => ({ type: 'object', properties: { a: rejecting() } })).path).toBe(
        '/properties/a',
      )
      const withDefault = convertedBy(() => ({ type: 'string', default: rejecting() }))
      expect(withDefault).toEqual({ type: 'string', default: null })
    })
    expect(unhandled).toEqual([])
  })

  it('a sparse array of 2^31 items stops at the bound, without exhausting the heap', () => {
    const { message, path } = failure(() => ({ type: 'string', enum: new Array(2 ** 31) }))
    expect(message).toBe(
      'the handmade converter returned a JSON Schema of more than 1,000,000 values',
    )
    expect(path).toBe('/enum')
  })

  it('still takes boolean sub-schemas and draft-07 tuple items', () => {
    const result = convertedBy(() => ({
      type: 'object',
      properties: { a: true, b: { type: 'array', items: [{ type: 'string' }] } },
      additionalProperties: false,
    }))
    expect(result).toEqual({
      type: 'object',
      properties: { a: true, b: { type: 'array', items: [{ type: 'string' }] } },
      additionalProperties: false,
    })
  })
})

describe('an onUnrepresentable handler that returns no schema', () => {
  const fresh: StandardSchemaV1 = {
    '~standard': { version: 1, vendor: 'handmade', validate: (value) => ({ value }) },
  }
  const lossy = withAdapter(fresh, {
    vendor: 'handmade',
    targets: ['draft-2020-12'],
    toJsonSchema: () => ({
      type: 'object',
      properties: { when: markUnrepresentable({}, 'date', 'a Date') },
    }),
  })
  const withHandler = (handler: () => unknown) => {
    try {
      return toJsonSchema(lossy, { io: 'input', onUnrepresentable: handler as never })
    } catch (error) {
      return error
    }
  }

  it.each([
    [
      'an async function that rejects',
      async () => Promise.reject(new Error('x')),
      'an instance of Promise',
    ],
    ['an async function that resolves', async () => ({ type: 'string' }), 'an instance of Promise'],
    ['a string', () => 'x', 'a string'],
    ['an array', () => [{}], 'an array'],
  ])('is refused: %s', async (_name, handler, described) => {
    const unhandled = await unhandledRejectionsOf(() => {
      const thrown = withHandler(handler) as UnrepresentableSchemaError
      expect(thrown).toBeInstanceOf(UnrepresentableSchemaError)
      expect(thrown.code).toBe('conversion-failed')
      expect(thrown.path).toBe('/properties/when')
      expect(thrown.parts[0]?.message).toBe(
        `the handmade converter was given ${described} by the onUnrepresentable handler, which must return a schema object, a boolean or undefined, synchronously`,
      )
    })
    expect(unhandled).toEqual([])
  })

  it('still replaces a part with the schema it returns', () => {
    expect(withHandler(() => ({ type: 'string', format: 'date-time' }))).toEqual({
      type: 'object',
      properties: { when: { type: 'string', format: 'date-time' } },
    })
  })
})

describe('an output that shares its sub-schemas', () => {
  // Each level holds the one below twice: 41 objects in memory, 2^40 values written out, as a
  // provider request or `JSON.stringify` would write them.
  function sharedLevels(levels: number, fresh: boolean): () => object {
    return () => {
      let node: object = { type: 'string' }
      for (let level = 0; level < levels; level++) {
        node = { type: 'object', properties: { l: node, r: node } }
        if (!fresh) Object.freeze(node)
      }
      return node
    }
  }

  it.each([
    ['made for the call', true],
    ['frozen beforehand', false],
  ])('stops at the bound when it is %s', (_name, fresh) => {
    for (const freshOutput of [true, false]) {
      const adapted = withAdapter(schema, {
        vendor: 'handmade',
        targets: ['draft-2020-12'],
        freshOutput,
        toJsonSchema: () => sharedLevels(40, fresh)(),
      })
      expect(() => toJsonSchema(adapted, { io: 'input', onUnrepresentable: 'any' })).toThrow(
        'more than 1,000,000 values',
      )
    }
  })

  it('keeps a shared sub-schema within the bound', () => {
    const adapted = withAdapter(schema, {
      vendor: 'handmade',
      targets: ['draft-2020-12'],
      freshOutput: true,
      toJsonSchema: () => sharedLevels(10, true)(),
    })
    const converted = toJsonSchema(adapted, { io: 'input', onUnrepresentable: 'any' }) as {
      properties: { l: unknown; r: unknown }
    }
    expect(converted.properties.l).toEqual(converted.properties.r)
  })
})
