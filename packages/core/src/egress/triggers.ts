import {
  FILTER,
  KEY_WORD,
  LITTLE_ENDIAN,
  LOWER,
  type Pattern,
  PEM_MARKER,
  START_IDS,
  STARTS,
  THIRDS,
  URL_MARKER,
} from './trigger-table'

/** Where the scanners have something to read, found in one pass over the text. */
export interface Triggers {
  /** Positions where a word of `KEY_TRIGGER_WORDS` starts, in any case, in order. */
  readonly keys: number[]
  /**
   * Each position where a prefix of `TOKEN_PREFIXES` starts (exact case) after a character
   * that is not a letter, digit or `_`, followed by the index of that prefix, in order.
   */
  readonly tokens: number[]
  /** Positions of `://`, where a URL's authority may follow, in order. */
  readonly urls: number[]
  /** Positions of `PEM_WORD` (`BEGIN `, exact case), where a PEM header may be, in order. */
  readonly pemWords: number[]
  /**
   * The text's bytes when all of it is ASCII, so that scanners may read them instead of the
   * string; a buffer that the next call of `findTriggers` writes over.
   */
  ascii: Uint8Array | undefined
}

// The UTF-8 bytes of the text are read rather than the string: a typed array is read several
// times faster than `charCodeAt`. The buffer is kept for texts up to this many characters.
const KEPT_BUFFER_CHARS = 64 * 1024
const ENCODER = new TextEncoder()

/** A buffer for the bytes of a text, seen as bytes and as groups of four bytes. */
interface Buffer {
  readonly bytes: Uint8Array
  readonly quads: Uint32Array
}

let kept: Buffer = bufferOf(0)

function bufferOf(size: number): Buffer {
  const buffer = new ArrayBuffer(size)
  return { bytes: new Uint8Array(buffer), quads: new Uint32Array(buffer) }
}

function bufferFor(length: number): Buffer {
  // Three bytes per UTF-16 unit at most, and room for four zeros after the text; whole quads.
  const size = (length * 3 + 8) & ~3
  if (size <= kept.bytes.length) return kept
  const buffer = bufferOf(size)
  if (length <= KEPT_BUFFER_CHARS) kept = buffer
  return buffer
}

/**
 * Finds, in one pass, where the key-value, token and URL scanners have something to read: the
 * start of every secret key word or scheme word (`KEY_TRIGGER_WORDS`, any case), of every
 * well-known token prefix (`TOKEN_PREFIXES`), of every `://` and of every `PEM_WORD`. Linear: the text is read four bytes at a time,
 * each half through the filter table, and each candidate is confirmed by reading at most the
 * longest pattern.
 *
 * @param text - the text to scan
 * @returns the positions found, in order
 */
export function findTriggers(text: string): Triggers {
  const found: Triggers = { keys: [], tokens: [], urls: [], pemWords: [], ascii: undefined }
  const { bytes, quads } = bufferFor(text.length)
  const length = ENCODER.encodeInto(text, bytes).written
  // Four zeros after the text: a candidate near its end reads them, not a past text's bytes.
  bytes[length] = 0
  bytes[length + 1] = 0
  bytes[length + 2] = 0
  bytes[length + 3] = 0
  const count = (length + 3) >> 2
  // The table in a local: read through the module's binding, each lookup checks it again.
  const filter = FILTER
  // Each half of a quad is looked up once; the rare quad that sets the filter off is visited
  // in place.
  for (let j = 0; j < count; j++) {
    const quad = quads[j]!
    const low = filter[quad & 0xffff]!
    const high = filter[quad >>> 16]!
    if ((low | high) === 0) continue
    // The pair at the lower offset first: starts are added in order.
    const first = LITTLE_ENDIAN ? low : high
    const second = LITTLE_ENDIAN ? high : low
    if (first !== 0) visit(found, bytes, length, 2 * j, first)
    if (second !== 0) visit(found, bytes, length, 2 * j + 1, second)
  }
  // Byte offsets are string indexes unless the text has characters outside ASCII.
  if (length !== text.length) toStringIndexes(found, bytes)
  else found.ascii = bytes
  return found
}

