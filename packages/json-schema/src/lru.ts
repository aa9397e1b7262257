/**
 * A map that keeps at most `capacity` entries, forgetting the least recently used first, so a
 * cache keyed by caller-chosen values (options, keys) cannot grow without bound.
 */
export class LruMap<K, V> {
  // Most caches hold one entry per object (one target, one option set) and there is one cache
  // per tool or schema, so the first entry is kept inline: a `Map` costs about 250 bytes.
  private onlyKey: K | undefined
  private onlyValue: V | undefined
  private entries: Map<K, V> | undefined

  constructor(readonly capacity: number) {}

  /** How many entries are kept. */
  get size(): number {
    if (this.entries !== undefined) return this.entries.size
    return this.onlyValue === undefined ? 0 : 1
  }

  /** The value for a key, marked as the most recently used. */
  get(key: K): V | undefined {
    if (this.entries === undefined) return this.onlyKey === key ? this.onlyValue : undefined
    const value = this.entries.get(key)
    if (value === undefined) return undefined
    this.entries.delete(key)
    this.entries.set(key, value)
    return value
  }

  /** Whether a key has a value; leaves the order of use as it is. */
  has(key: K): boolean {
    if (this.entries === undefined) return this.onlyValue !== undefined && this.onlyKey === key
    return this.entries.has(key)
  }

  /** Stores a value as the most recently used, forgetting the oldest entry when full. */
  set(key: K, value: V): void {
    if (this.entries === undefined) {
      if (this.onlyValue === undefined || this.onlyKey === key) {
        this.onlyKey = key
        this.onlyValue = value
        return
      }
      this.entries = new Map<K, V>()
      this.entries.set(this.onlyKey as K, this.onlyValue)
      this.onlyKey = undefined
      this.onlyValue = undefined
    }
    this.entries.delete(key)
    this.entries.set(key, value)
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as K
      this.entries.delete(oldest)
    }
  }
}
