import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bad, type ConformanceCase, ok } from '../case'
import { describeConformance } from '../describe-conformance'
import type { FixtureSet } from '../fixture-set'
import { asDraft202012 } from './reference-dialect'
import { keywordDifferences } from './reference-keywords'
import { referenceProblems } from './reference-problems'
import { adapterEmitting, problemsOf, validator } from './test-fixtures/handmade-adapters'
import {
  besidesReference,
  LONG,
  longStringOrNatural,
  STRICTER,
  stringOrNatural,
  UNLIKE,
} from './test-fixtures/long-string-cases'

// Adapters wrong on purpose that hide their loss past the reference check's node limit: many
// faithful union branches first, then one that drops a bound. The reading must not stop there
// and pass: the case fails, naming the limit, the node where the reading stopped and how to
// raise the limit.

const UNREAD = "not read to the end beside the case's reference"
const EITHER_WAY =
  'so a keyword lost there (the schema admits values the case refuses) or added (the schema refuses values the case admits) would pass unseen: the case fails until the whole schema is read'
// The problems the rest of the kit finds: none, for each adapter below.
const besidesLimit = (problems: readonly string[]) =>
  besidesReference(problems).filter((problem) => !problem.startsWith(UNREAD))

// A string of at most 2,000,000 code points: no value the kit builds is that long, so only the
// reference check sees a `maxLength` dropped.
const faithful = { type: 'string', maxLength: LONG }
const longString: ConformanceCase = {
  title: 'a string of at most 2,000,000 characters',
  valid: [ok('a'), ok('')],
  invalid: [bad(1, []), bad(null, []), bad(true, [])],
  arbitrary: fc.oneof(fc.string({ maxLength: 4 }), fc.integer({ min: -3, max: 3 })),
  reference: faithful,
}
const upToLong = validator(
  (value) => typeof value === 'string' && Array.from(value).length <= LONG,
  'expected a string of at most 2,000,000 characters',
)
// `padding` faithful branches, then one that drops `maxLength`.
const lossyLast = (padding: number) => ({
  anyOf: [...Array.from({ length: padding }, () => ({ ...faithful })), { type: 'string' }],
})

// `padding` number branches first, so that the reference's string branch pairs with none read.
const numbersFirst = (padding: number) => ({
  anyOf: [
    ...Array.from({ length: padding }, () => ({ type: 'number', minimum: 0 })),
    { ...faithful },
    { type: 'string' },
  ],
})

const unread = (side: string, pointer: string, node: object, limit: number) =>
  `${UNREAD} on the ${side} side, target draft-2020-12: the reading stopped at schema node ${pointer} (${JSON.stringify(node)}), past the limit of ${limit} schema nodes set by \`referenceNodeLimit\`. Raise it in describeConformance's options (up to 1000000), or emit a smaller schema. Nothing from ${pointer} on was compared, ${EITHER_WAY}`

// One reading of the input side in draft 2020-12, as the kit makes it.
const inputReading = (reference: object, emitted: object) =>
  referenceProblems([{ side: 'input', target: 'draft-2020-12', reference, emitted }], {})

describe('a loss hidden past the node limit fails the case', () => {
  it('fails 20 faithful branches then a lossy one, past a limit of 20 nodes', async () => {
    const { problems } = await problemsOf(
      upToLong,
      adapterEmitting(() => lossyLast(20)),
      longString,
      {},
      { referenceNodeLimit: 20 },
    )
    expect(besidesLimit(problems)).toEqual([])
    expect(problems).toEqual([
      unread('input', '/anyOf/19', faithful, 20),
      unread('output', '/anyOf/19', faithful, 20),
    ])
  })

  it('fails 2,000 faithful branches then a lossy one, at the default limit', () => {
    expect(inputReading(faithful, lossyLast(2_000))).toEqual([
      unread('input', '/anyOf/1999', faithful, 2_000),
    ])
  })

  it('names the loss once the limit is raised past the schema, and passes a faithful one', async () => {
    const raised = { referenceNodeLimit: 100 }
    const lossy = await problemsOf(
      upToLong,
      adapterEmitting(() => lossyLast(20)),
      longString,
      {},
      raised,
    )
    expect(lossy.problems).toContain(
      `${UNLIKE} on the input side, target draft-2020-12, at schema node /anyOf/20: maxLength lost (reference ${LONG}); ${STRICTER}. Fix the adapter, or declare it if the library checks exactly what its schema says: unlikeReference: { <case>: [{ keyword: 'maxLength', pointer: '/anyOf/20', change: 'lost', side: 'input', target: 'draft-2020-12', reason: '…' }] }`,
    )
    const wholeUnion = { anyOf: Array.from({ length: 21 }, () => ({ ...faithful })) }
    const passed = await problemsOf(
      upToLong,
      adapterEmitting(() => wholeUnion),
      longString,
      {},
      raised,
    )
    expect(passed.problems).toEqual([])
  })
})

describe('a reference union whose emitted branches go unread', () => {
  it('names the limit, not a branch lost in the wrong direction, past a limit of 20', async () => {
    const { problems, text } = await problemsOf(
      stringOrNatural,
      adapterEmitting(() => numbersFirst(20)),
      longStringOrNatural,
      {},
      { referenceNodeLimit: 20 },
    )
    expect(besidesLimit(problems)).toEqual([])
    const number = { type: 'number', minimum: 0 }
    expect(problems).toEqual([
      unread('input', '/anyOf/19', number, 20),
      unread('output', '/anyOf/19', number, 20),
    ])
    expect(text).not.toContain('branch lost')
  })

  it('names the limit at the default limit too', () => {
    const found = inputReading(longStringOrNatural.reference as object, numbersFirst(2_000))
    expect(found).toEqual([unread('input', '/anyOf/1999', { type: 'number', minimum: 0 }, 2_000)])
  })
})

describe('attack: schemas too deep or too large to read', () => {
  it('100,000 nested unions stop at the nesting limit, without a stack overflow', () => {
    let deep: object = { type: 'string' }
    for (let level = 0; level < 100_000; level++) deep = { anyOf: [deep] }
    const { unread } = keywordDifferences(faithful, deep, 1_000_000)
    expect(unread?.cause).toBe('depth')
  })

  it('a draft-07 schema past five times the node limit fails where the rewrite stopped', () => {
    const definitions = Object.fromEntries(
      Array.from({ length: 200 }, (_, at) => [`d${at}`, { type: 'string' }]),
    )
    const emitted = { type: 'string', maxLength: LONG, definitions }
    expect(asDraft202012(emitted, 'draft-07', 20).unread).toMatchObject({
      pointer: '/definitions/d99',
      cause: 'nodes',
    })
    const problems = referenceProblems(
      [{ side: 'output', target: 'draft-07', reference: faithful, emitted }],
      {},
      [],
      20,
    )
    expect(problems).toEqual([
      `${UNREAD} on the output side, target draft-07: the reading stopped at schema node /definitions/d99 ({"type":"string"}), past the limit of 20 schema nodes set by \`referenceNodeLimit\`. Raise it in describeConformance's options (up to 1000000), or emit a smaller schema. Nothing from /definitions/d99 on was compared, ${EITHER_WAY}`,
    ])
  })
})

describe('referenceNodeLimit', () => {
  it.each([0, -1, 1.5, Number.NaN, 1_000_001])(
    'refuses %s before any case is registered',
    (limit) => {
      expect(() =>
        describeConformance('handmade', {} as FixtureSet, { referenceNodeLimit: limit }),
      ).toThrow(
        `describeConformance: referenceNodeLimit must be a whole number from 1 to 1000000, not ${limit}`,
      )
    },
  )
})
