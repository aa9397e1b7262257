import type { Attributes, AttributeValue } from '@opentelemetry/api'
import { looksSecret, REDACTED, redactSecrets, safeStringify } from '@polytool/core'

/** Attribute names of the OpenTelemetry GenAI conventions for tool execution, and polytool's own. */
export const ATTR = {
  operationName: 'gen_ai.operation.name',
  toolName: 'gen_ai.tool.name',
  toolCallId: 'gen_ai.tool.call.id',
  toolDescription: 'gen_ai.tool.description',
  toolType: 'gen_ai.tool.type',
  arguments: 'gen_ai.tool.call.arguments',
  result: 'gen_ai.tool.call.result',
  errorType: 'error.type',
  outcome: 'polytool.tool.outcome',
  validationKind: 'polytool.validation.kind',
  logLevel: 'polytool.log.level',
  logMessage: 'polytool.log.message',
  logData: 'polytool.log.data',
} as const

/** The `gen_ai.operation.name` of a tool call. */
export const EXECUTE_TOOL = 'execute_tool'

const MAX_TEXT = 1000

/**
 * Attributes a tool or polytool passed (`observe.span`, events): numbers and booleans as they
 * are, strings through `redactSecrets`, values under secret-looking keys hidden, anything else
 * as redacted JSON. At most `MAX_TEXT` characters each.
 */
export function safeAttributes(values: Record<string, unknown> | undefined): Attributes {
  const attributes: Attributes = {}
  if (values === undefined) return attributes
  let keys: string[]
  try {
    keys = Object.keys(values)
  } catch {
    return attributes
  }
  for (const key of keys.slice(0, 64)) {
    attributes[key] = looksSecret(key) ? REDACTED : safeValue(readKey(values, key))
  }
  return attributes
}

/** A payload (arguments, result, log data) as redacted, truncated JSON. */
export function safePayload(value: unknown, maxLength: number): string {
  return safeStringify(value, { maxLength })
}

/** Free text (a log message) with secret-shaped parts hidden, cut to `MAX_TEXT` characters. */
export function safeText(text: unknown): string {
  const shown = typeof text === 'string' ? text : safeStringify(text, { maxLength: MAX_TEXT })
  return redactSecrets(shown.length > MAX_TEXT ? `${shown.slice(0, MAX_TEXT - 1)}…` : shown)
}

function safeValue(value: unknown): AttributeValue {
  if (typeof value === 'number' || typeof value === 'boolean') return value
  if (typeof value === 'string') return safeText(value)
  return safePayload(value, MAX_TEXT)
}

function readKey(values: Record<string, unknown>, key: string): unknown {
  try {
    return values[key]
  } catch {
    return '[unreadable]'
  }
}
