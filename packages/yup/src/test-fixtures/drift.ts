import * as y from 'yup'

// Schemas beyond the kit's cases where a review of the adapter found Yup and the emitted JSON
// Schema apart; the drift proof (packages/drift) judges each on these values and more.
const strict = () => y.string().strict()

/** Each with the values that showed the gap. */
export const yupExtraCases = [
  {
    // y.mixed() refuses null unless nullable: `{}` accepted it.
    name: 'mixedDefined',
    schema: y.object({ a: y.mixed().defined(), b: y.mixed().nullable() }).strict(),
    samples: [{ a: 1 }, { a: null }, { a: 'x', b: null }, { a: [], b: {} }, {}],
  },
  {
    // A y.ref() in oneOf() is compared with another field per value: it was emitted as the
    // object `{ type: 'ref', key: 'a' }` inside `enum`.
    name: 'oneOfReference',
    schema: y.object({ a: strict().defined(), b: strict().oneOf([y.ref('a')]) }).strict(),
    samples: [{ a: 'x', b: 'x' }, { a: 'x', b: 'y' }, { a: 'x' }, { a: 'x', b: 'ref' }],
  },
  {
    // Written without `u`: `\_`, `\#` and the `-` of `[\w-_]` do not compile with `u`.
    name: 'matchesWithoutUnicode',
    schema: strict().matches(/^[\w-_]+#?$/),
    samples: ['a_b', 'a-b#', 'a b', '#', 'ab##', '😀'],
  },
  {
    // Yup runs `value.search(regex)`: a sticky regex matches at the start only.
    name: 'matchesSticky',
    schema: strict().matches(/\d+/y),
    samples: ['12', '1a', 'a1', '', 'ab'],
  },
  {
    // Yup's tuple type check is `value.length === items.length`, optional items or not.
    name: 'tupleOptionalItem',
    schema: y.tuple([strict().defined(), y.number().strict()]).strict(),
    samples: [['a', 1], ['a'], [], ['a', 1, 2], ['a', null]],
  },
  {
    // A y.mixed() type check is a function describe() leaves out: `{}` accepted what it refuses.
    name: 'mixedTypeCheck',
    schema: y
      .object({ a: y.mixed((value): value is number => typeof value === 'number').defined() })
      .strict(),
    samples: [{ a: 1 }, { a: 'x' }, { a: [] }],
  },
  {
    // A .when() made `a` required when `k` is "x": the schema said optional, unreported.
    name: 'whenCondition',
    schema: y
      .object({
        k: strict(),
        a: strict().when('k', ([k], s) => (k === 'x' ? s.required() : s)),
        b: strict()
          .required()
          .when('k', ([k], s) => (k === 'y' ? s.optional() : s)),
      })
      .strict(),
    samples: [{ k: 'x', b: 'b' }, { k: 'x', a: 'y', b: 'b' }, { k: 'y' }, { b: 'b' }],
  },
  {
    // `excludeEmptyString` let "" through where the pattern refused it; describe() lists one
    // matches() per name, so a second regex was missing.
    name: 'stringPatterns',
    schema: y
      .object({
        a: strict().matches(/^a+$/, { excludeEmptyString: true }),
        b: strict().matches(/^a/).matches(/b$/),
        c: strict().email().matches(/^x/i, { excludeEmptyString: true }),
      })
      .strict(),
    samples: [
      { a: '', b: 'ab', c: '' },
      { a: 'aa', b: 'ax', c: 'x@b.co' },
      { a: 'b', b: 'xb', c: 'X@b.co' },
    ],
  },
  {
    // A oneOf() listing undefined was emitted with null in its enum.
    name: 'oneOfUndefined',
    schema: y.object({ a: y.mixed().oneOf(['a', undefined]) }).strict(),
    samples: [{ a: 'a' }, { a: null }, {}, { a: 'b' }],
  },
  {
    // Without strict(), Yup fills a missing key with its default and checks that: a nested
    // object became `{}` and failed its required field, a refused default failed, and a
    // required key with a default passed; `.noUnknown()` dropped unknown keys it refuses
    // strictly.
    name: 'filledKeys',
    schema: y.object({
      address: y.object({ city: y.string().required() }).optional(),
      name: y.string().required().default('anon'),
      nick: y.string().min(3).default('ab'),
      extra: y.object({ b: y.string() }).noUnknown(),
    }),
    samples: [
      {},
      { address: { city: 'Oslo' }, nick: 'abc' },
      { address: {}, nick: 'abc', extra: { b: 'x', c: 1 } },
      { address: null, nick: 'ab' },
    ],
  },
  {
    // Without strict(), Yup runs ensure(), json(), round() and truncate() before it checks, and
    // checks oneOf() on the cast value: nothing of it was warned.
    name: 'castTransforms',
    schema: y.object({
      tags: y.array(y.string()).ensure(),
      ids: y.array(y.number()).json(),
      n: y.number().truncate().min(0.5).max(1),
      r: y.number().round().integer().max(1),
      five: y.number().oneOf([5]),
      yes: y.boolean().oneOf([true]),
    }),
    samples: [
      { tags: 'x', ids: '[1,2]', n: 1.9, r: 1.4, five: '5', yes: 'true' },
      { tags: null, ids: [1], n: 0.9, r: 0.6, five: 5, yes: true },
      { n: 0.5, r: 2.5 },
      {},
    ],
  },
]
