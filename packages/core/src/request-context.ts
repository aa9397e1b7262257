import { REDACTED } from './secrets'

const MAX_KEYS_SHOWN = 20

/**
 * Request-scoped values shared with a tool's `execute` (user tier, locale, clients, …).
 *
 * @example
 * ```ts fragment
 * import { type AnyTool, RequestContext } from '@polytool/core'
 *
 * declare const tool: AnyTool & Required<Pick<AnyTool, 'execute'>>
 *
 * const requestContext = new RequestContext<{ userTier: 'free' | 'pro' }>()
 * requestContext.set('userTier', 'pro')
 * await tool.execute({ location: 'Paris' }, { requestContext })
 * ```
 */
export class RequestContext<Values extends Record<string, unknown> = Record<string, unknown>> {
  // Made on first write: most calls never store anything.
  #map: Map<string, unknown> | undefined

  constructor(
    entries?: Iterable<readonly [keyof Values & string, Values[keyof Values]]> | Partial<Values>,
  ) {
    if (entries === undefined) return
    const pairs = Symbol.iterator in entries ? entries : Object.entries(entries)
    this.#map = new Map(pairs as Iterable<readonly [string, unknown]>)
  }

  get #values(): Map<string, unknown> {
    this.#map ??= new Map()
    return this.#map
  }

  /** The value stored under `key`, or `undefined`. */
  get<K extends keyof Values & string>(key: K): Values[K] {
    return this.#values.get(key) as Values[K]
  }

  /** Stores `value` under `key`. */
  set<K extends keyof Values & string>(key: K, value: Values[K]): this {
    this.#values.set(key, value)
    return this
  }

  /** Whether a value is stored under `key`. */
  has(key: keyof Values & string): boolean {
    return this.#values.has(key)
  }

  /** Removes `key`; answers whether it was there. */
  delete(key: keyof Values & string): boolean {
    return this.#values.delete(key)
  }

  /** The stored key/value pairs, in insertion order. */
  entries(): IterableIterator<[keyof Values & string, Values[keyof Values]]> {
    return this.#values.entries() as IterableIterator<[keyof Values & string, Values[keyof Values]]>
  }

  /** The stored keys, in insertion order. */
  keys(): IterableIterator<keyof Values & string> {
    return this.#values.keys() as IterableIterator<keyof Values & string>
  }

  /** How many values are stored. */
  get size(): number {
    return this.#map?.size ?? 0
  }

  /** Names the keys, never the values: `RequestContext(userTier, locale)`. */
  toString(): string {
    const keys = [...this.keys()]
    const shown = keys.length > MAX_KEYS_SHOWN ? [...keys.slice(0, MAX_KEYS_SHOWN), '…'] : keys
    return `RequestContext(${shown.join(', ')})`
  }

  /** What `JSON.stringify` writes: the keys, each with `[redacted]` for its value. */
  toJSON(): Record<string, string> {
    const shown: Record<string, string> = {}
    for (const key of this.keys()) {
      // defineProperty: a `__proto__` key stays an ordinary key.
      Object.defineProperty(shown, key, { value: REDACTED, enumerable: true })
    }
    return shown
  }

  /** What `console.log` and `util.inspect` print in Node: the keys, never the values. */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return this.toString()
  }

  /** The values as a plain object (what `requestContextSchema` validates). */
  toObject(): Partial<Values> {
    return (this.#map ? Object.fromEntries(this.#map) : {}) as Partial<Values>
  }
}
