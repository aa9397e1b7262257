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
  {
    name: 'refusedDefaults',
    schema: v.object({
      a: v.optional(v.pipe(v.string(), v.minLength(3)), 'ab'),
      b: v.nullish(v.string(), 'd'),
      c: v.nullable(v.pipe(v.number(), v.minValue(0)), -1),
    }),
    samples: [{ c: 1 }, { a: 'abc', b: null, c: null }, { a: 'ab', b: 'x', c: 0 }],
  },
  {
    name: 'tupleItems',
    schema: v.object({
      plain: v.tuple([v.string(), v.optional(v.number())]),
      strict: v.strictTuple([v.optional(v.string()), v.number(), v.nullish(v.string())]),
    }),
    samples: [
      { plain: ['a'], strict: [null, 1] },
      { plain: ['a', 1, 2], strict: ['a', 1, null, 'x'] },
      { plain: [], strict: [] },
    ],
  },
  {
    name: 'recordSkippedKeys',
    schema: v.object({
      r: v.record(v.string(), v.number()),
      o: v.record(v.string(), v.object({ n: v.number() })),
      w: v.objectWithRest({ a: v.string() }, v.number()),
    }),
    samples: [
      JSON.parse(
        '{"r":{"constructor":"x","prototype":{"a":1},"__proto__":"y"},"o":{"constructor":{"n":"x"}},"w":{"a":"x","constructor":"y"}}',
      ),
      { r: { a: 1 }, o: { k: { n: 1 } }, w: { a: 'x', b: 2 } },
    ],
  },
]
