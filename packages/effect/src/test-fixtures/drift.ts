import { Schema } from 'effect'

// Schemas beyond the kit's cases where a review found Effect and the emitted JSON Schema apart;
// the drift proof (packages/drift) judges each on these values, the string probes it adds, and
// more: regexes in Annex B syntax or with flags, and checks after a decoding transformation.
const std = Schema.toStandardSchemaV1
const regex = (pattern: RegExp) =>
  std(Schema.Struct({ s: Schema.String.check(Schema.isPattern(pattern)) }))

/** Each with the values that showed the gap. */
export const effectExtraCases = [
  { name: 'regexRangeAfterClassEscape', schema: regex(/^[\d-z]+$/), samples: [{ s: '-' }] },
  { name: 'regexLoneBrace', schema: regex(/^a{$/), samples: [{ s: 'a{' }] },
  { name: 'regexPropertyEscape', schema: regex(/^\p{L}+$/u), samples: [{ s: 'é' }, { s: '1' }] },
  { name: 'regexDotEmoji', schema: regex(/^.$/), samples: [{ s: '😀' }, { s: 'a' }] },
  { name: 'regexNegatedEmoji', schema: regex(/^[^a]$/), samples: [{ s: '😀' }, { s: 'b' }] },
  { name: 'regexIgnoreCase', schema: regex(/^ab$/i), samples: [{ s: 'AB' }, { s: 'aB' }] },
  { name: 'regexMultiline', schema: regex(/^b$/m), samples: [{ s: 'a\nb' }, { s: 'b' }] },
  {
    name: 'regexTwo',
    schema: std(
      Schema.Struct({ s: Schema.String.check(Schema.isPattern(/a/), Schema.isPattern(/b/)) }),
    ),
    samples: [{ s: 'ab' }, { s: 'a' }, { s: 'b' }],
  },
  {
    name: 'checksAfterTrim',
    schema: std(Schema.Struct({ s: Schema.Trim.check(Schema.isMinLength(3)) })),
    samples: [{ s: ' ab ' }, { s: 'abc' }, { s: 'ab' }],
  },
  // A record keyed by a checked string: Effect leaves its values out.
  {
    name: 'recordKeyMinLength',
    schema: std(Schema.Record(Schema.String.check(Schema.isMinLength(2)), Schema.Number)),
    samples: [{ ab: 'x' }, { ab: 1 }, { ab: null }, { a: 'x' }, { '😀': 'x' }, { é: 1 }],
  },
  {
    name: 'recordKeyChecksNested',
    schema: std(
      Schema.Struct({
        r: Schema.Record(
          Schema.String.check(Schema.isStartingWith('a.'), Schema.isMaxCodePoints(3)),
          Schema.Struct({ n: Schema.Number }),
        ),
      }),
    ),
    samples: [{ r: { 'a.b': { n: 'x' } } }, { r: { 'a.b': 5 } }, { r: { 'a.bc': 5 } }, { r: {} }],
  },
  {
    name: 'recordTemplateKeyNumber',
    schema: std(Schema.Record(Schema.TemplateLiteral(['k', Schema.Number]), Schema.Number)),
    samples: [{ k1: 'NaN' }, { k1: 'Infinity' }, { k1: 1 }],
  },
  {
    name: 'templateLiteralInt',
    schema: std(
      Schema.Struct({ a: Schema.TemplateLiteral([Schema.Number.check(Schema.isInt())]) }),
    ),
    samples: [{ a: '1' }, { a: '1.5' }, { a: '1e3' }, { a: '1.0' }, { a: '-0' }],
  },
  {
    name: 'tupleAfterRest',
    schema: std(
      Schema.Struct({
        a: Schema.TupleWithRest(Schema.Tuple([Schema.String]), [Schema.Number, Schema.String]),
      }),
    ),
    samples: [{ a: ['a', 'b'] }, { a: ['a', 1, 'b'] }, { a: ['a', 1] }, { a: ['a'] }],
  },
  {
    name: 'fromJsonString',
    schema: std(Schema.Struct({ a: Schema.fromJsonString(Schema.Struct({ b: Schema.Number })) })),
    samples: [{ a: '{"b":1}' }, { a: '{"b":"x"}' }, { a: 'x' }, { a: '{"b":"NaN"}' }],
  },
]
