import { type Context, type Span, SpanStatusCode, type Tracer } from '@opentelemetry/api'
import { safeAttributes, safeText } from './attributes'

/**
 * Runs `fn` in a span whose parent is `parent` (passed explicitly, so it nests without a
 * context manager; with one, the span is also the active context while `fn` runs). A failure
 * marks the span with the error's class and a redacted message, and is rethrown.
 */
export function inChildSpan<T>(
  tracer: Tracer,
  parent: Context,
  name: string,
  fn: () => Promise<T>,
  attributes: Record<string, unknown> | undefined,
): Promise<T> {
  let started = false
  try {
    return tracer.startActiveSpan(
      safeText(name),
      { attributes: safeAttributes(attributes) },
      parent,
      (span) => {
        started = true
        return runInSpan(span, fn)
      },
    )
  } catch (error) {
    // A tracer that cannot start a span must not stop the tool: run it untraced.
    if (started) throw error
    return fn()
  }
}

async function runInSpan<T>(span: Span, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (error) {
    markFailed(span, error)
    throw error
  } finally {
    span.end()
  }
}

// Never `recordException`: a stack and an unredacted message may hold secrets.
function markFailed(span: Span, error: unknown): void {
  const type = errorName(error)
  span.addEvent('exception', {
    'exception.type': type,
    'exception.message': safeText(messageOf(error)),
  })
  span.setAttribute('error.type', type)
  span.setStatus({ code: SpanStatusCode.ERROR })
}

function errorName(error: unknown): string {
  try {
    const name = (error as { name?: unknown } | null)?.name
    return typeof name === 'string' && name !== '' ? name.slice(0, 100) : typeof error
  } catch {
    return typeof error
  }
}

function messageOf(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error)
  } catch {
    return '[unprintable]'
  }
}
