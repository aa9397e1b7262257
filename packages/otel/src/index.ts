/**
 * OpenTelemetry for polytool tool calls. `createOtelObserver()` is a `ToolObserver`: plug it in
 * wherever polytool takes an `observer`, and every tool call becomes one span after the
 * OpenTelemetry GenAI conventions for tool execution, with metrics beside it. It depends on
 * `@opentelemetry/api` only (a peer, `^1.9.0`); bring whichever SDK and exporter you use. The
 * guide Observability shows how the traces of a conversation link together.
 *
 * @packageDocumentation
 */
export { ATTR as OTEL_ATTRIBUTES, EXECUTE_TOOL } from './attributes'
export { OtelObserverOptionsError } from './errors'
export { METRICS as OTEL_METRICS } from './metrics'
export {
  createOtelObserver,
  DEFAULT_MAX_PAYLOAD_LENGTH,
  INSTRUMENTATION_SCOPE,
  type OtelObserverOptions,
} from './observer'
export { carrierOf, spanContextOf } from './trace-context'
export { INSTRUMENTATION_VERSION } from './version'
