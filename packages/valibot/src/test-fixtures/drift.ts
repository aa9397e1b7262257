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
  {
    name: 'arrayIncludes',
    schema: v.object({
      tags: v.pipe(v.array(v.string()), v.includes('urgent')),
      both: v.pipe(v.array(v.string()), v.includes('a'), v.includes('b')),
    }),
    samples: [
      { tags: ['urgent'], both: ['b', 'a'] },
      { tags: [], both: ['a'] },
      { tags: ['x'], both: [] },
    ],
  },
  {
    name: 'fractionalMultipleOf',
    schema: v.object({ step: v.pipe(v.number(), v.multipleOf(0.1)) }),
    samples: [{ step: 0.5 }, { step: 0.3 }, { step: 0.2 }, { step: 1 }],
  },
  {
    name: 'regexFormats',
    schema: v.object({
      dateTime: v.pipe(v.string(), v.isoDateTime()),
      timestamp: v.pipe(v.string(), v.isoTimestamp()),
      date: v.pipe(v.string(), v.isoDate()),
      time: v.pipe(v.string(), v.isoTime()),
      rfcEmail: v.pipe(v.string(), v.rfcEmail()),
      email: v.pipe(v.string(), v.email()),
      ipv6: v.pipe(v.string(), v.ipv6()),
    }),
    samples: [
      {
        dateTime: '2024-01-01T10:00',
        timestamp: '2024-02-30T10:00:00 +01:00',
        date: '2024-02-30',
        time: '10:00',
        rfcEmail: 'a@b',
        email: 'a@b.co',
        ipv6: 'fe80::1%eth0',
      },
      {
        dateTime: '2024-01-01T10:00:00Z',
        timestamp: '2024-01-01t10:00:00z',
        date: '2024-01-01',
        time: '10:00:00Z',
        rfcEmail: '.a@b.co',
        email: 'a@b.c',
        ipv6: '1:2:3:4:5:6:1.2.3.4',
      },
    ],
  },
]
