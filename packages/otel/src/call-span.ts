import {
  type Attributes,
  type Context,
  context,
  INVALID_TRACEID,
  type Link,
  type Span,
  SpanKind,
  type SpanOptions,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api'
import type {
  LogLevel,
  ToolCallInfo,
  ToolCallTrace,
  ToolCallTraceEnd,
  TraceCarrier,
} from '@polytool/core'
import { ATTR, logAttributes, safeAttributes, safePayload } from './attributes'
import { inChildSpan } from './child-span'
import type { ToolMetrics } from './metrics'
import { failureType } from './outcome'
import { callTextGate, type TextGate } from './text-gate'
import type { CallNames, ToolNames } from './tool-names'
import { carrierOf, spanContextOf } from './trace-context'

/** What a call span needs from its observer. */
export interface CallSpanSettings {
  readonly tracer: Tracer
  readonly metrics: ToolMetrics
  readonly names: ToolNames
  /** Longest payload attribute, or `undefined` to record no payloads. */
  readonly payloadLength: number | undefined
}

/** Opens the `execute_tool {gen_ai.tool.name}` span of one call and returns its trace. */
export function startCallSpan(settings: CallSpanSettings, info: ToolCallInfo): ToolCallTrace {
  const parent = parentContext(info)
  const gate = callTextGate(info)
  const names = settings.names.of(info, gate)
  const span = settings.tracer.startSpan(names.spanName, spanOptions(info, names, gate), parent)
  return new CallSpan(settings, names, span, activeContext(parent, span), gate, info.input)
}

// The context the tool runs in, with the call span in it. A span that records nothing and
// carries no trace (the no-op tracer's, without a parent) under a parent without a span changes
// nothing that reads the context: the parent is kept, which saves copying the context, and
// `within` then runs the tool without switching contexts.
function activeContext(parent: Context, span: Span): Context {
  if (
    !span.isRecording() &&
    // No trace id: what the no-op tracer gives without a parent (cheaper than the API's regexes).
    span.spanContext().traceId === INVALID_TRACEID &&
    trace.getSpan(parent) === undefined
  ) {
    return parent
  }
  return trace.setSpan(parent, span)
}

// A class, not an object of closures: one allocation per call, even on a no-op tracer.
class CallSpan implements ToolCallTrace {
  readonly #settings: CallSpanSettings
  readonly #names: CallNames
  readonly #span: Span
  readonly #active: Context
  // Every text the tool or the call's end records goes through it.
  readonly #gate: TextGate
  // Taken only where the duration is recorded: reading the clock twice costs as much as a span
  // of the no-op tracer.
  readonly #started: number
  // The tool's `observe.span` spans while they are open; made on the first.
  #children: Set<Span> | undefined
  #argumentsRecorded: boolean

  constructor(
    settings: CallSpanSettings,
    names: CallNames,
    span: Span,
    active: Context,
    gate: TextGate,
    input: unknown,
  ) {
    this.#settings = settings
    this.#names = names
    this.#span = span
    this.#active = active
    this.#gate = gate
    this.#started = settings.metrics.timed ? performance.now() : 0
    this.#argumentsRecorded = this.#recordPayload(ATTR.arguments, input)
  }

  event(name: string, attributes?: Record<string, unknown>): void {
    try {
      this.#span.addEvent(this.#gate(name, 200), safeAttributes(attributes, this.#gate))
    } catch {
      // A broken tracer must not break the call it records.
    }
  }

  span<T>(name: string, fn: () => Promise<T>, attributes?: Record<string, unknown>): Promise<T> {
    this.#children ??= new Set()
    const parent = this.#parentOfChild(this.#children)
    const { tracer } = this.#settings
    return inChildSpan(tracer, parent, name, fn, attributes, this.#gate, this.#children)
  }

  // Where a context manager tells which of the tool's spans is running, a span opened inside it
  // is its child; else every span of the tool is a child of the call span.
  #parentOfChild(children: Set<Span>): Context {
    const active = context.active()
    const running = trace.getSpan(active)
    return running !== undefined && children.has(running) ? active : this.#active
  }

  // The data of a log line is never recorded: it may hold a thrown value or a request context.
  log(level: LogLevel, message: string): void {
    try {
      this.#span.addEvent('polytool.log', logAttributes(level, message, this.#gate))
    } catch {
      // A broken tracer must not break the tool that logs.
    }
  }

  within<T>(fn: () => T): T {
    // Already the active context (see `activeContext`): switching to it would change nothing.
    const active = this.#active
    return active === context.active() ? fn() : context.with(active, fn)
  }

  carrier(): TraceCarrier | undefined {
    return carrierOf(this.#span.spanContext())
  }

  end(end: ToolCallTraceEnd): void {
    if (!this.#argumentsRecorded) {
      this.#argumentsRecorded = this.#recordPayload(ATTR.arguments, end.input)
    }
    this.#recordPayload(ATTR.result, end.result)
    endSpan(this.#span, end, this.#gate)
    const { metrics } = this.#settings
    const seconds = metrics.timed ? (performance.now() - this.#started) / 1000 : 0
    metrics.record(this.#names.metricAttributes, seconds, end)
  }

  #recordPayload(name: string, value: unknown): boolean {
    const maxLength = this.#settings.payloadLength
    if (maxLength === undefined || value === undefined) return false
    this.#span.setAttribute(name, safePayload(value, maxLength, this.#gate))
    return true
  }
}

// The call id is the model's: an id, cut short, through the call's gate.
function startAttributes(info: ToolCallInfo, names: CallNames, gate: TextGate): Attributes {
  const { toolCallId } = info
  if (typeof toolCallId !== 'string') return names.spanAttributes
  return { ...names.spanAttributes, [ATTR.toolCallId]: gate(toolCallId, 200) }
}

// A remote parent (an MCP client's `_meta`) wins over the active context.
function parentContext(info: ToolCallInfo): Context {
  const remote = spanContextOf(info.parent)
  const active = context.active()
  return remote === undefined ? active : trace.setSpanContext(active, remote)
}

// Links are left out when the call has none: a shared empty array could be filled by a span's
// `addLink`. A call with neither a call id nor links shares its tool's options.
function spanOptions(info: ToolCallInfo, names: CallNames, gate: TextGate): SpanOptions {
  if (typeof info.toolCallId !== 'string' && info.links === undefined) return names.spanOptions
  const options: SpanOptions = {
    kind: SpanKind.INTERNAL,
    attributes: startAttributes(info, names, gate),
  }
  if (info.links !== undefined) options.links = linksOf(info.links)
  return options
}

function linksOf(traceparents: readonly string[]): Link[] {
  const links: Link[] = []
  for (const traceparent of traceparents) {
    const linked = spanContextOf({ traceparent })
    if (linked !== undefined) links.push({ context: linked })
  }
  return links
}

// `error.type` is one of core's `TRACE_ERROR_TYPES`; a `ToolError`'s own code is the tool's text,
// recorded apart and through the call's gate (it may quote a request-context value).
function endSpan(span: Span, end: ToolCallTraceEnd, gate: TextGate): void {
  span.setAttribute(ATTR.outcome, end.outcome)
  if (end.validation !== undefined) span.setAttribute(ATTR.validationKind, end.validation)
  const errorType = failureType(end)
  if (errorType !== undefined) {
    const shown = gate(errorType, 100)
    span.setAttribute(ATTR.errorType, shown)
    // The code only: the message of a failure may quote the arguments.
    span.setStatus({ code: SpanStatusCode.ERROR, message: shown })
  }
  if (typeof end.toolErrorCode === 'string') {
    span.setAttribute(ATTR.toolErrorCode, gate(end.toolErrorCode, 100))
  }
  span.end()
}
