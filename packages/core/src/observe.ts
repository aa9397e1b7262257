import type { ToolCallInfo, ToolCallTrace, TraceCarrier } from './trace'

/** Log levels understood by `observe.log` and by an observer. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'fatal'

/** The observability helpers every `execute` gets as `context.observe`. */
export interface ToolObserve {
  /** Runs `fn` inside a child span (or directly when nothing traces). */
  span<T>(name: string, fn: () => Promise<T> | T, attributes?: Record<string, unknown>): Promise<T>
  /** Records a structured log line (or nothing when nothing listens). */
  log(level: LogLevel, message: string, data?: Record<string, unknown>): void
  /** The W3C context of the call's span, to send along to another service (none when untraced). */
  traceContext(): TraceCarrier | undefined
}

/**
 * What a host plugs in to receive spans and logs from tools; both parts are optional. Besides
 * the tools' own logs, `log` receives what the model is not shown: a failed request context's
 * redacted detail (`warn`) and, under the runtime and the AI SDK bridge, the exception an
 * `execute` threw (`error`, as `data.error`).
 */
export interface ToolObserver {
  /** Runs `fn` inside a span named `name` with the given attributes, and returns its result. */
  span?<T>(name: string, fn: () => Promise<T>, attributes?: Record<string, unknown>): Promise<T>
  /** Receives one structured log line. */
  log?(level: LogLevel, message: string, data?: Record<string, unknown>): void
  /**
   * Opens the span of one tool call; the pipeline calls it once per call, and only when it
   * exists (so a host without it pays nothing). `context.observe` then reports into the trace.
   */
  startToolCall?(info: ToolCallInfo): ToolCallTrace | undefined
}

/**
 * Builds `context.observe`: no-ops unless an observer is given; into the call's trace if any.
 *
 * @param observer - the host's observer, if any
 * @param trace - the call's trace, if it is traced
 * @returns the `observe` of the execution context
 */
export function createObserve(
  observer: ToolObserver | undefined,
  trace?: ToolCallTrace,
): ToolObserve {
  if (trace !== undefined) return new TracedObserve(trace)
  return {
    span(name, fn, attributes) {
      const run = async () => fn()
      return observer?.span ? observer.span(name, run, attributes) : run()
    },
    log(level, message, data) {
      observer?.log?.(level, message, data)
    },
    traceContext: () => undefined,
  }
}

// A class, not an object of closures: built once per traced call, it should cost one allocation.
class TracedObserve implements ToolObserve {
  readonly #trace: ToolCallTrace
  constructor(trace: ToolCallTrace) {
    this.#trace = trace
  }
  span<T>(name: string, fn: () => Promise<T> | T, attributes?: Record<string, unknown>) {
    return this.#trace.span(name, async () => fn(), attributes)
  }
  log(level: LogLevel, message: string, data?: Record<string, unknown>): void {
    this.#trace.log(level, message, data)
  }
  traceContext(): TraceCarrier | undefined {
    return this.#trace.carrier()
  }
}

/**
 * Where polytool itself reports problems it does not let stop a call (a throwing hook,
 * an invalid suspend payload): the observer when there is one, else the console.
 */
export function reportProblem(
  observer: ToolObserver | undefined,
  level: 'warn' | 'error',
  message: string,
  data: Record<string, unknown>,
): void {
  try {
    if (observer?.log) observer.log(level, message, data)
    else console[level](`[polytool] ${message}`, data)
  } catch {
    // A broken logger must not break the call it reports on.
  }
}
