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
