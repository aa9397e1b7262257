import { describe, expect, it } from 'vitest'
import { conformanceCases } from '../cases'
import { adapterEmitting, problemsOf, validator } from './test-fixtures/handmade-adapters'
import { besidesReference, STRICTER, UNLIKE } from './test-fixtures/long-string-cases'

// Adapters wrong on purpose that write a constraint beside a `$ref` for draft-07 or OpenAPI
// 3.0. Both ignore a `$ref`'s siblings ("All other properties in a `$ref` object MUST be
// ignored"; a Reference Object's other properties "SHALL be ignored"), so a model reading the
// schema as its target says is told no such constraint. Ajv applies them in every draft: the
// drift check judges a copy without them, and the reference check reads them as absent, so
// both see the loss.

// Strings of 2 to 5 code points, as the stringLength case says.
const twoToFive = validator(
  (value) =>
    typeof value === 'string' && Array.from(value).length >= 2 && Array.from(value).length <= 5,
  'expected 2 to 5 characters',
)
const exact = { type: 'string', minLength: 2, maxLength: 5 }

// The schema for every target but `target`, which gets `moved`.
const emittingFor = (target: string, moved: object) =>
  adapterEmitting(
    (request) => (request.target === target ? moved : exact),
    ['draft-2020-12', target as 'draft-07' | 'openapi-3.0'],
  )

const lost = (side: string, target: string, keyword: string, value: number, ignored: string) =>
  `${UNLIKE} on the ${side} side, target ${target}, at schema node (root): ${keyword} lost (reference ${value}); ${STRICTER}. Fix the adapter, or declare it if the library checks exactly what its schema says: unlikeReference: { <case>: [{ keyword: '${keyword}', pointer: '', change: 'lost', side: '${side}', target: '${target}', reason: '…' }] } (${target} ignores every keyword beside a $ref, so these were read as absent: (root): ${ignored}; write the $ref as one part of an allOf instead)`

// The drift check's failures: a value longer than 5 that the target's reading of the schema
// accepts and the library refuses, on each side.
const driftLosses = (target: string) =>
  ['input', 'output'].map((side) =>
    expect.stringMatching(
      new RegExp(
        `^silent loss on the ${side} side, target ${target}: [^]*validator stricter than schema[^]*value "abcdef"; Ajv accepts`,
      ),
    ),
  )

describe('a constraint moved beside a $ref fails the targets that ignore it', () => {
  it.each([
    [
      'draft-07',
      {
        definitions: { s: { type: 'string', minLength: 2 } },
        $ref: '#/definitions/s',
        maxLength: 5,
      },
    ],
    [
      'openapi-3.0',
      { $defs: { s: { type: 'string', minLength: 2 } }, $ref: '#/$defs/s', maxLength: 5 },
    ],
  ] as const)('fails `maxLength` beside a $ref for %s', async (target, moved) => {
    const { problems } = await problemsOf(
      twoToFive,
      emittingFor(target, moved),
      conformanceCases.stringLength,
    )
    expect(besidesReference(problems)).toEqual(driftLosses(target))
    expect(problems).toEqual(
      expect.arrayContaining([
        lost('input', target, 'maxLength', 5, 'maxLength'),
        lost('output', target, 'maxLength', 5, 'maxLength'),
      ]),
    )
  })

  it('fails both bounds beside a $ref to a bare string for OpenAPI 3.0', async () => {
    const moved = {
      $defs: { s: { type: 'string' } },
      $ref: '#/$defs/s',
      minLength: 2,
      maxLength: 5,
    }
    const { problems } = await problemsOf(
      twoToFive,
      emittingFor('openapi-3.0', moved),
      conformanceCases.stringLength,
    )
    expect(besidesReference(problems)).toEqual(driftLosses('openapi-3.0'))
    for (const side of ['input', 'output']) {
      for (const [keyword, value] of [
        ['minLength', 2],
        ['maxLength', 5],
      ] as const) {
        expect(problems).toContain(
          lost(side, 'openapi-3.0', keyword, value, 'minLength, maxLength'),
        )
      }
    }
  })

  it('passes the $ref moved into an allOf, and siblings in draft 2020-12, which applies them', async () => {
    const inAllOf = {
      definitions: { s: { type: 'string', minLength: 2 } },
      allOf: [{ $ref: '#/definitions/s' }],
      maxLength: 5,
      description: 'an annotation beside a $ref states nothing',
    }
    const draft07 = await problemsOf(
      twoToFive,
      emittingFor('draft-07', inAllOf),
      conformanceCases.stringLength,
    )
    expect(draft07.problems).toEqual([])
    const beside = {
      $defs: { s: { type: 'string', minLength: 2 } },
      $ref: '#/$defs/s',
      maxLength: 5,
    }
    const draft2020 = await problemsOf(
      twoToFive,
      adapterEmitting(() => beside),
      conformanceCases.stringLength,
    )
    expect(draft2020.problems).toEqual([])
  })
})
