import {
  checkProviderSchema,
  type ProviderTarget,
  type ProviderTool,
  toProviderTool,
  toProviderTools,
} from '@polytool/json-schema'
import type { FoundTool } from './load-tools'
import { thrownMessage } from './shown'

/** One finding about a tool for a provider. */
export interface CheckProblem {
  readonly level: 'error' | 'warning'
  /** A warning or error code, or the violated rule. */
  readonly code: string
  /** The tool option the pointer points into, when the finding is about a schema. */
  readonly schema: string | undefined
  /** JSON pointer into that schema (`''` is the root). */
  readonly pointer: string
  readonly message: string
}

/** The ids that several of the tools share: such tools cannot be sent in one request. */
export function duplicatedIds(tools: readonly FoundTool[]): string[] {
  const seen = new Set<string>()
  const duplicated = new Set<string>()
  for (const { id } of tools) {
    if (seen.has(id)) duplicated.add(id)
    seen.add(id)
  }
  return [...duplicated]
}

/** How a tool fares with one provider. */
export interface CheckCell {
  readonly tool: string
  readonly source: string
  readonly provider: ProviderTarget
  /** `error` beats `non-strict` (strict asked for but dropped), which beats `lossy` (warnings). */
  readonly status: 'ok' | 'lossy' | 'non-strict' | 'error'
  /** Whether the entry would be sent strict; `null` when it cannot be built. */
  readonly strict: boolean | null
  readonly problems: readonly CheckProblem[]
}

const NON_STRICT_CODES = new Set(['STRICT_DROPPED', 'STRICT_BUDGET'])

/**
 * Checks every tool against every provider as `toProviderTool` would send it (the tool's own
 * `strict`, default `true`), verifies the emitted schema with `checkProviderSchema`, then checks
 * the request budgets of all tools together (tools sharing an id are counted once).
 */
export function checkTools(
  tools: readonly FoundTool[],
  providers: readonly ProviderTarget[],
): CheckCell[] {
  return providers.flatMap((provider) => {
    const built = tools.map((found) => buildOne(found, provider))
    const budgetProblems = budgetCheck(built, provider)
    return built.map(({ found, entry, problems }) => {
      const all = [...problems, ...(budgetProblems.get(found.id) ?? [])]
      return {
        tool: found.id,
        source: found.source,
        provider,
        status: statusOf(all),
        strict: entry?.strict ?? null,
        problems: all,
      }
    })
  })
}

interface Built {
  readonly found: FoundTool
  readonly entry: ProviderTool | undefined
  readonly problems: CheckProblem[]
}

function buildOne(found: FoundTool, provider: ProviderTarget): Built {
  let entry: ProviderTool
  try {
    entry = toProviderTool(found.tool, provider)
  } catch (error) {
    return { found, entry: undefined, problems: [errorProblem(error)] }
  }
  const problems: CheckProblem[] = entry.warnings.map((warning) => ({
    level: 'warning',
    code: warning.code,
    schema: warning.schema,
    pointer: warning.pointer,
    message: warning.message,
  }))
  for (const violation of violationsOf(entry)) {
    problems.push({
      level: 'error',
      code: violation.rule,
      schema: 'emitted inputSchema',
      pointer: violation.pointer,
      message: `${violation.message}. ${violation.fix}`,
    })
  }
  return { found, entry, problems }
}

function violationsOf(entry: ProviderTool) {
  const payload = entry.payload as unknown as Record<string, unknown>
  switch (entry.target) {
    case 'openai': {
      const fields = (payload.function ?? payload) as Record<string, unknown>
      return checkProviderSchema(fields.parameters, 'openai', { strict: entry.strict })
    }
    case 'anthropic':
      return checkProviderSchema(payload.input_schema, 'anthropic', { strict: entry.strict })
    case 'gemini':
      return checkProviderSchema(payload.parameters, 'gemini')
    case 'mcp':
      return checkProviderSchema(payload.inputSchema, 'mcp')
  }
}

/** Budget warnings per tool id, from building the list of the tools that built on their own. */
function budgetCheck(
  built: readonly Built[],
  provider: ProviderTarget,
): Map<string, CheckProblem[]> {
  const byId = new Map<string, CheckProblem[]>()
  const ids = new Set<string>()
  const list = built.filter(({ found, entry }) => {
    if (entry === undefined || ids.has(found.id)) return false
    ids.add(found.id)
    return true
  })
  try {
    const { warnings } = toProviderTools(
      list.map(({ found }) => found.tool),
      provider,
    )
    for (const warning of warnings.filter((item) => item.code === 'STRICT_BUDGET')) {
      byId.set(warning.tool, [
        {
          level: 'warning',
          code: warning.code,
          schema: undefined,
          pointer: '',
          message: warning.message,
        },
      ])
    }
  } catch (error) {
    for (const { found } of list) byId.set(found.id, [errorProblem(error)])
  }
  return byId
}

/** A problem from what a check threw; a hostile thrown value is read at most once, in a try. */
function errorProblem(error: unknown): CheckProblem {
  const fields = readFields(error)
  return {
    level: 'error',
    code: fields.code ?? fields.name ?? 'ERROR',
    schema: fields.option,
    pointer: fields.pointer ?? fields.path ?? '',
    message: thrownMessage(error),
  }
}

const FIELDS = ['code', 'name', 'option', 'pointer', 'path'] as const

function readFields(error: unknown): Partial<Record<(typeof FIELDS)[number], string>> {
  const fields: Partial<Record<(typeof FIELDS)[number], string>> = {}
  if (typeof error !== 'object' || error === null) return fields
  try {
    for (const name of FIELDS) {
      const value = (error as Record<string, unknown>)[name]
      if (typeof value === 'string') fields[name] = value
    }
  } catch {
    // An unreadable thrown value: the fields read so far are kept.
  }
  return fields
}

function statusOf(problems: readonly CheckProblem[]): CheckCell['status'] {
  if (problems.some((problem) => problem.level === 'error')) return 'error'
  if (problems.some((problem) => NON_STRICT_CODES.has(problem.code))) return 'non-strict'
  return problems.length > 0 ? 'lossy' : 'ok'
}
