/**
 * PostgreSQL's `jsonb` cannot hold U+0000, which JSON text writes as `\u0000`: a value with one
 * (a model's call id, an argument, an output) would make the whole write fail. Such a value is
 * stored as its JSON text in a one-key wrapper instead, where the escape is plain characters,
 * and read back exactly; any other value is stored as it is.
 */

/** The only key of a wrapped value. */
const WRAPPER_KEY = 'polytoolJson'

/**
 * The value itself, or a wrapper holding its JSON text when that text has a `\u0000` escape.
 * Only PostgreSQL needs it (see `storableOn`): it costs a serialization of the value.
 */
export function storableJson<T>(value: T): T | { readonly [WRAPPER_KEY]: string } {
  const text = JSON.stringify(value)
  // A literal backslash before `u0000` matches too: wrapping is then harmless, only longer.
  return text?.includes('\\u0000') ? { [WRAPPER_KEY]: text } : value
}

/**
 * The value a wrapper holds, or the value itself. A wrapper whose text is not JSON is answered
 * as it is, for the reader's own checks to refuse.
 */
export function unwrapJson(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value
  // Most values are no wrapper: answered without listing their keys.
  if (!Object.hasOwn(value, WRAPPER_KEY)) return value
  const keys = Object.keys(value)
  if (keys.length !== 1 || keys[0] !== WRAPPER_KEY) return value
  const text = (value as Record<string, unknown>)[WRAPPER_KEY]
  if (typeof text !== 'string') return value
  try {
    return JSON.parse(text)
  } catch {
    return value
  }
}

/**
 * How values are made storable on a backend: wrapped where needed on PostgreSQL, as they are on
 * Redis, which keeps JSON text (where U+0000 is an escape like any other) and so needs no
 * wrapper, nor the serialization that finds one is needed.
 */
export function storableOn(backend: 'redis' | 'postgres'): <T>(value: T) => T {
  return backend === 'postgres' ? (storableJson as <T>(value: T) => T) : (value) => value
}
