import type { Attributes, AttributeValue } from '@opentelemetry/api'
import { looksSecret, REDACTED, safeStringify } from '@polytool/core'
import { spanText, type TextGate } from './text-gate'

/** Attribute names of the OpenTelemetry GenAI conventions for tool execution, and polytool's own. */
export const ATTR = {
  operationName: 'gen_ai.operation.name',
  toolName: 'gen_ai.tool.name',
  toolId: 'polytool.tool.id',
  toolCallId: 'gen_ai.tool.call.id',
  toolDescription: 'gen_ai.tool.description',
  toolType: 'gen_ai.tool.type',
  arguments: 'gen_ai.tool.call.arguments',
  result: 'gen_ai.tool.call.result',
  errorType: 'error.type',
  toolErrorCode: 'polytool.tool.error_code',
  outcome: 'polytool.tool.outcome',
  validationKind: 'polytool.validation.kind',
  logLevel: 'polytool.log.level',
  logMessage: 'polytool.log.message',
} as const

/** The `gen_ai.operation.name` of a tool call. */
export const EXECUTE_TOOL = 'execute_tool'

// Attributes a tool passes to one span or event: more are dropped.
const MAX_ATTRIBUTES = 64
// A value that is not text is written as JSON first; this bounds the JSON before it is cut.
const MAX_JSON = 4000

/**
 * Attributes a tool or polytool passed (`observe.span`, events): booleans as they are, numbers
 * as they are unless the gate hides their text (a request-context value: then `[redacted]`),
 * values under secret-looking keys hidden, anything else as text through the gate (objects as
 * redacted JSON first). At most `MAX_ATTRIBUTES` of them.
 */
export function safeAttributes(
  values: Record<string, unknown> | undefined,
  gate: TextGate = spanText,
): Attributes {
  const attributes: Attributes = {}
  if (values === undefined) return attributes
  let keys: string[]
  try {
    keys = Object.keys(values)
  } catch {
    return attributes
  }
  for (const key of keys.slice(0, MAX_ATTRIBUTES)) {
    const name = gate(key, 200)
    attributes[name] = looksSecret(key) ? REDACTED : safeValue(readKey(values, key), gate)
  }
  return attributes
}

/** A payload (arguments, result) as redacted JSON, cut to `maxLength` by the egress gate. */
export function safePayload(value: unknown, maxLength: number, gate: TextGate = spanText): string {
  return gate(safeStringify(value, { maxLength: Math.max(maxLength, MAX_JSON) }), maxLength)
}

function safeValue(value: unknown, gate: TextGate): AttributeValue {
  if (typeof value === 'boolean') return value
  if (typeof value === 'number') return gate(String(value)) === String(value) ? value : REDACTED
  if (typeof value === 'string') return gate(value)
  return gate(safeStringify(value, { maxLength: MAX_JSON }))
}

function readKey(values: Record<string, unknown>, key: string): unknown {
  try {
    return values[key]
  } catch {
    return '[unreadable]'
  }
}

const LOG_LEVELS: ReadonlySet<unknown> = new Set(['debug', 'info', 'warn', 'error', 'fatal'])

/**
 * A log line as span event attributes: its level and its message through the egress gate,
 * nothing else. The data of a log line (a thrown value with its fields, a request context)
 * never becomes part of a span, whatever `recordPayloads` says.
 */
export function logAttributes(
  level: unknown,
  message: unknown,
  gate: TextGate = spanText,
): Attributes {
  return {
    [ATTR.logLevel]: LOG_LEVELS.has(level) ? (level as string) : 'unknown',
    [ATTR.logMessage]: gate(
      typeof message === 'string' ? message : safeStringify(message, { maxLength: MAX_JSON }),
    ),
  }
}

/**
 * A thrown value as the `exception` event records it: its class name and its message through
 * the egress gate. Never its stack, and never its other fields (an HTTP client error's request
 * body, response body or headers).
 */
export function exceptionAttributes(error: unknown, gate: TextGate = spanText): Attributes {
  return {
    'exception.type': errorName(error, gate),
    'exception.message': gate(messageOf(error)),
  }
}

/**
 * The class name of a thrown value (its constructor's, not its own `name` field, which the
 * thrower sets), through the egress gate and cut; its `typeof` when it has none.
 */
export function errorName(error: unknown, gate: TextGate = spanText): string {
  if (typeof error !== 'object' || error === null) return typeof error
  try {
    const name: unknown = Object.getPrototypeOf(error)?.constructor?.name
    return typeof name === 'string' && name !== '' ? gate(name.slice(0, 100), 100) : typeof error
  } catch {
    return typeof error
  }
}

function messageOf(error: unknown): string {
  try {
    if (typeof error === 'string') return error
    const message = (error as { message?: unknown } | null | undefined)?.message
    return typeof message === 'string' ? message : ''
  } catch {
    return '[unprintable]'
  }
}
