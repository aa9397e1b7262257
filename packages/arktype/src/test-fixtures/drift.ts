import type { StandardSchemaV1 } from '@polytool/core'
import { type } from 'arktype'

// Schemas beyond the kit's cases where a review found ArkType and the emitted JSON Schema apart;
// the drift proof (packages/drift) judges each on these values, the string probes it adds, and
// more: regexes copied without their flags or in Annex B syntax, and types checked after a morph.
const regex = (pattern: RegExp) => type({ s: type('string').and(pattern) })

// TypeScript refuses Annex B's `/\8/` (a backreference to no group, read as "8") as a literal.
const annexB = (source: string) => new RegExp(source)

/** Each with the values that showed the gap. */
export const arktypeExtraCases: readonly {
  readonly name: string
  readonly schema: StandardSchemaV1
  readonly samples: readonly unknown[]
}[] = [
  { name: 'regexRangeAfterClassEscape', schema: regex(/^[\d-z]+$/), samples: [{ s: '-' }] },
  { name: 'regexLoneBrace', schema: regex(/^a{$/), samples: [{ s: 'a{' }] },
  { name: 'regexEscapedDash', schema: regex(/^-$/), samples: [{ s: '-' }] },
  { name: 'regexLoneBracket', schema: regex(/^]$/), samples: [{ s: ']' }] },
  { name: 'regexBackslashEight', schema: regex(annexB('^\\8$')), samples: [{ s: '8' }] },
  { name: 'regexPropertyEscape', schema: regex(/^\p{L}+$/u), samples: [{ s: 'é' }, { s: '1' }] },
  { name: 'regexCodePointEscape', schema: regex(/^\u{41}$/u), samples: [{ s: 'A' }, { s: 'u' }] },
  { name: 'regexDotEmoji', schema: regex(/^.$/), samples: [{ s: '😀' }, { s: 'a' }] },
  { name: 'regexNegatedEmoji', schema: regex(/^[^a]$/), samples: [{ s: '😀' }, { s: 'b' }] },
  { name: 'regexIgnoreCase', schema: regex(/^ab$/i), samples: [{ s: 'AB' }, { s: 'aB' }] },
  { name: 'regexDotAll', schema: regex(/^a.b$/s), samples: [{ s: 'a\nb' }, { s: 'axb' }] },
  { name: 'regexMultiline', schema: regex(/^b$/m), samples: [{ s: 'a\nb' }, { s: 'b' }] },
  {
    name: 'pipeIntoType',
    schema: type({
      s: type('string').pipe((value) => value.trim(), type('string >= 3')),
      t: type('string')
        .pipe((value) => value.trim())
        .to('string >= 3'),
    }),
    samples: [
      { s: ' ab ', t: 'abc' },
      { s: 'abc', t: ' ab ' },
    ],
  },
  {
    name: 'parsingKeywords',
    schema: type({ j: 'string.json.parse', i: 'string.integer.parse', ip: 'string.ip.v6' }),
    samples: [
      { j: 'x', i: '9007199254740993', ip: 'fe80::1%eth0' },
      { j: '{}', i: '-9007199254740991', ip: '::1' },
    ],
  },
  {
    name: 'constrainedIndexKey',
    schema: type({ '[string > 2]': 'number', o: { '+': 'reject', '[string.date]': 'number' } }),
    samples: [
      { abc: 'x', o: { '2020-01-01': 'x' } },
      { abc: 1, ab: 'x', o: { '2020-01-01': 1 } },
    ],
  },
  {
    name: 'deleteBesideMorphs',
    schema: type({
      '+': 'delete',
      j: 'string.json.parse',
      i: 'string.integer.parse',
      n: type('string').pipe((s) => s.length, type('number > 2')),
    }),
    samples: [
      { j: 'x', i: '9007199254740993', n: 'a' },
      { j: '{}', i: '1', n: 'abc', extra: 1 },
    ],
  },
  {
    name: 'refusingMorph',
    schema: type({
      v: type('string').pipe((s, ctx) => (Number.isNaN(Number(s)) ? ctx.error('numeric') : +s)),
    }),
    samples: [{ v: 'x' }, { v: '1' }],
  },
  {
    name: 'sameSourceDifferentFlags',
    schema: type({ a: /^ab$/i, b: /^ab$/ }),
    samples: [
      { a: 'ab', b: 'AB' },
      { a: 'AB', b: 'ab' },
    ],
  },
]
