import { type Context, type Span, SpanStatusCode, type Tracer } from '@opentelemetry/api'
import { ATTR, errorName, exceptionAttributes, safeAttributes } from './attributes'
import { spanText, type TextGate } from './text-gate'

/**
 * Runs `fn` in a span whose parent is `parent` (passed explicitly, so it nests without a
 * context manager; with one, the span is also the active context while `fn` runs). A failure
 * marks the span with the error's class and a redacted message, and is rethrown. `opened`
 * learns each span while it is open, so that a span opened inside it can find its parent.
 */
export function inChildSpan<T>(
  tracer: Tracer,
  parent: Context,
  name: string,
  fn: () => Promise<T>,
  attributes: Record<string, unknown> | undefined,
  gate: TextGate = spanText,
  opened?: Set<Span>,
): Promise<T> {
  let started = false
  try {
    return tracer.startActiveSpan(
      gate(typeof name === 'string' ? name : String(name), 200),
      { attributes: safeAttributes(attributes, gate) },
      parent,
      (span) => {
        started = true
        return runInSpan(span, fn, gate, opened)
      },
    )
  } catch (error) {
    // A tracer that cannot start a span must not stop the tool: run it untraced.
    if (started) throw error
    return fn()
  }
}

async function runInSpan<T>(
  span: Span,
  fn: () => Promise<T>,
  gate: TextGate,
  opened: Set<Span> | undefined,
): Promise<T> {
  opened?.add(span)
  try {
    return await fn()
  } catch (error) {
    markFailed(span, error, gate)
    throw error
  } finally {
    opened?.delete(span)
    span.end()
  }
}

// Never `recordException`: a stack, an unredacted message and the error's own fields may hold
// secrets.
function markFailed(span: Span, error: unknown, gate: TextGate): void {
  span.addEvent('exception', exceptionAttributes(error, gate))
  span.setAttribute(ATTR.errorType, errorName(error, gate))
  span.setStatus({ code: SpanStatusCode.ERROR })
}
