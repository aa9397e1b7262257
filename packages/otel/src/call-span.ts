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
  const active = trace.setSpan(parent, span)
  const started = performance.now()
  let argumentsRecorded = recordPayload(span, settings, ATTR.arguments, info.input)
  return {
    event(name, attributes) {
      span.addEvent(name, safeAttributes(attributes))
    },
    span(name, fn, attributes) {
      return inChildSpan(settings.tracer, active, name, fn, attributes)
    },
    log(level, message, data) {
      span.addEvent('polytool.log', logAttributes(level, message, data))
    },
    within: (fn) => context.with(active, fn),
    carrier: () => carrierOf(span.spanContext()),
    end(end) {
      if (!argumentsRecorded) {
        argumentsRecorded = recordPayload(span, settings, ATTR.arguments, end.input)
      }
      endSpan(span, settings, end)
      const seconds = (performance.now() - started) / 1000
      settings.metrics.record(info.toolId, seconds, end)
    },
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
    ...(info.description === '' ? {} : { [ATTR.toolDescription]: safeText(info.description) }),
    ...(info.toolCallId === undefined ? {} : { [ATTR.toolCallId]: safeText(info.toolCallId) }),
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
