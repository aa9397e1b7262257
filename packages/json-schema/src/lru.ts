/**
 * A map that keeps at most `capacity` entries, forgetting the least recently used first, so a
 * cache keyed by caller-chosen values (options, keys) cannot grow without bound.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>()

  constructor(readonly capacity: number) {}

  /** How many entries are kept. */
  get size(): number {
    return this.entries.size
  }

  /** The value for a key, marked as the most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key)
    if (value === undefined) return undefined
    this.entries.delete(key)
    this.entries.set(key, value)
    return value
  }

  /** Whether a key has a value; leaves the order of use as it is. */
  has(key: K): boolean {
    return this.entries.has(key)
  }

  /** Stores a value as the most recently used, forgetting the oldest entry when full. */
  set(key: K, value: V): void {
    this.entries.delete(key)
    this.entries.set(key, value)
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as K
      this.entries.delete(oldest)
    }
  }
}
