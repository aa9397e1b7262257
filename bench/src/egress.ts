import { egressText } from '@polytool/core'
import { type BenchReport, compareSync, formatNs } from './measure'

/** Most a 1 KB message may cost to leave through the egress gate, in µs. */
const LIMIT_US = 2

// A 1 KB failure message as a model reads it: a headline, paths with library messages, a
// quoted excerpt of arguments with a URL and key: value pairs, one of them secret.
const MESSAGE = [
  'Tool input validation failed for book-flight. Please fix the following errors and try again:',
  '- passengers[0].birthDate: Invalid date: expected YYYY-MM-DD, received "12/31/1990"',
  '- passengers[1].email: Invalid email address',
  '- itinerary.segments[2].departure: Departure must be after the previous arrival (14:35 UTC)',
  '- payment.card.expiry: Card has expired: 04/24',
  '- options.seatClass: Invalid option: expected one of "economy"|"premium"|"business"',
  '',
  'Provided arguments: {"passengers":[{"name":"Ann Lee","birthDate":"12/31/1990"},{"name":"Bo Kim","email":"bo@"}],',
  '"itinerary":{"from":"CDG","to":"JFK","callback":"https://hooks.example.com/v1/notify?id=88213"},',
  '"payment":{"card":{"last4":"4242","expiry":"04/24"},"apiKey":"sk_live_51Habc9f8e7d6c5b4a3"},',
  '"options":{"seatClass":"first","meal":"vegetarian","notes":"window seat if possible, no red-eye"}}',
  'Retry with the corrected values; the fare is held for 20 minutes (status: pending, attempt: 2).',
]
  .join('\n')
  .padEnd(1024, ' ')
  .slice(0, 1024)

// The same message with nothing to hide: the API key's field holds a currency instead.
const PLAIN = MESSAGE.replace(
  '"apiKey":"sk_live_51Habc9f8e7d6c5b4a3"',
  '"currency":"EUR","amount":"129.90"',
).padEnd(1024, ' ')

/**
 * `egressText` on a 1 KB message, with a secret to hide and with none, side by side with the
 * floor: cutting the text, and nothing more. Each must cost at most `LIMIT_US` of processor
 * time per call; the wall-clock time is printed too, and is the same on an idle machine, but
 * on a shared one it also counts the time other processes held the CPU.
 */
export async function run(): Promise<BenchReport> {
  const report: BenchReport = { name: 'egressText vs. text.slice (floor)', lines: [], targets: [] }
  const maxLength = 8192
  const cases: [string, string][] = [
    ['1 KB message with a secret', MESSAGE],
    ['1 KB message, nothing to hide', PLAIN],
  ]
  for (const [label, message] of cases) {
    const { times, cpuTimes } = compareSync(
      {
        floor: () => message.slice(0, maxLength),
        gate: () => egressText('model', message),
      },
      { rounds: 51, callsPerRound: 20_000, warmupRounds: 10 },
    )
    const gateUs = cpuTimes.gate! / 1000
    report.lines.push(
      `${label.padEnd(30)}  floor ${formatNs(cpuTimes.floor!).padStart(10)}  egressText ${formatNs(cpuTimes.gate!).padStart(10)} (processor time; wall clock ${formatNs(times.gate!)})`,
    )
    report.targets.push({
      label: `egressText of a ${label}, processor time in µs`,
      measured: gateUs,
      limit: LIMIT_US,
      met: gateUs <= LIMIT_US,
    })
  }
  return report
}
