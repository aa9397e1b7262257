import {
  type Context,
  context,
  type Link,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api'
import type {
  LogLevel,
  ToolCallInfo,
  ToolCallTrace,
  ToolCallTraceEnd,
  ToolCallTraceOutcome,
  TraceCarrier,
} from '@polytool/core'
import { ATTR, EXECUTE_TOOL, safeAttributes, safePayload, safeText } from './attributes'
import { inChildSpan } from './child-span'
import type { ToolMetrics } from './metrics'
import { carrierOf, spanContextOf } from './trace-context'

/** What a call span needs from its observer. */
export interface CallSpanSettings {
  readonly tracer: Tracer
  readonly metrics: ToolMetrics
  /** Longest payload attribute, or `undefined` to record no payloads. */
  readonly payloadLength: number | undefined
}

// Outcomes of a call that went as asked: the span's status stays unset.
const NOT_FAILED: ReadonlySet<ToolCallTraceOutcome> = new Set([
  'completed',
  'awaiting-approval',
  'suspended',
])

/** Opens the `execute_tool {gen_ai.tool.name}` span of one call and returns its trace. */
export function startCallSpan(settings: CallSpanSettings, info: ToolCallInfo): ToolCallTrace {
  const parent = parentContext(info)
  const span = settings.tracer.startSpan(
    `${EXECUTE_TOOL} ${info.toolId}`,
    { kind: SpanKind.INTERNAL, attributes: startAttributes(info), links: linksOf(info) },
    parent,
  )
  return new CallSpan(settings, info.toolId, span, trace.setSpan(parent, span), info.input)
}

// A class, not an object of closures: one allocation per call, even on a no-op tracer.
class CallSpan implements ToolCallTrace {
  readonly #settings: CallSpanSettings
  readonly #toolId: string
  readonly #span: Span
  readonly #active: Context
  readonly #started = performance.now()
  #argumentsRecorded: boolean

  constructor(
    settings: CallSpanSettings,
    toolId: string,
    span: Span,
    active: Context,
    input: unknown,
  ) {
    this.#settings = settings
    this.#toolId = toolId
    this.#span = span
    this.#active = active
    this.#argumentsRecorded = recordPayload(span, settings, ATTR.arguments, input)
  }

  event(name: string, attributes?: Record<string, unknown>): void {
    try {
      this.#span.addEvent(name, safeAttributes(attributes))
    } catch {
      // A broken tracer must not break the call it records.
    }
  }

  span<T>(name: string, fn: () => Promise<T>, attributes?: Record<string, unknown>): Promise<T> {
    return inChildSpan(this.#settings.tracer, this.#active, name, fn, attributes)
  }

  log(level: LogLevel, message: string, data?: Record<string, unknown>): void {
    try {
      this.#span.addEvent('polytool.log', logAttributes(level, message, data))
    } catch {
      // A broken tracer must not break the tool that logs.
    }
  }

  within<T>(fn: () => T): T {
    return context.with(this.#active, fn)
  }

  carrier(): TraceCarrier | undefined {
    return carrierOf(this.#span.spanContext())
  }

  end(end: ToolCallTraceEnd): void {
    if (!this.#argumentsRecorded) {
      this.#argumentsRecorded = recordPayload(this.#span, this.#settings, ATTR.arguments, end.input)
    }
    endSpan(this.#span, this.#settings, end)
    const seconds = (performance.now() - this.#started) / 1000
    this.#settings.metrics.record(this.#toolId, seconds, end)
  }
}

/** A log line as span event attributes: level, redacted message, redacted JSON data. */
export function logAttributes(
  level: LogLevel,
  message: string,
  data: Record<string, unknown> | undefined,
): Record<string, string> {
  return {
    [ATTR.logLevel]: String(level),
    [ATTR.logMessage]: safeText(message),
    ...(data === undefined ? {} : { [ATTR.logData]: safePayload(data, 1000) }),
  }
}

function startAttributes(info: ToolCallInfo) {
  return {
    [ATTR.operationName]: EXECUTE_TOOL,
    [ATTR.toolName]: info.toolId,
    [ATTR.toolType]: 'function',
    // The description is the tool author's; the call id, the model's: an id, cut short.
    ...(info.description === '' ? {} : { [ATTR.toolDescription]: info.description }),
    ...(info.toolCallId === undefined ? {} : { [ATTR.toolCallId]: info.toolCallId.slice(0, 200) }),
  }
}

// A remote parent (an MCP client's `_meta`) wins over the active context.
function parentContext(info: ToolCallInfo): Context {
  const remote = spanContextOf(info.parent)
  const active = context.active()
  return remote === undefined ? active : trace.setSpanContext(active, remote)
}

function linksOf(info: ToolCallInfo): Link[] {
  const links: Link[] = []
  for (const traceparent of info.links ?? []) {
    const linked = spanContextOf({ traceparent })
    if (linked !== undefined) links.push({ context: linked })
  }
  return links
}

function recordPayload(
  span: Span,
  settings: CallSpanSettings,
  name: string,
  value: unknown,
): boolean {
  if (settings.payloadLength === undefined || value === undefined) return false
  span.setAttribute(name, safePayload(value, settings.payloadLength))
  return true
}

function endSpan(span: Span, settings: CallSpanSettings, end: ToolCallTraceEnd): void {
  span.setAttribute(ATTR.outcome, end.outcome)
  if (end.validation !== undefined) span.setAttribute(ATTR.validationKind, end.validation)
  if (!NOT_FAILED.has(end.outcome)) {
    span.setAttribute(ATTR.errorType, end.errorType ?? end.outcome)
    // The code only: the message of a failure may quote the arguments.
    span.setStatus({ code: SpanStatusCode.ERROR, message: end.errorType ?? end.outcome })
  }
  recordPayload(span, settings, ATTR.result, end.result)
  span.end()
}
