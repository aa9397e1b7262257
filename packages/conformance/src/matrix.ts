import { type CaseName, conformanceCases } from './cases'
import type { GapDirection } from './checks/drift'
import type { ConformanceMeta } from './meta'

/** The part of vitest's JSON reporter output the matrix reads. */
export interface VitestJsonReport {
  /** The results of each test file of the run. */
  readonly testResults: ReadonlyArray<{
    readonly assertionResults: ReadonlyArray<{
      readonly ancestorTitles: readonly string[]
      readonly title: string
      readonly status: string
      readonly meta?: { readonly conformance?: ConformanceMeta }
    }>
  }>
}

/** One library's result for one case. */
export interface MatrixCell {
  /** `looser`: declared, the validator accepts more than its JSON Schema says (harmless). */
  /** `pending`: the fixture is a `pending(...)` placeholder, not checked until it is written. */
  readonly status: 'pass' | 'lossy' | 'looser' | 'unsupported' | 'pending' | 'fail'
  /**
   * Directions of the observed gap: `looser` (the validator accepts more than the model is
   * told: harmless) or `stricter` (it rejects what the model is told is fine: a retry loop).
   */
  readonly directions?: readonly GapDirection[]
  /** The sides on which the adapter reported the loss. */
  readonly lossSides?: readonly ('input' | 'output')[]
  /** Directions of the gap that only non-BMP string lengths show (UTF-16 units vs code points). */
  readonly utf16?: readonly GapDirection[]
  /** Why: the declared reason, or the checks that failed. */
  readonly reason?: string
  /** A declared difference in issue paths, with its reason. */
  readonly note?: string
  /** Whether the case's inferred types were checked (a `conformance types: <library>` test). */
  readonly typesChecked: boolean
}

/** Case × library results, from a vitest JSON report of the conformance suites. */
export type Matrix = ReadonlyMap<string, ReadonlyMap<CaseName, MatrixCell>>

interface Tally {
  failed: string[]
  passed: number
  lossy?: string
  looser?: string
  directions: Set<GapDirection>
  utf16: Set<GapDirection>
  lossSides: Set<'input' | 'output'>
  unsupported?: string
  pending?: string
  note?: string
  typesChecked: boolean
}

const TYPES_SUITE = /^conformance types: (.+)$/

/**
 * Reads the conformance results out of a vitest JSON report.
 *
 * @param report - vitest's JSON report of a run of the conformance suites
 * @returns the results per library and case
 *
 * @example
 * import { collectMatrix } from '@polytool/conformance'
 * import { readFileSync } from 'node:fs'
 *
 * const matrix = collectMatrix(JSON.parse(readFileSync('report.json', 'utf8')))
 * matrix.get('zod')?.get('date') // { status: 'lossy', reason: 'JSON Schema has no Date type', ... }
 */
export function collectMatrix(report: VitestJsonReport): Matrix {
  const tallies = new Map<string, Map<CaseName, Tally>>()
  const tallyOf = (library: string, name: string): Tally | undefined => {
    if (!Object.hasOwn(conformanceCases, name)) return undefined
    let cases = tallies.get(library)
    if (cases === undefined) {
      cases = new Map()
      tallies.set(library, cases)
    }
    let tally = cases.get(name as CaseName)
    if (tally === undefined) {
      tally = {
        failed: [],
        passed: 0,
        typesChecked: false,
        directions: new Set(),
        utf16: new Set(),
        lossSides: new Set(),
      }
      cases.set(name as CaseName, tally)
    }
    return tally
  }
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      const meta = test.meta?.conformance
      const typesSuite = test.ancestorTitles.map((title) => TYPES_SUITE.exec(title)).find(Boolean)
      const tally = meta
        ? tallyOf(meta.library, meta.case)
        : typesSuite
          ? tallyOf(typesSuite[1]!, test.title)
          : undefined
      if (tally === undefined) continue
      const check = meta ? meta.check : 'inferred types'
      if (!meta) tally.typesChecked = true
      if (test.status === 'passed') tally.passed++
      else tally.failed.push(`${check} (${test.status})`)
      if (meta?.lossy !== undefined) tally.lossy = meta.lossy
      if (meta?.looser !== undefined) tally.looser = meta.looser
      for (const direction of meta?.directions ?? []) tally.directions.add(direction)
      for (const direction of meta?.utf16 ?? []) tally.utf16.add(direction)
      for (const side of meta?.lossSides ?? []) tally.lossSides.add(side)
      if (meta?.unsupported !== undefined) tally.unsupported = meta.unsupported
      if (meta?.pending !== undefined) tally.pending = meta.pending
      if (meta?.issuePaths !== undefined) tally.note = `issue paths: ${meta.issuePaths}`
    }
  }
  return new Map(
    [...tallies].map(([library, cases]) => [
      library,
      new Map([...cases].map(([name, tally]) => [name, toCell(tally)])),
    ]),
  )
}

