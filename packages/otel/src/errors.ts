/** An option of `createOtelObserver` has a value it cannot use. */
export class OtelObserverOptionsError extends TypeError {
  override readonly name = 'OtelObserverOptionsError'
  readonly code = 'OTEL_OPTIONS_INVALID'
}
