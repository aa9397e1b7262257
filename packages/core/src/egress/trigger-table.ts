import { PEM_WORD } from './private-keys'
import { KEY_TRIGGER_WORDS } from './secret-keys'
import { TOKEN_PREFIXES } from './tokens'

// The tables `findTriggers` reads the text through, built once when the module loads.

/** What a pattern other than a token prefix opens, in place of a prefix's index. */
export const KEY_WORD = -1
export const URL_MARKER = -2
export const PEM_MARKER = -3

/** A text `findTriggers` looks for. */
export interface Pattern {
  /** The pattern's characters (lower case when `anyCase`). */
  readonly codes: readonly number[]
  readonly anyCase: boolean
  /** Index in `TOKEN_PREFIXES`, `KEY_WORD`, `URL_MARKER` or `PEM_MARKER`. */
  readonly kind: number
  /**
   * Which two of its characters the filter knows it by when it starts at an even offset of the
   * text, then at an odd one: the pair that falls on an even offset, chosen among those that
   * do as the one least common in English, so that prose sets the filter off less often.
   */
  readonly offsets: readonly [number, number]
}

/** ASCII letters to lower case; every other byte as it is. */
export const LOWER = new Uint8Array(256)
for (let code = 0; code < 256; code++) LOWER[code] = code >= 65 && code <= 90 ? code + 32 : code

/** The byte order of a Uint32Array on this platform: the text is read four bytes at once. */
export const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1

/**
 * Two bytes as the 16-bit number a typed array reads them as, when the first is at an even
 * offset.
 *
 * @param first - the byte at the lower offset
 * @param second - the byte after it
 * @returns the index of the pair in `FILTER`
 */
export function pairOf(first: number, second: number): number {
  return LITTLE_ENDIAN ? first | (second << 8) : (first << 8) | second
}

/**
 * The filter, by the two bytes at an even offset of the text: bit `o` says that a pattern may
 * start `o` bytes before them. Every pattern has at least three characters, so some pair of
 * them falls on an even offset wherever it starts.
 */
export const FILTER = new Uint8Array(65536)
/**
 * By a pattern's first two bytes (`first << 7 | second`: every pattern is ASCII), in every case
 * they match: 1 + its index in `STARTS`. Small tables: a candidate's look-ups land at random
 * places in them, and a table that stays in the processor's first-level cache is read faster.
 */
export const START_IDS = new Uint8Array(128 * 128)
/** The patterns that start with the same two characters. */
export const STARTS: Pattern[][] = []
/**
 * By `id << 2 | byte >> 5`, for each id of `START_IDS`: bit `byte & 31` is set when a pattern
 * of that id has that third byte.
 */
export const THIRDS = new Uint32Array(256 * 4)

// The most frequent letter pairs of English, most frequent first: the filter avoids them.
const COMMON_PAIRS = (
  'th he in er an re on at en nd ti es or te of ed is it al ar st to nt ng se ha as ou io le ' +
  've co me de hi ri ro ic ne ea ra ce li ch ll be ma si om ur ca el ta la ns di fo ho pe ec ' +
  'pr no ct us ac ot il tr ly nc et ut ss so rs un lo wa ge ie wh ee wi em ad ol rt po we na ' +
  'ul ni ts mo ow pa im mi ai sh'
).split(' ')
/** The longest look-back the filter's 8 bits can say. */
const MAX_OFFSET = 7

function commonness(codes: readonly number[], offset: number): number {
  const pair = String.fromCharCode(LOWER[codes[offset]!]!, LOWER[codes[offset + 1]!]!)
  const rank = COMMON_PAIRS.indexOf(pair)
  return rank < 0 ? 0 : COMMON_PAIRS.length - rank
}

// The offset of the pair with the given parity that is least common (the first on a tie).
function filterOffset(codes: readonly number[], parity: number): number {
  let best = parity
  for (let offset = parity; offset + 1 < codes.length && offset <= MAX_OFFSET; offset += 2) {
    if (commonness(codes, offset) < commonness(codes, best)) best = offset
  }
  return best
}

function casesOf(code: number, anyCase: boolean): number[] {
  const upper = code >= 97 && code <= 122 ? code - 32 : code
  return anyCase && upper !== code ? [code, upper] : [code]
}

function addPattern(text: string, anyCase: boolean, kind: number): void {
  const codes = [...text].map((character) => {
    const code = character.charCodeAt(0)
    // The start tables are indexed by ASCII bytes.
    if (code >= 128) throw new Error(`findTriggers: pattern ${text} is not ASCII`)
    return anyCase ? LOWER[code]! : code
  })
  const offsets: [number, number] = [filterOffset(codes, 0), filterOffset(codes, 1)]
  const pattern: Pattern = { codes, anyCase, kind, offsets }
  for (const a of casesOf(codes[0]!, anyCase)) {
    for (const b of casesOf(codes[1]!, anyCase)) {
      const pair = (a << 7) | b
      if (START_IDS[pair] === 0) START_IDS[pair] = STARTS.push([])
      const id = START_IDS[pair]!
      STARTS[id - 1]!.push(pattern)
      for (const c of casesOf(codes[2]!, anyCase)) THIRDS[(id << 2) | (c >> 5)]! |= 1 << (c & 31)
    }
  }
  for (const offset of new Set(offsets)) {
    for (const a of casesOf(codes[offset]!, anyCase)) {
      for (const b of casesOf(codes[offset + 1]!, anyCase)) FILTER[pairOf(a, b)]! |= 1 << offset
    }
  }
}

for (const word of KEY_TRIGGER_WORDS) addPattern(word, true, KEY_WORD)
addPattern('://', false, URL_MARKER)
addPattern(PEM_WORD, false, PEM_MARKER)
TOKEN_PREFIXES.forEach((prefix, index) => {
  addPattern(prefix, false, index)
})
// The ids must fit the bytes of `START_IDS`.
if (STARTS.length > 255) throw new Error('findTriggers: too many pattern starts')
