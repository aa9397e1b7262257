import { type CheckCommand, parseCommand, USAGE, UsageError } from './args'
import { checkTools } from './check-tools'
import { loadTools } from './load-tools'
import { type CheckReport, createReport, formatReport } from './report'

/** Where the command writes. */
export interface CliOutput {
  readonly stdout: (text: string) => void
  readonly stderr: (text: string) => void
}

/**
 * Runs `polytool` with these arguments and returns the exit code: 0 when every tool passes,
 * 1 when a tool or module has an error, 2 for a command line that cannot be run.
 */
export async function runCli(
  argv: readonly string[],
  cwd: string,
  output: CliOutput,
): Promise<number> {
  try {
    const command = parseCommand(argv)
    if (command.command === 'help') {
      output.stdout(`${USAGE}\n`)
      return 0
    }
    const report = await check(command, cwd)
    output.stdout(command.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report))
    return report.ok ? 0 : 1
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    output.stderr(`polytool: ${error.message}\n\n${USAGE}\n`)
    return 2
  }
}

async function check(command: CheckCommand, cwd: string): Promise<CheckReport> {
  const loaded = await loadTools(command.path, cwd, command.moduleTimeoutMs)
  const results = checkTools(loaded.tools, command.providers)
  return createReport(loaded, command.providers, results)
}
