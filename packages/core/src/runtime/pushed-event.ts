import { safeStringify } from '../safe-stringify'
import { excerpt } from '../secrets'
import { ToolCallRuntimeError } from './errors'
import type { ToolCallEvent } from './events'

const EVENT_FIELDS = {
  'tool-input-start': 'toolName',
  'tool-input-delta': 'inputTextDelta',
  'tool-input-end': undefined,
} as const

/**
 * Checks an event pushed into the runtime and copies its fields, each read once: a getter
 * cannot answer one thing to the check and another to the call, and one that throws makes an
 * `INVALID_EVENT`, not a crash.
 */
export function readEvent(event: ToolCallEvent): ToolCallEvent {
  let fields: Record<string, unknown>
  try {
    const { type, toolCallId, toolName, inputTextDelta, inputText } = (
      typeof event === 'object' && event !== null ? event : {}
    ) as Record<string, unknown>
    fields = { type, toolCallId, toolName, inputTextDelta, inputText }
  } catch {
    throw invalidEvent('an event whose fields can be read', '[a field threw]')
  }
  const type = fields.type as keyof typeof EVENT_FIELDS
  if (typeof type !== 'string' || !Object.hasOwn(EVENT_FIELDS, type)) {
    throw invalidEvent(`type must be one of ${Object.keys(EVENT_FIELDS).join(', ')}`, fields.type)
  }
  const { toolCallId } = fields
  if (typeof toolCallId !== 'string' || toolCallId === '') {
    throw invalidEvent(`${type}: toolCallId must be a non-empty string`, toolCallId)
  }
  const field = EVENT_FIELDS[type]
  if (field !== undefined && typeof fields[field] !== 'string') {
    throw invalidEvent(`${type}: ${field} must be a string`, fields[field])
  }
  if (type === 'tool-input-start') {
    return { type, toolCallId, toolName: fields.toolName as string }
  }
  if (type === 'tool-input-delta') {
    return { type, toolCallId, inputTextDelta: fields.inputTextDelta as string }
  }
  const { inputText } = fields
  if (inputText === undefined) return { type, toolCallId }
  if (typeof inputText !== 'string') {
    throw invalidEvent('tool-input-end: inputText must be a string when present', inputText)
  }
  return { type, toolCallId, inputText }
}

function invalidEvent(expected: string, received: unknown): ToolCallRuntimeError {
  return new ToolCallRuntimeError(
    'INVALID_EVENT',
    `Invalid event: ${expected}, received ${excerpt(safeStringify(received, { maxLength: 200 }))}`,
  )
}
