import { checkProviderSchema, type ProviderTool } from '@polytool/json-schema'
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

/**
 * The problems of one entry: its warnings, then what `checkProviderSchema` finds in the input
 * schema of its payload, checked in the entry's own mode (`strict` as it is sent).
 */
export function entryProblems(entry: ProviderTool): CheckProblem[] {
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
  return problems
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

/** A problem from what a check threw; a hostile thrown value is read at most once, in a try. */
export function errorProblem(error: unknown): CheckProblem {
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
