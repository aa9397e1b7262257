import {
  createTraceState,
  isSpanContextValid,
  type SpanContext,
  TraceFlags,
} from '@opentelemetry/api'
import { isTraceparent, type TraceCarrier } from '@polytool/core'

const MAX_TRACESTATE = 512

/**
 * Reads a W3C `traceparent` (and `tracestate`) into a remote span context; `undefined` for
 * anything malformed, so a hostile header starts a new trace instead of failing the call.
 *
 * @param carrier - the `traceparent` and `tracestate` received: untrusted
 * @returns the remote span context, or `undefined`
 */
export function spanContextOf(carrier: TraceCarrier | undefined): SpanContext | undefined {
  const traceparent = carrier?.traceparent
  if (!isTraceparent(traceparent)) return undefined
  const [version, traceId, spanId, flags] = traceparent.split('-') as [
    string,
    string,
    string,
    string,
  ]
  if (version === 'ff') return undefined
  const tracestate = carrier?.tracestate
  const spanContext: SpanContext = {
    traceId,
    spanId,
    traceFlags: Number.parseInt(flags, 16) & TraceFlags.SAMPLED,
    isRemote: true,
    ...(typeof tracestate === 'string' && tracestate.length <= MAX_TRACESTATE
      ? { traceState: createTraceState(tracestate) }
      : {}),
  }
  return isSpanContextValid(spanContext) ? spanContext : undefined
}

/**
 * A span context as W3C headers; `undefined` for an invalid one (nothing traces).
 *
 * @param spanContext - the span context to pass on
 * @returns the `traceparent` and `tracestate` headers, or `undefined`
 */
export function carrierOf(spanContext: SpanContext): TraceCarrier | undefined {
  if (!isSpanContextValid(spanContext)) return undefined
  const flags = (spanContext.traceFlags & TraceFlags.SAMPLED).toString(16).padStart(2, '0')
  const traceparent = `00-${spanContext.traceId}-${spanContext.spanId}-${flags}`
  const tracestate = spanContext.traceState?.serialize()
  return tracestate ? { traceparent, tracestate } : { traceparent }
}
