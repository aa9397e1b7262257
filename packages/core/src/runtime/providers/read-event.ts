/** A JSON object from a provider stream, or `undefined` for anything else. */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined
}

/** The message of an `error` a provider streams instead of its usual events. */
export function streamedErrorMessage(error: unknown): string {
  const message = asRecord(error)?.message
  return typeof message === 'string' ? message : JSON.stringify(error)
}
