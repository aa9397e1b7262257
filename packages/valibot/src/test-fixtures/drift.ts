import * as v from 'valibot'

// Schemas beyond the kit's cases where a review found Valibot and the emitted JSON Schema
// apart; the drift proof (packages/drift) judges each on these values, the string probes it
// adds, and more: checks after a transformation were dropped from the input schema.

/** Each with the values that showed the gap. */
export const valibotExtraCases = [
  {
    name: 'checksAfterTransform',
    schema: v.object({
      s: v.pipe(
        v.string(),
        v.transform((value) => value.trim()),
        v.minLength(3),
      ),
      n: v.pipe(v.unknown(), v.transform(Number), v.number(), v.minValue(1)),
    }),
    samples: [
      { s: ' ab ', n: '5' },
      { s: 'abc', n: 0 },
      { s: 'abc', n: 'x' },
    ],
  },
  {
    name: 'regexFlags',
    schema: v.object({
      a: v.pipe(v.string(), v.regex(/^[\d-z]+$/)),
      b: v.pipe(v.string(), v.regex(/^ab$/i)),
      c: v.pipe(v.string(), v.regex(/^.$/)),
    }),
    samples: [
      { a: '-', b: 'AB', c: '😀' },
      { a: 'a', b: 'ab', c: 'a' },
    ],
  },
]
