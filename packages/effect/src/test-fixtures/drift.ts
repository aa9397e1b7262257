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
]
