import { describe, expect, it } from 'vitest'
import { conformanceCases } from '../cases'
import { keywordDifferences } from './reference-keywords'
import { referenceProblems } from './reference-problems'

// The keywords of an emitted schema read beside the case's reference: the same assertions
// written another way are no difference, and a difference is excused only where declared.

const { enumNullable, nestedObject, recordKeyPattern, tuple, recursive, multipleOf, stringLength } =
  conformanceCases

describe('the same assertions written another way', () => {
  it.each([
    [
      'a type list as branches',
      { type: ['string', 'null'] },
      { anyOf: [{ type: 'string' }, { type: 'null' }] },
    ],
    [
      'an enum as branches of consts',
      enumNullable.reference,
      { anyOf: [{ const: 'red' }, { const: 'green' }, { type: 'null', const: null }] },
    ],
    [
      'subschemas that admit everything',
      nestedObject.reference,
      JSON.parse(
        '{"type":"object","additionalProperties":true,"properties":{"user":{"type":"object","additionalProperties":{},"properties":{"name":{"type":"string"},"address":{"type":"object","properties":{"city":{"type":"string"}},"required":["city"]}},"required":["name","address"]}},"required":["user"]}',
      ),
    ],
    [
      'a closed record keyed by a pattern',
      recordKeyPattern.reference,
      {
        type: 'object',
        patternProperties: { '^[a-z]+$': { type: 'number' } },
        additionalProperties: false,
      },
    ],
    [
      'a tuple closed by maxItems',
      tuple.reference,
      {
        type: 'array',
        prefixItems: [{ type: 'string' }, { type: 'number' }],
        minItems: 2,
        maxItems: 2,
      },
    ],
    [
      'a recursive schema under another $defs name, with its parts in allOf',
      recursive.reference,
      {
        $ref: '#/$defs/node',
        $defs: {
          node: {
            allOf: [
              { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
              {
                properties: { children: { type: 'array', items: { $ref: '#/$defs/node' } } },
                required: ['children'],
              },
            ],
          },
        },
      },
    ],
    ['integers for multiples of 5', multipleOf.reference, { type: 'integer', multipleOf: 5 }],
    [
      'an enum with null as its own branch',
      enumNullable.reference,
      { anyOf: [{ type: 'string', enum: ['red', 'green'] }, { type: 'null' }] },
    ],
  ] as const)('%s', (_name, reference, emitted) => {
    expect(keywordDifferences(reference as object, emitted).differences).toEqual([])
  })
})

// One reading of the input side in draft 2020-12, as the kit makes it.
const onInput = (reference: object, emitted: object) => [
  { side: 'input', target: 'draft-2020-12', reference, emitted } as const,
]

describe('a difference', () => {
  const nested = nestedObject.reference as object
  const withoutCity = JSON.parse(
    JSON.stringify(nested).replace('"required":["city"]', '"minProperties":1'),
  )

  it('is named with its node, keyword, change and values', () => {
    expect(keywordDifferences(nested, withoutCity).differences).toEqual([
      {
        pointer: '/properties/user/properties/address',
        keyword: 'minProperties',
        change: 'added',
        emitted: 1,
      },
      {
        pointer: '/properties/user/properties/address',
        keyword: 'required',
        change: 'lost',
        reference: 'city',
      },
    ])
  })

  it('in one branch of a union the reference does not have is named at that branch', () => {
    const exact = { type: 'string', minLength: 2, maxLength: 5 }
    const emitted = { anyOf: [exact, { type: 'string', minLength: 40 }] }
    expect(keywordDifferences(stringLength.reference as object, emitted).differences).toEqual([
      { pointer: '/anyOf/1', keyword: 'maxLength', change: 'lost', reference: 5 },
    ])
  })

  it('is excused by a declaration of its keyword, pointer and change only', () => {
    const pointer = '/properties/user/properties/address'
    const reason = 'on purpose'
    const both = [
      { keyword: 'required', pointer, change: 'lost', reason },
      { keyword: 'minProperties', pointer, change: 'added', reason },
    ] as const
    expect(referenceProblems(onInput(nested, withoutCity), {}, both)).toEqual([])
    const elsewhere = referenceProblems(onInput(nested, withoutCity), {}, [
      { ...both[0], pointer: '/properties/user' },
      both[1],
    ])
    expect(elsewhere).toHaveLength(2)
    expect(elsewhere[0]).toMatch(
      /^unlike the case's reference on the input side, target draft-2020-12, at schema node \/properties\/user\/properties\/address: required lost \(reference "city"\)/,
    )
    expect(elsewhere[1]).toBe(
      "declared unlike the reference (on purpose): required lost at /properties/user (both sides, every target), but there the schema says what the case's reference says: remove the declaration, or fix its keyword, pointer, change, side and target",
    )
  })

  it('below a node declared lossy as a whole is not judged', () => {
    const emitted = structuredClone(nested) as {
      properties: { user: { properties: { address: object } } }
    }
    emitted.properties.user.properties.address = { description: 'built per value' }
    const lossy = {
      code: 'constraint',
      pointer: '/properties/user/properties/address',
      wholeNode: true,
      reason: 'built per value',
    } as const
    expect(referenceProblems(onInput(nested, emitted), {})).not.toEqual([])
    expect(referenceProblems(onInput(nested, emitted), { lossy })).toEqual([])
  })
})

describe('union branches, paired by JSON type and listed values', () => {
  const { discriminatedUnion } = conformanceCases
  const shapes = discriminatedUnion.reference as { oneOf: object[] }
  const [circle, square] = shapes.oneOf as [object, object]

  it('in another order, or as anyOf, are no difference', () => {
    expect(keywordDifferences(shapes, { anyOf: [square, circle] }).differences).toEqual([])
  })

  it('merged into one are each compared with it, at its pointer', () => {
    const merged = {
      type: 'object',
      properties: {
        kind: { enum: ['circle', 'square'] },
        radius: { type: 'number' },
        side: { type: 'number' },
      },
      required: ['kind'],
    }
    const found = keywordDifferences(shapes, { anyOf: [merged] }).differences
    expect(found).toContainEqual({
      pointer: '/anyOf/0',
      keyword: 'required',
      change: 'lost',
      reference: 'radius',
    })
    expect(found).toContainEqual({
      pointer: '/anyOf/0',
      keyword: 'required',
      change: 'lost',
      reference: 'side',
    })
    expect(found).toContainEqual({
      pointer: '/anyOf/0/properties/kind',
      keyword: 'enum',
      change: 'changed',
      reference: ['circle'],
      emitted: ['circle', 'square'],
    })
  })

  it('with one more emitted branch, like a reference one, name what it lost of it', () => {
    const triangle = {
      type: 'object',
      properties: { kind: { const: 'triangle' }, radius: { type: 'number' } },
      required: ['kind'],
    }
    expect(
      keywordDifferences(shapes, { oneOf: [circle, square, triangle] }).differences,
    ).toContainEqual({
      pointer: '/oneOf/2',
      keyword: 'required',
      change: 'lost',
      reference: 'radius',
    })
  })

  it('with no counterpart at all are a branch lost or added', () => {
    const reference = { anyOf: [{ type: 'string', maxLength: 3 }, { type: 'number' }] }
    expect(keywordDifferences(reference, { type: 'string', maxLength: 3 }).differences).toEqual([
      {
        pointer: '',
        keyword: 'type',
        change: 'added',
        reference: ['string', 'number'],
        emitted: ['string'],
      },
      { pointer: '', keyword: 'branch', change: 'lost', reference: { type: 'number' } },
    ])
    const extra = { anyOf: [...reference.anyOf, { type: 'boolean' }] }
    expect(keywordDifferences(reference, extra).differences).toEqual([
      {
        pointer: '',
        keyword: 'type',
        change: 'lost',
        reference: ['string', 'number'],
        emitted: ['string', 'number', 'boolean'],
      },
      { pointer: '/anyOf/2', keyword: 'branch', change: 'added', emitted: { type: 'boolean' } },
    ])
  })

  it('a type list as branches beside a union of the same types is no difference', () => {
    const reference = {
      anyOf: [
        { type: 'string', maxLength: 3 },
        { type: 'number', minimum: 0 },
      ],
    }
    expect(
      keywordDifferences(reference, { type: ['string', 'number'], maxLength: 3, minimum: 0 })
        .differences,
    ).toEqual([])
  })

  it('attack: 100,000 emitted branches are read to a limit, which says where it stopped', () => {
    const many = {
      anyOf: Array.from({ length: 100_000 }, (_, at) => ({
        const: `k${at}`,
        type: 'string',
        minLength: 1,
      })),
    }
    const started = performance.now()
    const { unread } = keywordDifferences(shapes, many)
    expect(unread).toMatchObject({ pointer: '/anyOf/1999', cause: 'nodes' })
    expect(performance.now() - started).toBeLessThan(5_000)
  })
})
