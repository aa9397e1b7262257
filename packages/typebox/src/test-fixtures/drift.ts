import { Type } from 'typebox'
import { standard } from '../standard'

// Schemas beyond the kit's cases where a review found TypeBox and the emitted JSON Schema
// apart; the drift proof (packages/drift) judges each on these values, the string probes it
// adds, and more: a `RegExp` given as `pattern` was emitted as `{}`.

/** Each with the values that showed the gap. */
export const typeboxExtraCases = [
  {
    name: 'regexObjectPattern',
    schema: standard(
      Type.Object({
        a: Type.String({ pattern: /^[\d-z]+$/ }),
        b: Type.String({ pattern: /^ab$/i }),
        c: Type.String({ pattern: /^.$/ }),
      }),
    ),
    samples: [
      { a: '-', b: 'AB', c: '😀' },
      { a: 'a', b: 'ab', c: 'a' },
      { a: '', b: '', c: '' },
    ],
  },
  {
    name: 'unicodePattern',
    schema: standard(Type.Object({ a: Type.String({ pattern: '^\\p{L}+$' }) })),
    samples: [{ a: 'é' }, { a: '1' }, { a: '😀' }],
  },
  {
    name: 'formatsApartFromAjv',
    schema: standard(
      Type.Object({
        r: Type.String({ format: 'regex' }),
        u: Type.String({ format: 'uri-reference' }),
        t: Type.String({ format: 'uri-template' }),
        n: Type.Array(Type.Number(), { uniqueItems: true }),
        id: Type.Unsafe<string>({ type: 'string', format: 'uuid' }),
      }),
    ),
    samples: [
      {
        r: '{',
        u: ':g7',
        t: "'A!0",
        n: [0, -0],
        id: 'urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6',
      },
      { r: 'a+', u: 'a', t: 'a', n: [1, 2], id: 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6' },
    ],
  },
  {
    name: 'unsafeNestedDefs',
    schema: standard(
      Type.Object({
        v: Type.Unsafe({
          $defs: { A: { type: 'string', minLength: 2 } },
          type: 'object',
          properties: { a: { $ref: '#/$defs/A' } },
        }),
      }),
    ),
    samples: [{ v: { a: 'a' } }, { v: { a: 'ab' } }],
  },
]
