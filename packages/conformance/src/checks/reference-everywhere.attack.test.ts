import { markInexact } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { conformanceCases } from '../cases'
import { referenceProblems } from './reference-problems'
import { referenceFor } from './reference-readings'
import { adapterEmitting, problemsOf, validator } from './test-fixtures/handmade-adapters'
import {
  besidesReference,
  LONG,
  longStringOrNatural,
  STRICTER,
  stringOrNatural,
  UNLIKE,
} from './test-fixtures/long-string-cases'

// Adapters wrong on purpose where no value shows it: the keyword they drop is one the validator
// is declared looser than, or a bound past every value the kit builds. Only reading each side
// of each target beside the case's reference sees them; the rest of the kit passes them, and
// the tests say so.

// Strings of at most 5 code points: the `minLength: 2` of the case is not checked (declared).
const atMostFive = validator(
  (value) => typeof value === 'string' && Array.from(value).length <= 5,
  'expected at most 5 characters',
)
const minLengthLooser = { looser: { keyword: 'minLength', reason: 'only maxLength is checked' } }
const withMinLength = () =>
  markInexact(
    { type: 'string', minLength: 2, maxLength: 5 },
    'minLength',
    'looser',
    'only maxLength is checked',
  )

// Integers from 1: the `maximum: 10` of the case is not checked (declared).
const fromOne = validator(
  (value) => typeof value === 'number' && Number.isInteger(value) && value >= 1,
  'expected an integer from 1',
)
const maximumLooser = {
  looser: { keyword: 'maximum', side: 'input', reason: 'only minimum is checked' },
} as const

describe('the kit reads every target and both sides beside the reference', () => {
  it('fails `minLength` dropped only for the OpenAPI 3.0 target', async () => {
    const { problems, text } = await problemsOf(
      atMostFive,
      adapterEmitting(
        ({ target }) =>
          target === 'openapi-3.0' ? { type: 'string', maxLength: 5 } : withMinLength(),
        ['draft-2020-12', 'draft-07', 'openapi-3.0'],
      ),
      conformanceCases.stringLength,
      minLengthLooser,
    )
    expect(besidesReference(problems)).toEqual([])
    for (const side of ['input', 'output']) {
      expect(text).toContain(
        `${UNLIKE} on the ${side} side, target openapi-3.0, at schema node (root): minLength lost (reference 2); ${STRICTER}`,
      )
    }
    expect(text).not.toContain('target draft-2020-12')
    expect(text).not.toContain('target draft-07')
  })

  it('passes the same adapter with the drop declared for that target, and for no other', async () => {
    const adapter = adapterEmitting(
      ({ target }) =>
        target === 'openapi-3.0' ? { type: 'string', maxLength: 5 } : withMinLength(),
      ['draft-2020-12', 'openapi-3.0'],
    )
    const declared = {
      keyword: 'minLength',
      change: 'lost',
      target: 'openapi-3.0',
      reason: 'on purpose',
    } as const
    const kase = conformanceCases.stringLength
    const passed = await problemsOf(atMostFive, adapter, kase, minLengthLooser, {
      unlike: [declared],
    })
    expect(passed.problems).toEqual([])
    const elsewhere = await problemsOf(atMostFive, adapter, kase, minLengthLooser, {
      unlike: [{ ...declared, target: 'draft-2020-12' }],
    })
    expect(elsewhere.text).toContain('target openapi-3.0, at schema node (root): minLength lost')
    expect(elsewhere.text).toContain(
      'declared unlike the reference (on purpose): minLength lost at (root) (both sides, draft-2020-12)',
    )
  })

  it('fails a `maximum` dropped only on the output side', async () => {
    const { problems, text } = await problemsOf(
      fromOne,
      adapterEmitting(({ io }) =>
        io === 'output'
          ? { type: 'integer', minimum: 1 }
          : markInexact(
              { type: 'integer', minimum: 1, maximum: 10 },
              'maximum',
              'looser',
              'only minimum is checked',
            ),
      ),
      conformanceCases.integerRange,
      maximumLooser,
    )
    expect(besidesReference(problems)).toEqual([])
    expect(text).toBe(
      `${UNLIKE} on the output side, target draft-2020-12, at schema node (root): maximum lost (reference 10); ${STRICTER}. Fix the adapter, or declare it if the library checks exactly what its schema says: unlikeReference: { <case>: [{ keyword: 'maximum', pointer: '', change: 'lost', side: 'output', target: 'draft-2020-12', reason: '…' }] }`,
    )
  })

  it('fails two union branches merged into one that loses a constraint of one of them', async () => {
    const { problems, text } = await problemsOf(
      stringOrNatural,
      adapterEmitting(() => ({ anyOf: [{ type: ['string', 'number'], minimum: 0 }] })),
      longStringOrNatural,
    )
    expect(besidesReference(problems)).toEqual([])
    for (const side of ['input', 'output']) {
      expect(text).toContain(
        `${UNLIKE} on the ${side} side, target draft-2020-12, at schema node /anyOf/0: maxLength lost (reference ${LONG}); ${STRICTER}`,
      )
    }
  })

  it('passes the union written faithfully, its branches in another order', async () => {
    const { problems } = await problemsOf(
      stringOrNatural,
      adapterEmitting(() => ({
        anyOf: [
          { type: 'number', minimum: 0 },
          { type: 'string', maxLength: LONG },
        ],
      })),
      longStringOrNatural,
    )
    expect(problems).toEqual([])
  })
})

// The nestedObject case's output schema, from a library that drops unknown keys at every level
// of its output: each object closed, or the address left open.
const nestedOutput = (closeAddress: boolean) => ({
  type: 'object',
  properties: {
    user: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        address: {
          type: 'object',
          properties: { city: { type: 'string' } },
          required: ['city'],
          ...(closeAddress ? { additionalProperties: false } : {}),
        },
      },
      required: ['name', 'address'],
      additionalProperties: false,
    },
  },
  required: ['user'],
  additionalProperties: false,
})
const closedOutputReading = (emitted: object) =>
  referenceProblems(
    [
      {
        side: 'output',
        target: 'draft-2020-12',
        reference: referenceFor(conformanceCases.nestedObject, 'output', true) as object,
        emitted,
      },
    ],
    {},
  )

describe('a library declared to strip unknown keys from its output', () => {
  it('passes an output schema that closes every object', () => {
    expect(closedOutputReading(nestedOutput(true))).toEqual([])
  })

  it('fails an output schema that leaves one nested object open', () => {
    expect(closedOutputReading(nestedOutput(false))).toEqual([
      `${UNLIKE} on the output side, target draft-2020-12, at schema node /properties/user/properties/address: additionalProperties lost (reference false); ${STRICTER}. Fix the adapter, or declare it if the library checks exactly what its schema says: unlikeReference: { <case>: [{ keyword: 'additionalProperties', pointer: '/properties/user/properties/address', change: 'lost', side: 'output', target: 'draft-2020-12', reason: '…' }] }`,
    ])
  })
})