function toCell(tally: Tally): MatrixCell {
  const base = {
    typesChecked: tally.typesChecked,
    ...(tally.note ? { note: tally.note } : {}),
    ...(tally.directions.size > 0 ? { directions: ordered(tally.directions) } : {}),
    ...(tally.utf16.size > 0 ? { utf16: ordered(tally.utf16) } : {}),
    ...(tally.lossSides.size > 0
      ? { lossSides: (['input', 'output'] as const).filter((side) => tally.lossSides.has(side)) }
      : {}),
  }
  if (tally.failed.length > 0) return { ...base, status: 'fail', reason: tally.failed.join(', ') }
  if (tally.unsupported !== undefined)
    return { ...base, status: 'unsupported', reason: tally.unsupported }
  if (tally.pending !== undefined) return { ...base, status: 'pending', reason: tally.pending }
  if (tally.lossy !== undefined) return { ...base, status: 'lossy', reason: tally.lossy }
  if (tally.looser !== undefined) return { ...base, status: 'looser', reason: tally.looser }
  return { ...base, status: 'pass' }
}

function ordered(directions: ReadonlySet<GapDirection>): GapDirection[] {
  return (['looser', 'stricter'] as const).filter((direction) => directions.has(direction))
}

// What a direction means for a model, in a cell.
const DIRECTION_TEXT: Record<GapDirection, string> = {
  looser: 'validator looser',
  stricter: 'validator stricter',
}

function statusText(cell: MatrixCell): string {
  const symbol = SYMBOLS[cell.status]
  if (cell.status !== 'lossy' && cell.status !== 'looser') return symbol
  if (cell.directions !== undefined) {
    return `${symbol} (${cell.directions.map((direction) => DIRECTION_TEXT[direction]).join(', ')})`
  }
  // A loss only on the output side: what the validator produces, not what the model sends.
  if (cell.lossSides?.length === 1 && cell.lossSides[0] === 'output')
    return `${symbol} (output only)`
  return symbol
}

const SYMBOLS: Record<MatrixCell['status'], string> = {
  pass: 'pass',
  lossy: 'lossy',
  looser: 'looser',
  unsupported: 'unsupported',
  pending: '**pending**',
  fail: '**FAIL**',
}

/**
 * The matrix as Markdown: one row per case, one column per library, then the reasons.
 *
 * Libraries come in `order`, then the others in report order.
 *
 * @param matrix - what `collectMatrix` returned
 * @param order - the libraries to show first, in this order
 * @returns the matrix as a Markdown table, with its notes
 *
 * @example
 * import { collectMatrix, renderMatrix } from '@polytool/conformance'
 * import { readFileSync, writeFileSync } from 'node:fs'
 *
 * const report = JSON.parse(readFileSync('report.json', 'utf8'))
 * writeFileSync('docs/conformance.md', renderMatrix(collectMatrix(report), ['zod', 'valibot']))
 */
