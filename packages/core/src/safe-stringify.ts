import { cutText } from './egress/cut'
import { redactSecrets } from './egress/redact'
import { looksSecret, REDACTED } from './egress/secret-keys'

/** Options for `safeStringify`. */
export interface SafeStringifyOptions {
  /** Longest text returned; longer text is cut and ends with `…`. */
  maxLength?: number
}

/**
 * JSON for messages: never throws (cycles, throwing getters, bigint, deep nesting), hides
 * values under secret-looking keys and secrets inside strings (`redactSecrets`, on the whole
 * string before it is shortened), and truncates, as the egress gate does: redact, then cut.
 *
 * @param value - any value, however hostile
 * @param options - the longest text returned
 * @returns the redacted, shortened JSON text
 *
 * @example
 * import { safeStringify } from '@polytool/core'
 *
 * safeStringify({ user: 'ann', password: 'hunter2' }) // '{"user":"ann","password":"[redacted]"}'
 */
export function safeStringify(value: unknown, options: SafeStringifyOptions = {}): string {
  const maxLength = options.maxLength ?? 500
  let text: string
  try {
    text = JSON.stringify(toPrintable(value, new WeakSet(), 0)) ?? String(value)
  } catch {
    text = '[unprintable]'
  }
  return cutText(text, maxLength)
}

const MAX_DEPTH = 20
const MAX_ENTRIES = 50
const MAX_STRING = 1000

function toPrintable(value: unknown, seen: WeakSet<object>, depth: number): unknown {
  if (typeof value === 'string') return printableString(value)
  if (typeof value === 'bigint') return `${value}n`
  if (typeof value === 'function') return '[function]'
  if (typeof value === 'symbol') return value.toString()
  if (typeof value !== 'object' || value === null) return value
  if (seen.has(value)) return '[circular]'
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? '[array]' : '[object]'
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString()
  seen.add(value)
  try {
    if (Array.isArray(value)) {
      const items = value.slice(0, MAX_ENTRIES).map((item) => toPrintable(item, seen, depth + 1))
      if (value.length > MAX_ENTRIES) items.push(`… ${value.length - MAX_ENTRIES} more`)
      return items
    }
    const printable: Record<string, unknown> = {}
    for (const key of Object.keys(value).slice(0, MAX_ENTRIES)) {
      const shown = looksSecret(key) ? REDACTED : readProperty(value, key, seen, depth)
      // defineProperty: a `__proto__` key stays an ordinary key.
      Object.defineProperty(printable, key, { value: shown, enumerable: true })
    }
    return printable
  } finally {
    seen.delete(value)
  }
}

function readProperty(value: object, key: string, seen: WeakSet<object>, depth: number): unknown {
  try {
    return toPrintable((value as Record<string, unknown>)[key], seen, depth + 1)
  } catch {
    return '[unreadable]'
  }
}

// The whole string is redacted before it is cut, so a secret across the cut shows nothing.
function printableString(value: string): string {
  const shown = redactSecrets(value)
  return shown.length > MAX_STRING
    ? `${cutText(shown, MAX_STRING)} (${value.length} characters)`
    : shown
}
