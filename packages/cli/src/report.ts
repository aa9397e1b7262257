import { redactedPointer } from '@polytool/core'
import type { ProviderTarget } from '@polytool/json-schema'
import { type CheckCell, type CheckProblem, duplicatedIds } from './check-tools'
import type { LoadedTools } from './load-tools'
import { shownMessage, shownName } from './shown'

/** Everything `polytool check` found, as `--json` prints it. */
export interface CheckReport {
  readonly ok: boolean
  readonly files: readonly string[]
  readonly providers: readonly ProviderTarget[]
  readonly tools: readonly { readonly id: string; readonly source: string }[]
  readonly results: readonly CheckCell[]
  /** Ids shared by several tools: `toProviderTools` refuses them in one list (errors). */
  readonly duplicateIds: readonly string[]
  /** Modules that failed to load, and a note when no tool was found. */
  readonly loadErrors: readonly { readonly file: string; readonly message: string }[]
  readonly summary: { readonly errors: number; readonly warnings: number }
}

/**
 * Gathers the loaded modules and the checks into one report. Every name and message that came
 * from a checked module goes through the egress gate here (`shownName`, `shownMessage`), so the
 * table, the details and `--json` print the same safe text.
 */
export function createReport(
  loaded: LoadedTools,
  providers: readonly ProviderTarget[],
  results: readonly CheckCell[],
): CheckReport {
  const files = loaded.files.map(shownName)
  const loadErrors = loaded.failures.map(({ file, message }) => ({
    file: shownName(file),
    message: shownMessage(message),
  }))
  if (loaded.tools.length === 0 && loaded.failures.length === 0) {
    loadErrors.push({
      file: files.join(', '),
      message: 'no tool found: export tools made by createTool (or arrays or records of them)',
    })
  }
  const problems = results.flatMap((cell) => cell.problems)
  const problemErrors = problems.filter((problem) => problem.level === 'error').length
  const duplicateIds = duplicatedIds(loaded.tools).map(shownName)
  const errors = loadErrors.length + problemErrors + duplicateIds.length
  return {
    ok: errors === 0,
    files,
    providers,
    tools: loaded.tools.map(({ id, source }) => ({ id: shownName(id), source: shownName(source) })),
    results: results.map(shownCell),
    duplicateIds,
    loadErrors,
    summary: { errors, warnings: problems.length - problemErrors },
  }
}

function shownCell(cell: CheckCell): CheckCell {
  return {
    ...cell,
    tool: shownName(cell.tool),
    source: shownName(cell.source),
    problems: cell.problems.map((problem) => ({
      level: problem.level,
      code: shownName(problem.code),
      schema: problem.schema === undefined ? undefined : shownName(problem.schema),
      pointer: shownName(redactedPointer(problem.pointer)),
      message: shownMessage(problem.message),
    })),
  }
}

/** The report as people read it: a table of tool × provider, then every finding. */
export function formatReport(report: CheckReport): string {
  const lines: string[] = []
  for (const failure of report.loadErrors)
    lines.push(`error  ${failure.file}: ${failure.message.replace(/\n/g, '\n       ')}`)
  if (report.tools.length > 0) {
    lines.push(...table(report), '')
    lines.push(...details(report))
  }
  // The id is shown text already (escaped once by `shownName`): it is quoted, not escaped again.
  for (const id of report.duplicateIds) {
    lines.push(
      `error  several tools are named "${id}": toProviderTools refuses them in one list (DUPLICATE_TOOL_NAME), so no request can carry them; give each tool its own id`,
    )
  }
  const { errors, warnings } = report.summary
  lines.push(
    `${report.tools.length} tool(s), ${report.providers.length} provider(s): ${errors} error(s), ${warnings} warning(s).`,
  )
  return `${lines.join('\n')}\n`
}

function table(report: CheckReport): string[] {
  const header = ['tool', ...report.providers]
  const rows = report.tools.map(({ id, source }) => [
    `${id} (${source})`,
    ...report.providers.map((provider) => {
      const cell = report.results.find(
        (result) => result.source === source && result.provider === provider,
      )
      return cell === undefined ? '' : cellText(cell)
    }),
  ])
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => row[column]!.length)),
  )
  const line = (row: readonly string[]) =>
    row
      .map((text, column) => text.padEnd(widths[column]!))
      .join('  ')
      .trimEnd()
  return [line(header), ...rows.map(line)]
}

function cellText(cell: CheckCell): string {
  const strict = cell.strict === true ? ' strict' : ''
  const count = (level: CheckProblem['level']) =>
    cell.problems.filter((problem) => problem.level === level).length
  switch (cell.status) {
    case 'ok':
      return `ok${strict}`
    case 'lossy':
      return `lossy (${count('warning')})${strict}`
    case 'non-strict':
      return 'non-strict'
    case 'error':
      return `ERROR (${count('error')})`
  }
}

// The mode the entry is sent in, which the findings under the heading are about.
function modeText(cell: CheckCell): string {
  if (cell.strict === true) return ' strict'
  return cell.status === 'non-strict' ? ' non-strict' : ''
}

function details(report: CheckReport): string[] {
  const lines: string[] = []
  const bySource = (source: string) => report.results.filter((cell) => cell.source === source)
  for (const cell of report.tools.flatMap(({ source }) => bySource(source))) {
    if (cell.problems.length === 0) continue
    lines.push(`${cell.tool} (${cell.source}) · ${cell.provider}${modeText(cell)}`)
    for (const problem of cell.problems) {
      const where =
        problem.schema === undefined && problem.pointer === ''
          ? ''
          : ` ${problem.schema ?? ''}#${problem.pointer}`
      lines.push(`  ${problem.level.padEnd(7)} ${problem.code}${where}`)
      lines.push(`          ${problem.message.replace(/\n/g, '\n          ')}`)
    }
  }
  if (lines.length > 0) lines.push('')
  return lines
}
