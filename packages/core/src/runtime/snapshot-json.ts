/** How much untrusted JSON-like data `readPlainJson` reads before it gives up. */
export interface PlainJsonLimits {
  /** Deepest nesting of arrays and objects. */
  readonly maxDepth: number
  /** Longest canonical JSON text, in characters. */
  readonly maxSize: number
}

/** Why untrusted data is not plain JSON: where (a JSON pointer), what was expected, what came. */
export class PlainJsonError extends Error {
  override readonly name = 'PlainJsonError'
  readonly pointer: string
  readonly expected: string
  readonly received: string

  constructor(pointer: string, expected: string, received: string) {
    super(`${pointer || '(root)'}: expected ${expected}, received ${received}`)
    this.pointer = pointer
    this.expected = expected
    this.received = received
  }
}

/** A plain copy of untrusted data and its canonical JSON text. */
export interface PlainJson {
  readonly value: unknown
  /** JSON with object keys sorted by UTF-16 code units, no whitespace: stable for a MAC. */
  readonly canonical: string
}

interface Frame {
  readonly source: object
  readonly target: Record<string, unknown> | unknown[]
  // What to visit, in canonical order: sorted keys for objects, indexes for arrays.
  readonly entries: ReadonlyArray<readonly [string | number, unknown]>
  index: number
}

/**
 * Copies data handed back by a host (a stored snapshot) as plain JSON, without trusting it:
 * only plain objects, arrays, strings, finite numbers, booleans and null; no getters (never
 * invoked), no cycles, bounded depth and size; `__proto__` stays an own key. Iterative, so
 * deep nesting cannot overflow the stack. Throws a `PlainJsonError` for anything else.
 */
export function readPlainJson(value: unknown, limits: PlainJsonLimits): PlainJson {
  const parts: string[] = []
  let size = 0
  const stack: Frame[] = []
  const onStack = new Set<object>()
  const pointer = () =>
    stack.map((frame) => `/${escapePointer(String(frame.entries[frame.index - 1]?.[0]))}`).join('')
  const grow = (length: number) => {
    size += length
    if (size > limits.maxSize) {
      throw new PlainJsonError(pointer(), `at most ${limits.maxSize} characters of JSON`, 'more')
    }
  }
  const emit = (text: string) => {
    grow(text.length)
    parts.push(text)
  }

  // Reads one value: a primitive is emitted at once, a container gets a frame. Returns the copy.
  const enter = (item: unknown): unknown => {
    // A string too long is refused before it is quoted, that is copied.
    if (typeof item === 'string' && size + item.length > limits.maxSize) grow(item.length)
    if (item === null || typeof item === 'boolean' || typeof item === 'string') {
      emit(JSON.stringify(item))
      return item
    }
    if (typeof item === 'number') {
      if (!Number.isFinite(item)) throw new PlainJsonError(pointer(), 'a finite number', `${item}`)
      emit(JSON.stringify(item))
      return item
    }
    if (typeof item !== 'object') {
      throw new PlainJsonError(pointer(), 'a JSON value', typeof item)
    }
    if (onStack.has(item)) throw new PlainJsonError(pointer(), 'data without cycles', 'a cycle')
    if (stack.length >= limits.maxDepth) {
      throw new PlainJsonError(pointer(), `at most ${limits.maxDepth} nested levels`, 'deeper')
    }
    const isArray = Array.isArray(item)
    let entries: Entry[]
    const target: Record<string, unknown> | unknown[] = isArray ? [] : {}
    if (isArray) entries = arrayEntries(item, limits, pointer)
    else {
      entries = objectEntries(item, limits, pointer)
      // The copy keeps the order the keys came in; only the canonical text is sorted, by
      // UTF-16 code units as JSON canonicalization (RFC 8785) does.
      for (const [key] of entries)
        defineMember(target as Record<string, unknown>, key as string, undefined)
      entries.sort(([a], [b]) => ((a as string) < (b as string) ? -1 : 1))
    }
    emit(isArray ? '[' : '{')
    stack.push({ source: item, target, entries, index: 0 })
    onStack.add(item)
    return target
  }

  const root = enter(value)
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!
    if (frame.index === frame.entries.length) {
      emit(Array.isArray(frame.target) ? ']' : '}')
      stack.pop()
      onStack.delete(frame.source)
      continue
    }
    const [key, item] = frame.entries[frame.index++]!
    if (frame.index > 1) emit(',')
    if (typeof key === 'string') emit(`${JSON.stringify(key)}:`)
    const copy = enter(item)
    if (Array.isArray(frame.target)) frame.target.push(copy)
    else defineMember(frame.target, key as string, copy)
  }
  return { value: root, canonical: parts.join('') }
}

type Entry = readonly [string | number, unknown]

// Each item or member takes at least two characters of JSON: refuse too many before reading them.
function tooMany(count: number, limits: PlainJsonLimits, pointer: () => string): void {
  if (count * 2 > limits.maxSize) {
    throw new PlainJsonError(
      pointer(),
      `at most ${limits.maxSize} characters of JSON`,
      `${count} entries`,
    )
  }
}

function arrayEntries(array: unknown[], limits: PlainJsonLimits, pointer: () => string): Entry[] {
  const entries: Entry[] = []
  const length = ownData(array, 'length', pointer) as number
  tooMany(length, limits, pointer)
  for (let index = 0; index < length; index++) {
    if (!Object.hasOwn(array, index)) {
      throw new PlainJsonError(`${pointer()}/${index}`, 'an array without holes', 'a hole')
    }
    entries.push([index, ownData(array, index, pointer)])
  }
  return entries
}

function objectEntries(object: object, limits: PlainJsonLimits, pointer: () => string): Entry[] {
  const prototype = Object.getPrototypeOf(object)
  if (prototype !== Object.prototype && prototype !== null) {
    throw new PlainJsonError(pointer(), 'a plain object', 'an object of another class')
  }
  const entries: Entry[] = []
  const keys = Object.keys(object)
  tooMany(keys.length, limits, pointer)
  for (const key of keys) {
    const item = ownData(object, key, pointer)
    // As in JSON.stringify, a member whose value is undefined is left out.
    if (item !== undefined) entries.push([key, item])
  }
  return entries
}

// Reads a property without running code: a getter or setter is refused, never called.
function ownData(object: object, key: string | number, pointer: () => string): unknown {
  const descriptor = Object.getOwnPropertyDescriptor(object, key)
  if (descriptor === undefined) return undefined
  if (!('value' in descriptor)) {
    const where = `${pointer()}/${escapePointer(String(key))}`
    throw new PlainJsonError(where, 'a data property', 'a getter or setter')
  }
  return descriptor.value
}

/** Sets a member as `JSON.parse` does: `__proto__` becomes an own key, never the prototype. */
function defineMember(object: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(object, key, {
    value,
    writable: true,
    enumerable: true,
    configurable: true,
  })
}

function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1')
}
