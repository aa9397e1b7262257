import { context, type Meter, metrics, type Tracer, trace } from '@opentelemetry/api'
import type { ToolObserver } from '@polytool/core'
import { logAttributes } from './attributes'
import { type CallSpanSettings, startCallSpan } from './call-span'
import { inChildSpan } from './child-span'
import { OtelObserverOptionsError } from './errors'
import { ToolMetrics } from './metrics'
import { ToolNames } from './tool-names'
import { INSTRUMENTATION_VERSION } from './version'

/** The instrumentation scope name spans and metrics are recorded under. */
export const INSTRUMENTATION_SCOPE = '@polytool/otel'

/** Default longest `gen_ai.tool.call.arguments` / `gen_ai.tool.call.result`, in characters. */
export const DEFAULT_MAX_PAYLOAD_LENGTH = 2000

/** How `createOtelObserver` records. */
export interface OtelObserverOptions {
  /**
   * Where spans go; by default the global provider's tracer of the instrumentation scope
   * `@polytool/otel` with this package's version (`INSTRUMENTATION_VERSION`).
   */
  tracer?: Tracer
  /** Where metrics go; by default the global provider's meter of the same scope and version. */
  meter?: Meter
  /**
   * Record the arguments and the result as `gen_ai.tool.call.arguments` / `.result` (redacted
   * JSON, cut to `maxPayloadLength`). Off by default: they may hold personal data.
   */
  recordPayloads?: boolean
  /** Longest recorded payload, in characters (default `DEFAULT_MAX_PAYLOAD_LENGTH`, 2000). */
  maxPayloadLength?: number
  /** Also receives every log line (hooks that threw, tools' `observe.log`), e.g. your logger. */
  log?: ToolObserver['log']
}

/**
 * A `ToolObserver` that records each tool call as an OpenTelemetry span (`execute_tool
 * {gen_ai.tool.name}`, after the GenAI conventions), a tool's `observe.span` as child spans, its
 * `observe.log` as span events, and the `gen_ai.execute_tool.duration` and
 * `polytool.tool.validation_failures` metrics. Pass it wherever polytool takes an `observer`.
 *
 * @param options - the `tracer` and `meter` (the global ones by default), `recordPayloads`,
 *   `maxPayloadLength` and `log`
 * @returns an observer to pass to `createToolCallRuntime` or a tool call
 *
 * @example
 * ```ts fragment
 * import { createOtelObserver } from '@polytool/otel'
 * import { createToolCallRuntime } from '@polytool/core'
 * import { trace } from '@opentelemetry/api'
 *
 * import type { AnyTool } from '@polytool/core'
 * declare const weatherTool: AnyTool & Required<Pick<AnyTool, 'execute'>>
 *
 * const observer = createOtelObserver({ tracer: trace.getTracer('agent') })
 * const runtime = createToolCallRuntime({ tools: [weatherTool], observer })
 * await weatherTool.execute({ city: 'Paris' }, { observer })
 * ```
 */
export function createOtelObserver(options: OtelObserverOptions = {}): ToolObserver {
  const tracer = options.tracer ?? trace.getTracer(INSTRUMENTATION_SCOPE, INSTRUMENTATION_VERSION)
  const settings: CallSpanSettings = {
    tracer,
    metrics: new ToolMetrics(
      options.meter ?? metrics.getMeter(INSTRUMENTATION_SCOPE, INSTRUMENTATION_VERSION),
    ),
    names: new ToolNames(),
    payloadLength:
      options.recordPayloads === true ? payloadLength(options.maxPayloadLength) : undefined,
  }
  const forward = options.log
  return {
    startToolCall: (info) => startCallSpan(settings, info),
    span: (name, fn, attributes) => inChildSpan(tracer, context.active(), name, fn, attributes),
    log(level, message, data) {
      // The level and the message only: `data` may hold a thrown value or a request context.
      try {
        trace.getActiveSpan()?.addEvent('polytool.log', logAttributes(level, message))
      } catch {
        // A broken tracer must not break the call that logs.
      }
      forward?.(level, message, data)
    },
  }
}

function payloadLength(value: number | undefined): number {
  if (value === undefined) return DEFAULT_MAX_PAYLOAD_LENGTH
  if (!(Number.isInteger(value) && value > 0)) {
    throw new OtelObserverOptionsError(
      `createOtelObserver: maxPayloadLength must be a positive integer, received ${String(value)}`,
    )
  }
  return value
}
