import { parseArgs } from 'node:util'
import type { ProviderTarget } from '@polytool/json-schema'

/** What `polytool check` was asked to do. */
export interface CheckCommand {
  readonly command: 'check'
  /** The module or folder to load tools from, as given. */
  readonly path: string
  readonly providers: readonly ProviderTarget[]
  readonly json: boolean
  /** Milliseconds each module may take to load (its top-level code and `await`s). */
  readonly moduleTimeoutMs: number
}

/** How long `polytool check` waits for one module to load by default. */
export const DEFAULT_MODULE_TIMEOUT_MS = 10_000

/** A request for the usage text. */
export interface HelpCommand {
  readonly command: 'help'
}

/** A command line that cannot be run; the message says why. */
export class UsageError extends Error {
  override readonly name = 'UsageError'
  readonly code = 'USAGE'
}

/** Every provider `--provider` accepts, in table order. */
export const PROVIDERS: readonly ProviderTarget[] = ['openai', 'anthropic', 'gemini', 'mcp']

/** The usage text. */
export const USAGE = `Usage: polytool check <module or folder> [--provider openai,anthropic,gemini,mcp] [--json]
                      [--module-timeout-ms 10000]

Loads the tools a module exports (tools, arrays and records of tools; for a folder, its
.ts, .js and .mjs files) and checks each one against each provider: the schema it would send,
lossy steps, rule violations and request budgets. A module that does not finish loading within
--module-timeout-ms is an error of its own. Exits 1 when a tool or module has an error.`

/** Reads the command line (without `node` and the script); throws `UsageError`. */
export function parseCommand(argv: readonly string[]): CheckCommand | HelpCommand {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(argv)
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  if (parsed.values.help === true) return { command: 'help' }
  const [command, path, ...extra] = parsed.positionals
  if (command === undefined) throw new UsageError('missing command: expected "check"')
  if (command !== 'check') {
    throw new UsageError(`unknown command ${JSON.stringify(command)}: expected "check"`)
  }
  if (path === undefined) throw new UsageError('missing path: expected a module or a folder')
  if (extra.length > 0) {
    throw new UsageError(
      `expected one path, received also ${extra.map((item) => JSON.stringify(item)).join(', ')}`,
    )
  }
  return {
    command: 'check',
    path,
    providers: providersOf(parsed.values.provider),
    json: parsed.values.json === true,
    moduleTimeoutMs: moduleTimeoutOf(parsed.values['module-timeout-ms']),
  }
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      provider: { type: 'string', short: 'p', multiple: true },
      json: { type: 'boolean' },
      'module-timeout-ms': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
}

function providersOf(values: readonly string[] | undefined): ProviderTarget[] {
  if (values === undefined) return [...PROVIDERS]
  const names = values.flatMap((value) => value.split(',')).map((name) => name.trim())
  const unknown = names.filter((name) => !PROVIDERS.includes(name as ProviderTarget))
  if (unknown.length > 0 || names.length === 0) {
    throw new UsageError(
      `unknown provider ${unknown.map((name) => JSON.stringify(name)).join(', ') || '""'}: expected some of ${PROVIDERS.join(', ')}`,
    )
  }
  return PROVIDERS.filter((provider) => names.includes(provider))
}

function moduleTimeoutOf(value: string | undefined): number {
  if (value === undefined) return DEFAULT_MODULE_TIMEOUT_MS
  const milliseconds = Number(value)
  // Timers take at most 2^31 - 1 ms; a longer delay would fire at once.
  if (!/^\d+$/.test(value) || milliseconds < 1 || milliseconds > 2_147_483_647) {
    throw new UsageError(
      `--module-timeout-ms must be a whole number of milliseconds from 1 to 2147483647, received ${JSON.stringify(value)}`,
    )
  }
  return milliseconds
}
