import { describe, expect, it } from 'vitest'
import type { StandardSchemaV1 } from '../standard-schema'
import { unhandledRejectionsOf } from '../unhandled-rejections.test-support'
import { withAdapter } from './adapter'
import { UnrepresentableSchemaError } from './errors'
import { toJsonSchema } from './to-json-schema'
import type { JsonSchemaTarget } from './types'

// A converter that writes draft 2020-12 only: core derives draft-07 and OpenAPI 3.0 from what
// it returns. That derivation reads the output as untrusted too, with the same bounds.

const schema: StandardSchemaV1 = {
  '~standard': { version: 1, vendor: 'handmade', validate: (value) => ({ value }) },
}
const DERIVED: JsonSchemaTarget[] = ['draft-07', 'openapi-3.0']

function convertedBy(output: () => unknown, target: JsonSchemaTarget): unknown {
  const adapted = withAdapter(schema, {
    vendor: 'handmade',
    targets: ['draft-2020-12'],
    toJsonSchema: () => output() as object,
  })
  try {
    return toJsonSchema(adapted, { io: 'input', target, onUnrepresentable: 'any' })
  } catch (error) {
    return error
  }
}

function failedAt(output: () => unknown, target: JsonSchemaTarget): string {
  const thrown = convertedBy(output, target)
  expect(thrown).toBeInstanceOf(UnrepresentableSchemaError)
  expect((thrown as UnrepresentableSchemaError).code).toBe('conversion-failed')
  return (thrown as UnrepresentableSchemaError).path
}

// `{}` here would tell the model any value is fine where the converter said nothing usable.
const NOT_SCHEMAS: [string, () => unknown, string][] = [
  ['a Map', () => ({ properties: { a: new Map([['type', 'string']]) } }), '/properties/a'],
  [
    'a class instance',
    () => ({
      properties: {
        a: new (class {
          type = 'number'
        })(),
      },
    }),
    '/properties/a',
  ],
  ['a RegExp', () => ({ properties: { a: /x/ } }), '/properties/a'],
  ['a Date', () => ({ properties: { a: new Date(0) } }), '/properties/a'],
  ['a boxed string', () => ({ properties: { a: new String('x') } }), '/properties/a'],
  ['a number', () => ({ properties: { a: 5 } }), '/properties/a'],
  ['an array of properties', () => ({ properties: [{ type: 'number' }] }), '/properties'],
  ['an array of $defs', () => ({ $defs: [{ type: 'string' }] }), '/$defs'],
  ['a null branch', () => ({ anyOf: [{ type: 'string' }, null] }), '/anyOf/1'],
  ['a number under not', () => ({ type: 'string', not: 5 }), '/not'],
]

describe.each(DERIVED)('a derived %s schema', (target) => {
  it.each(NOT_SCHEMAS)(
    'refuses %s where a schema belongs, as draft 2020-12 does',
    (_name, output, path) => {
      expect(failedAt(output, 'draft-2020-12')).toBe(path)
      expect(failedAt(output, target)).toBe(path)
    },
  )

  it('refuses a rejecting promise where a schema belongs, and leaves it handled', async () => {
    const unhandled = await unhandledRejectionsOf(() => {
      const output = () => ({ properties: { a: Promise.reject(new Error('p')) } })
      expect(failedAt(output, target)).toBe('/properties/a')
    })
    expect(unhandled).toEqual([])
  })

  // Each level holds the one below twice: 2^40 nodes when walked as a tree, 41 objects in memory.
  it.each(['anyOf', 'properties'])(
    'stops at the bound on an output that shares one %s sub-schema per level',
    (shape) => {
      let node: object = { type: 'string' }
      for (let level = 0; level < 40; level++) {
        node = shape === 'anyOf' ? { anyOf: [node, node] } : { properties: { a: node, b: node } }
      }
      const thrown = convertedBy(() => node, target)
      expect(thrown).toBeInstanceOf(UnrepresentableSchemaError)
      expect((thrown as UnrepresentableSchemaError).parts[0]?.message).toContain('1,000,000 values')
    },
  )

  it('never derives an empty schema from a getter that answers a promise when read again', async () => {
    const unhandled = await unhandledRejectionsOf(() => {
      const output = () => {
        let reads = 0
        return {
          type: 'object',
          properties: {
            get a() {
              reads++
              return reads === 1 ? { type: 'string' } : Promise.reject(new Error('late'))
            },
          },
        }
      }
      expect(failedAt(output, target)).toBe(failedAt(output, 'draft-2020-12'))
    })
    expect(unhandled).toEqual([])
  })

  // A getter that answers `null` once, then a string: the rewrite must see what is written.
  it('reads each enum member of the output once', () => {
    let reads = 0
    const output = () => {
      reads = 0
      const members: unknown[] = ['a']
      Object.defineProperty(members, 1, {
        enumerable: true,
        get: () => (++reads === 1 ? null : 'b'),
      })
      return { type: ['string', 'null'], enum: members }
    }
    const written = convertedBy(output, target) as Record<string, unknown>
    expect(reads).toBe(1)
    expect(written.enum).toEqual(['a', null])
    expect(convertedBy(output, 'draft-2020-12')).toMatchObject({ enum: ['a', null] })
    expect(reads).toBe(1)
  })
})