export function renderMatrix(matrix: Matrix, order: readonly string[] = []): string {
  const libraries = [...matrix.keys()].sort((a, b) => rank(order, a) - rank(order, b))
  const notes: string[] = []
  const noteRef = (text: string) => {
    notes.push(cellText(text))
    return `[${notes.length}]`
  }
  const rows = (Object.keys(conformanceCases) as CaseName[]).map((name) => {
    const cells = libraries.map((library) => {
      const cell = matrix.get(library)?.get(name)
      if (cell === undefined) return 'not run'
      const refs = [
        cell.reason ? noteRef(`${library} / ${name}: ${cell.status} — ${cell.reason}`) : '',
        cell.note ? noteRef(`${library} / ${name}: ${cell.note}`) : '',
        cell.utf16
          ? noteRef(
              `${library} / ${name}: on non-BMP strings, ${cell.utf16.map((direction) => DIRECTION_TEXT[direction]).join(' and ')} (the library counts UTF-16 units, JSON Schema code points)`,
            )
          : '',
        cell.typesChecked ? '' : noteRef(`${library} / ${name}: inferred types not checked`),
      ].join('')
      return `${statusText(cell)}${refs ? ` ${refs}` : ''}`
    })
    return `| \`${name}\` | ${cellText(conformanceCases[name].title)} | ${cells.join(' | ')} |`
  })
  const totals = libraries.map((library) => {
    const cells = [...(matrix.get(library)?.values() ?? [])]
    const count = (status: MatrixCell['status']) =>
      cells.filter((cell) => cell.status === status).length
    const pending = count('pending') > 0 ? `, ${count('pending')} pending` : ''
    return `- **${library}**: ${count('pass')} pass, ${count('lossy')} lossy, ${count('looser')} looser, ${count('unsupported')} unsupported${pending}, ${count('fail')} failing`
  })
  return [
    '# Conformance matrix',
    '',
    'Generated by `pnpm --filter @polytool/conformance matrix` from the vitest results of the',
    "adapters' conformance suites (`describeConformance`) and type tests. Do not edit by hand.",
    '',
    "Each case is checked per library for: the validator's verdicts on the samples, normalised",
    'issue paths, draft 2020-12 validity of the emitted input and output JSON Schemas (Ajv),',
    'no drift between the validator and Ajv, on the input and output sides and in every target',
    'the adapter declares, on the samples, adversarial values (every JSON type, extreme numbers,',
    'long and non-BMP strings, missing and extra keys), values built from the emitted JSON Schemas',
    'and 1,000 generated values, a snapshot of the emitted schemas, and the inferred input and',
    'output types. A declared gap excuses only the disagreements at its JSON pointer, side and',
    'direction.',
    '',
    '**lossy**: the library declared that its JSON Schema cannot say exactly what its validator',
    'checks, and its adapter reports the loss (a warning with a path and code; `toJsonSchema`',
    'refuses it by default). **looser**: declared, the validator accepts more than its JSON',
    'Schema says and nothing less. Each gap shows its observed direction: *validator looser*',
    '(harmless: the model is told less than the tool accepts) or *validator stricter* (the model',
    'is told a value is fine and then gets an error: a retry loop).',
    '',
    ...totals,
    '',
    `| case | schema | ${libraries.join(' | ')} |`,
    `| --- | --- | ${libraries.map(() => '---').join(' | ')} |`,
    ...rows,
    '',
    '## Notes',
    '',
    ...(notes.length === 0 ? ['None.'] : notes.map((note, index) => `${index + 1}. ${note}`)),
    '',
  ].join('\n')
}

// A `|` inside a table cell would end the cell.
function cellText(text: string): string {
  return text.replaceAll('|', '\\|')
}

function rank(order: readonly string[], library: string): number {
  const index = order.indexOf(library)
  return index === -1 ? order.length : index
}