// The candidates that the filter bits of the pair of bytes at `2 * pair` stand for, in order of
// start: the highest bit first. Each is read only as far as its first three bytes, which most
// candidates do not share with a pattern; the rest are matched by `addFound`.
function visit(
  found: Triggers,
  bytes: Uint8Array,
  length: number,
  pair: number,
  bits: number,
): void {
  let left = bits
  while (left !== 0) {
    const offset = 31 - Math.clz32(left)
    left &= ~(1 << offset)
    const start = 2 * pair - offset
    if (start < 0) continue
    const first = bytes[start]!
    const second = bytes[start + 1]!
    const third = bytes[start + 2]!
    // Every pattern is ASCII: a byte outside it starts none.
    if ((first | second | third) >= 128) continue
    const id = START_IDS[(first << 7) | second]!
    if (id !== 0 && ((THIRDS[(id << 2) | (third >> 5)]! >>> (third & 31)) & 1) !== 0) {
      addFound(found, STARTS[id - 1]!, bytes, length, start, offset)
    }
  }
}

// Adds the pattern of `candidates` that starts at `start`, if one does and the filter knows it
// by the pair `offset` bytes in (so that a start is added once, whichever pairs point at it).
// Patterns never start with one another, so at most one matches. Starts are found in order:
// a pattern that starts before another and overlaps it is known by an earlier pair (the test
// tries every overlap), and one that ends before another starts is.
function addFound(
  found: Triggers,
  candidates: readonly Pattern[],
  bytes: Uint8Array,
  length: number,
  start: number,
  offset: number,
): void {
  for (const pattern of candidates) {
    if (pattern.offsets[start & 1] !== offset || !matches(pattern, bytes, length, start)) continue
    if (pattern.kind === KEY_WORD) found.keys.push(start)
    else if (pattern.kind === URL_MARKER) found.urls.push(start)
    else if (pattern.kind === PEM_MARKER) found.pemWords.push(start)
    else if (start === 0 || !isWordByte(bytes[start - 1]!)) found.tokens.push(start, pattern.kind)
    return
  }
}

// Turns the byte offsets found into string indexes, counting UTF-16 units from one to the next.
function toStringIndexes(found: Triggers, bytes: Uint8Array): void {
  const { keys, tokens, urls, pemWords } = found
  let byteAt = 0
  let unitAt = 0
  const indexOf = (offset: number): number => {
    for (; byteAt < offset; byteAt++) unitAt += unitsOf(bytes[byteAt]!)
    return unitAt
  }
  // Each list is in order, but the lists are not in order of each other: each is counted apart.
  for (let i = 0; i < keys.length; i++) keys[i] = indexOf(keys[i]!)
  byteAt = 0
  unitAt = 0
  for (let i = 0; i < tokens.length; i += 2) tokens[i] = indexOf(tokens[i]!)
  byteAt = 0
  unitAt = 0
  for (let i = 0; i < urls.length; i++) urls[i] = indexOf(urls[i]!)
  byteAt = 0
  unitAt = 0
  for (let i = 0; i < pemWords.length; i++) pemWords[i] = indexOf(pemWords[i]!)
}

function matches(pattern: Pattern, bytes: Uint8Array, length: number, start: number): boolean {
  const codes = pattern.codes
  if (start + codes.length > length) return false
  for (let at = 2; at < codes.length; at++) {
    const byte = bytes[start + at]!
    if ((pattern.anyCase ? LOWER[byte]! : byte) !== codes[at]) return false
  }
  return true
}

// How many UTF-16 units the UTF-8 byte stands for: none for a continuation byte, two for the
// first byte of a character outside the BMP, one otherwise.
function unitsOf(byte: number): number {
  if ((byte & 0xc0) === 0x80) return 0
  return byte >= 0xf0 ? 2 : 1
}

function isWordByte(byte: number): boolean {
  return (
    (byte >= 97 && byte <= 122) ||
    (byte >= 65 && byte <= 90) ||
    (byte >= 48 && byte <= 57) ||
    byte === 95
  )
}