// A hand-written converter may refer into any sub-schema. Where a rewrite for an older target
// moves that sub-schema, the reference would point at nothing, or at another sub-schema.
describe('a $ref into a sub-schema that a target rewrite moves', () => {
  const nullable = {
    anyOf: [{ type: 'null' }, { type: 'object', properties: { x: { type: 'string' } } }],
  }
  const refIntoTuple = () => ({
    type: 'object',
    properties: {
      t: { type: 'array', prefixItems: [{ type: 'string', maxLength: 2 }] },
      b: { $ref: '#/properties/t/prefixItems/0' },
    },
  })
  const REFS_THROUGH_MOVES: [string, JsonSchemaTarget, () => unknown, string][] = [
    [
      'a null branch taken out, the other merged',
      'openapi-3.0',
      () => ({
        type: 'object',
        properties: { a: nullable, b: { $ref: '#/properties/a/anyOf/1/properties/x' } },
      }),
      '/properties/a',
    ],
    [
      'constraints wrapped beside a null-only branch',
      'openapi-3.0',
      () => ({
        type: 'object',
        properties: {
          a: {
            anyOf: [{ type: 'null' }, { type: 'object' }, { type: 'array' }],
            properties: { x: { type: 'string' } },
          },
          b: { $ref: '#/properties/a/properties/x' },
        },
      }),
      '/properties/a',
    ],
    ['a tuple written as items', 'openapi-3.0', refIntoTuple, '/properties/t'],
    ['a tuple written as items', 'draft-07', refIntoTuple, '/properties/t'],
    [
      'a nested $defs merged into definitions',
      'draft-07',
      () => ({
        type: 'object',
        properties: {
          a: { $defs: { X: { type: 'string', maxLength: 2 } }, type: 'object' },
          b: { $ref: '#/properties/a/$defs/X' },
        },
      }),
      '/properties/a',
    ],
    [
      'definitions overwritten by a $defs entry of the same name',
      'draft-07',
      () => ({
        type: 'object',
        definitions: { X: { type: 'number' } },
        $defs: { X: { type: 'string' } },
        properties: { b: { $ref: '#/definitions/X' } },
      }),
      '',
    ],
    [
      'allOf branches moved one place on by a reference with siblings',
      'openapi-3.0',
      () => ({
        type: 'object',
        $defs: { S: { type: 'string' } },
        properties: {
          a: { $ref: '#/$defs/S', maxLength: 3, allOf: [{ minLength: 1 }, { pattern: '^a' }] },
          b: { $ref: '#/properties/a/allOf/0' },
        },
      }),
      '/properties/a',
    ],
  ]

  it.each(REFS_THROUGH_MOVES)('is refused for %s (%s)', (_name, target, output, path) => {
    expect(convertedBy(output, 'draft-2020-12')).not.toBeInstanceOf(Error)
    expect(failedAt(output, target)).toBe(path)
  })

  it.each(DERIVED)(
    'still points where it did in %s, to $defs or to an untouched node',
    (target) => {
      const output = () => ({
        type: 'object',
        $defs: { S: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
        properties: {
          a: { $ref: '#/$defs/S' },
          b: { type: 'object', properties: { x: { type: 'integer' } } },
          c: { $ref: '#/properties/b/properties/x' },
          d: { $ref: '#/%zz' },
        },
      })
      const written = convertedBy(output, target) as {
        properties: Record<string, { $ref?: string }>
      }
      expect(written).not.toBeInstanceOf(Error)
      const defs = target === 'draft-07' ? 'definitions' : '$defs'
      expect(written.properties.a?.$ref).toBe(`#/${defs}/S`)
      expect(written.properties.c?.$ref).toBe('#/properties/b/properties/x')
    },
  )
})

// `prefixItems` must hold at least one schema, and so must draft-07's `items` list: a tuple
// with no positions written that way is a schema no validator compiles.
describe('a tuple with no positions', () => {
  it.each([
    [
      'draft-2020-12',
      { type: 'array', prefixItems: [], items: false },
      { type: 'array', items: false },
    ],
    ['draft-2020-12', { type: 'array', prefixItems: [] }, { type: 'array' }],
    [
      'draft-2020-12',
      { type: 'array', prefixItems: [], items: { type: 'string' } },
      { type: 'array', items: { type: 'string' } },
    ],
    ['draft-07', { type: 'array', prefixItems: [], items: false }, { type: 'array', items: false }],
    [
      'draft-07',
      { type: 'array', prefixItems: [], items: { type: 'number' } },
      { type: 'array', items: { type: 'number' } },
    ],
    [
      'openapi-3.0',
      { type: 'array', prefixItems: [], items: false },
      { type: 'array', maxItems: 0 },
    ],
  ] as const)('is written as what follows its positions (%s)', (target, output, written) => {
    expect(convertedBy(() => structuredClone(output), target)).toEqual(written)
  })

  it.each([
    [
      { type: 'array', items: [], additionalItems: false },
      { type: 'array', items: false },
    ],
    [{ type: 'array', items: [] }, { type: 'array' }],
    [
      { type: 'array', items: [], additionalItems: { type: 'string' } },
      { type: 'array', items: { type: 'string' } },
    ],
  ])(
    'is written as what follows its positions in a draft-07 converter’s own output',
    (output, written) => {
      const adapted = withAdapter(schema, {
        vendor: 'handmade',
        targets: ['draft-07'],
        toJsonSchema: () => structuredClone(output),
      })
      expect(toJsonSchema(adapted, { io: 'input', target: 'draft-07' })).toEqual(written)
    },
  )

  it('is rewritten on the quick path for a converter whose output is fresh', () => {
    const adapted = withAdapter(schema, {
      vendor: 'handmade',
      targets: ['draft-2020-12'],
      freshOutput: true,
      toJsonSchema: () => ({
        type: 'object',
        properties: { a: { type: 'array', prefixItems: [], items: false } },
      }),
    })
    expect(toJsonSchema(adapted, { io: 'input' })).toEqual({
      type: 'object',
      properties: { a: { type: 'array', items: false } },
    })
  })
})
