import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { egressText } from './egress-text'
import { EGRESS_POLICIES, type EgressDestination } from './policy'
import { REDACTED } from './secret-keys'

/*
 * The grammar of a planted secret. A secret is 1 to 4,096 characters drawn from printable
 * characters: ASCII (with `@ : / " ' =` weighted up), Latin, Greek, CJK and emoji outside the
 * BMP. It stands in random text of up to 10,000 characters (the same characters, spaces and
 * line breaks), after a space and before the delimiter of its form:
 *
 * - bare under a key:    ` password=S ` · ` Error: token: S ` · ` x-api-key: S `
 *                         S holds no whitespace and none of `& , ; " ' < > ) ] }`, which end a
 *                         bare value; after `key: `, S is not one of the prose words of
 *                         key-values.ts (`must`, `expired`, …) alone or with one of `. , ; !`
 *                         after it: that reads as a sentence rather than a value.
 * - quoted under a key:  ` "apiKey": "S",` with S escaped as JSON does (`\"`, `\\`),
 *                         ` password='S' ` with `'` and `\` escaped by `\`.
 * - a header line:       ` Authorization: Bearer S\n` · ` Cookie: theme=dark; sid=S\n`
 * - URL credentials:     ` postgres://app:S@db.internal/prod ` with whitespace, quotes, `<`,
 *                         `>` and backquotes percent-encoded, as URL serializers do; `@ : /`
 *                         stay as they are.
 *
 * The text before the secret is as long as the destination's cut, give or take the secret's
 * length, or any length: the secret falls before, across or after the cut. Afterwards no run
 * of 6 characters of the secret as planted is in the output, unless that run is also in the
 * text around the secret (or in `[redacted]` or `…`, which the gate writes itself).
 */
const RUN = 6

const ascii = fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code))
const special = fc.constantFrom('@', ':', '/', '"', "'", '=', '\\')
const wide = fc
  .oneof(
    fc.integer({ min: 0xa1, max: 0x17f }),
    fc.integer({ min: 0x391, max: 0x3c9 }),
    fc.integer({ min: 0x4e00, max: 0x4fff }),
    fc.integer({ min: 0x1f600, max: 0x1f64f }),
  )
  .map((code) => String.fromCodePoint(code))
const printable = fc.oneof({ arbitrary: ascii, weight: 6 }, special, wide)
const BARE_STOPS = new Set(['&', ',', ';', '"', "'", '<', '>', ')', ']', '}'])
const bare = printable.filter((character) => !BARE_STOPS.has(character))
const filler = fc.string({
  unit: fc.oneof({ arbitrary: printable, weight: 8 }, fc.constantFrom(' ', '\n')),
  maxLength: 10_000,
  size: 'max',
})

function secretOf(unit: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.string({ unit, minLength: 1, maxLength: 4096, size: 'max' })
}

/** A form: the secret as planted, and the text that stands before and after it. */
interface Planted {
  readonly before: string
  readonly secret: string
  readonly after: string
}

const forms: fc.Arbitrary<Planted>[] = [
  secretOf(bare).map((secret) => ({ before: ' password=', secret, after: ' ' })),
  secretOf(bare).map((secret) => ({ before: ' Error: token: ', secret, after: ' ' })),
  secretOf(bare).map((secret) => ({ before: ' x-api-key: ', secret, after: ' ' })),
  secretOf(printable).map((secret) => {
    const json = JSON.stringify(secret)
    return { before: ' "apiKey": "', secret: json.slice(1, -1), after: '",' }
  }),
  secretOf(printable).map((secret) => ({
    before: " password='",
    secret: secret.replace(/[\\']/g, '\\$&'),
    after: "' ",
  })),
  secretOf(printable).map((secret) => ({ before: ' Authorization: Bearer ', secret, after: '\n' })),
  secretOf(printable).map((secret) => ({
    before: ' Cookie: theme=dark; sid=',
    secret,
    after: '\n',
  })),
  secretOf(printable).map((secret) => ({
    before: ' postgres://app:',
    secret: secret.replace(/["'<>`]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    after: '@db.internal/prod ',
  })),
]

function leakedRuns(output: string, secret: string, around: string): string[] {
  const leaked: string[] = []
  for (let at = 0; at + RUN <= secret.length; at++) {
    const run = secret.slice(at, at + RUN)
    if (!output.includes(run)) continue
    if (around.includes(run) || REDACTED.includes(run) || run.includes('…')) continue
    leaked.push(run)
  }
  return leaked
}

const destinations = Object.keys(EGRESS_POLICIES) as EgressDestination[]

describe('the egress gate on planted secrets', () => {
  it.each(destinations)(
    '%s: no run of 6 characters of a secret leaves',
    (destination) => {
      const maxLength = EGRESS_POLICIES[destination].maxLength
      fc.assert(
        fc.property(
          fc.oneof(...forms),
          filler,
          filler,
          fc.boolean(),
          fc.nat(),
          (planted, head, tail, nearCut, shift) => {
            const room = maxLength - planted.before.length
            const headLength = nearCut
              ? Math.max(0, room - (shift % (planted.secret.length + RUN + 1)))
              : head.length
            const prefix = `${head.padEnd(headLength, 'x').slice(0, headLength)}`
            const outside = `${prefix}${planted.before}`
            const text = `${outside}${planted.secret}${planted.after}${tail}`
            const output = egressText(destination, text)
            const around = `${outside}\u0000${planted.after}${tail}`
            expect(leakedRuns(output, planted.secret, around)).toEqual([])
          },
        ),
        { numRuns: 150 },
      )
    },
    120_000,
  )
})
