import { excerpt } from '../../secrets'
import {
  BACKSLASH,
  BACKTICK,
  ESCAPED,
  hexValue,
  isLetter,
  isWhitespace,
  NEWLINE,
  QUOTE,
} from './characters'
import {
  describeCharacter,
  END_OF_INPUT,
  JsonParseError,
  type JsonParseErrorCode,
} from './json-parse-error'
import { AFTER_MINUS, AFTER_ZERO, IN_INTEGER, NUMBER_ENDS, nextNumberPhase } from './number-grammar'

/** A common slip in model output that the parser fixed instead of rejecting. */
export interface JsonRepair {
  /** A Markdown code fence around the JSON, a trailing comma, or containers left open at the end. */
  readonly kind: 'code-fence' | 'trailing-comma' | 'closed-containers'
  /** Where the slip was found (UTF-16 code units from the start). */
  readonly offset: number
}

/** The outcome of a whole text: the value and the repairs made, or the first error. */
export type JsonParseResult =
  | { readonly ok: true; readonly value: unknown; readonly repairs: readonly JsonRepair[] }
  | { readonly ok: false; readonly error: JsonParseError }

/** Parses JSON text that arrives in pieces, in time proportional to each piece's length. */
export interface PartialJsonParser {
  /** Reads one more piece. Answers `false` once the text is known to be malformed (see `error`). */
  write(text: string): boolean
  /** Ends the text: the complete value (with any repairs), or the error. */
  end(): JsonParseResult
  /**
   * The best-effort value so far. It is updated in place as more text arrives (copying it at
   * every piece would make streaming quadratic): copy it to keep the state at one moment.
   * Strings grow as they arrive; numbers, `true`, `false` and `null` appear once complete;
   * a key appears once its value starts.
   */
  readonly partial: unknown
  /** The first error found, if any. */
  readonly error: JsonParseError | undefined
  /** Whether a value has started: `false` while only whitespace (or a code fence) came. */
  readonly started: boolean
}

/** Limits of a `PartialJsonParser`. */
export interface PartialJsonParserOptions {
  /**
   * Deepest nesting of arrays and objects accepted, 256 by default. Deeper text fails with
   * `JSON_TOO_DEEP`: the parser itself never recurses, but validators and `JSON.stringify`
   * downstream do, and would overflow the stack on the value.
   */
  maxDepth?: number
}

/** How deep arguments may nest unless `maxDepth` says otherwise. */
export const DEFAULT_MAX_JSON_DEPTH = 256

/**
 * Creates an incremental JSON parser for streamed tool arguments.
 *
 * @param options - `maxDepth` and the other limits
 * @returns a parser: `write` each text delta, read the value parsed so far, `end` it
 *
 * @example
 * import { createPartialJsonParser } from '@polytool/core'
 *
 * const parser = createPartialJsonParser()
 * parser.write('{"location": "Par')
 * parser.partial // { location: 'Par' }
 * parser.write('is"}')
 * parser.end() // { ok: true, value: { location: 'Paris' }, repairs: [] }
 */
export function createPartialJsonParser(options: PartialJsonParserOptions = {}): PartialJsonParser {
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_JSON_DEPTH
  if (!(maxDepth >= 1)) {
    throw new RangeError(`maxDepth must be a number of at least 1, received ${String(maxDepth)}`)
  }
  return new IncrementalJsonParser(maxDepth)
}

// What the parser expects next.
// A string is made flat once it has this many appends, and they are at least one per
// FLATTEN_SHARE characters (see `appendPiece`).
const FLATTEN_AFTER_PIECES = 256
const FLATTEN_SHARE = 8

const VALUE = 0 // a value, at the top or after ':'
const FIRST_ITEM = 1 // after '[': a value or ']'
const NEXT_ITEM = 2 // after ',' in an array: a value (a ']' here is a trailing comma)
const FIRST_KEY = 3 // after '{': a key or '}'
const NEXT_KEY = 4 // after ',' in an object: a key (a '}' here is a trailing comma)
const COLON = 5
const AFTER_VALUE = 6 // ',' or the closer; at the top, nothing more
const STRING = 7 // inside a string, a value's or a key's
const ESCAPE = 8 // after '\' in a string
const UNICODE = 9 // inside '\uXXXX'
const NUMBER = 10
const LITERAL = 11 // inside true, false or null
const FENCE_OPEN = 12 // inside an opening ``` and its language tag
const FENCE_CLOSE = 13 // inside a closing ```
const FENCE_CLOSED = 14 // after the closing ```: nothing more
const FAILED = 15

type Container = Record<string, unknown> | unknown[]

class IncrementalJsonParser implements PartialJsonParser {
  error: JsonParseError | undefined
  started = false
  private state = VALUE
  private root: unknown
  private ended = false
  // The open containers, innermost last, with the key or index being read in each.
  private readonly containers: Container[] = []
  private readonly isArray: boolean[] = []
  private readonly slots: Array<string | number> = []
  // The string being read; `inKey` tells whether it is a key or a value.
  private text = ''
  // Appends to `text` since it was last made flat: see `appendPiece`.
  private textPieces = 0
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: written so that the read that flattens `text` is not optimised away
  private flattenedRead = 0
  private inKey = false
  private pendingText = false
  private unicode = 0
  private unicodeDigits = 0
  private number = ''
  private numberPhase = AFTER_MINUS
  private literal = ''
  private literalValue: unknown
  private literalIndex = 0
  private fenced = false
  private backticks = 0
  // Position bookkeeping for error messages: newlines only occur between tokens.
  private offset = 0
  private line = 1
  private lineStart = 0
  private readonly repairs: JsonRepair[] = []
  private readonly maxDepth: number

  constructor(maxDepth: number) {
    this.maxDepth = maxDepth
  }

  get partial(): unknown {
    if (this.pendingText) this.publishText()
    return this.root
  }

  write(chunk: string): boolean {
    if (this.state === FAILED) return false
    if (chunk.length === 0) return true
    if (this.ended) {
      this.fail('no more text after the end', describeCharacter(chunk.charCodeAt(0)), 0)
      return false
    }
    const length = chunk.length
    let i = 0
    while (i < length && this.state !== FAILED) {
      const state = this.state
      if (state === STRING) i = this.readString(chunk, i)
      else if (state === NUMBER) {
        if (this.readNumber(chunk.charCodeAt(i), i)) i++
      } else {
        this.readOne(chunk.charCodeAt(i), i)
        i++
      }
    }
    this.offset += length
    return this.state !== FAILED
  }

  end(): JsonParseResult {
    if (!this.ended) {
      this.ended = true
      this.finish()
    }
    if (this.error) return { ok: false, error: this.error }
    return { ok: true, value: this.partial, repairs: this.repairs }
  }

  private finish() {
    const at = 0 // relative to `offset`, which now points past the last character
    switch (this.state) {
      case NUMBER:
        if (this.readNumber(-1, at)) return
        break
      case STRING:
      case ESCAPE:
      case UNICODE:
        return this.failAtEnd(
          this.inKey
            ? "the rest of the key and its closing '\"'"
            : "the closing '\"' of the string",
        )
      case LITERAL:
        return this.failAtEnd(`the rest of "${this.literal}"`)
      case COLON:
        return this.failAtEnd("':' after the key")
      case VALUE:
      case FENCE_OPEN:
        return this.failAtEnd(this.containers.length === 0 ? 'a JSON value' : 'a value for the key')
    }
    if (this.state === FAILED) return
    // A fence left open means the text was cut, or is not the fenced JSON it claims to be.
    if (this.fenced && this.state !== FENCE_CLOSED) {
      return this.failAtEnd('``` to close the code fence')
    }
    if (this.containers.length === 0) return
    // The model stopped after a complete value but left containers open: close them.
    if (this.state === NEXT_ITEM || this.state === NEXT_KEY) {
      this.repairs.push({ kind: 'trailing-comma', offset: this.offset })
    }
    this.repairs.push({ kind: 'closed-containers', offset: this.offset })
    this.containers.length = 0
    this.state = AFTER_VALUE
  }

  private readOne(code: number, at: number) {
    switch (this.state) {
      case ESCAPE:
        return this.readEscape(code, at)
      case UNICODE:
        return this.readUnicode(code, at)
      case LITERAL:
        return this.readLiteral(code, at)
      case FENCE_OPEN:
        return this.readOpeningFence(code, at)
      case FENCE_CLOSE:
      case FENCE_CLOSED:
        return this.readClosingFence(code, at)
      default:
        return this.readStructure(code, at)
    }
  }

  private readStructure(code: number, at: number) {
    if (isWhitespace(code)) {
      if (code === NEWLINE) this.newLine(at)
      return
    }
    switch (this.state) {
      case VALUE:
        if (code === BACKTICK && !this.started && !this.fenced) {
          this.state = FENCE_OPEN
          this.backticks = 1
          return
        }
        return this.beginValue(code, at)
      case FIRST_ITEM:
        if (code === 0x5d) return this.close()
        return this.beginValue(code, at)
      case NEXT_ITEM:
        if (code === 0x5d) return this.closeAfterTrailingComma(at)
        return this.beginValue(code, at)
      case FIRST_KEY:
      case NEXT_KEY:
        if (code === QUOTE) return this.beginString(true)
        if (code === 0x7d) {
          return this.state === FIRST_KEY ? this.close() : this.closeAfterTrailingComma(at)
        }
        return this.fail(
          this.state === FIRST_KEY ? "a key in double quotes or '}'" : 'a key in double quotes',
          describeCharacter(code),
          at,
        )
      case COLON:
        if (code === 0x3a) {
          this.state = VALUE
          return
        }
        return this.fail("':' after the key", describeCharacter(code), at)
      default:
        return this.readAfterValue(code, at)
    }
  }

  private readAfterValue(code: number, at: number) {
    const depth = this.containers.length
    if (depth === 0) {
      if (code === BACKTICK && this.fenced) {
        this.state = FENCE_CLOSE
        this.backticks = 1
        return
      }
      return this.fail('nothing more after the JSON value', describeCharacter(code), at)
    }
    const inArray = this.isArray[depth - 1]
    if (code === 0x2c) {
      this.state = inArray ? NEXT_ITEM : NEXT_KEY
      return
    }
    if (code === (inArray ? 0x5d : 0x7d)) return this.close()
    this.fail(
      inArray ? "',' or ']' after an array item" : "',' or '}' after an object member",
      describeCharacter(code),
      at,
    )
  }

  private beginValue(code: number, at: number) {
    switch (code) {
      case 0x7b:
        return this.open({}, false, at)
      case 0x5b:
        return this.open([], true, at)
      case QUOTE:
        return this.beginString(false)
      case 0x74:
        return this.beginLiteral('true', true)
      case 0x66:
        return this.beginLiteral('false', false)
      case 0x6e:
        return this.beginLiteral('null', null)
      case 0x2d:
        return this.beginNumber('-', AFTER_MINUS)
    }
    if (code >= 0x30 && code <= 0x39) {
      return this.beginNumber(String.fromCharCode(code), code === 0x30 ? AFTER_ZERO : IN_INTEGER)
    }
    this.fail(
      'a JSON value (object, array, string, number, true, false or null)',
      describeCharacter(code),
      at,
    )
  }

  private open(container: Container, isArray: boolean, at: number) {
    if (this.containers.length >= this.maxDepth) {
      const expected = `at most ${this.maxDepth} nested arrays and objects (the maxDepth option)`
      return this.fail(expected, describeCharacter(isArray ? 0x5b : 0x7b), at, 'JSON_TOO_DEEP')
    }
    this.attach(container)
    this.containers.push(container)
    this.isArray.push(isArray)
    this.slots.push(isArray ? 0 : '')
    this.state = isArray ? FIRST_ITEM : FIRST_KEY
  }

  private close(): void {
    this.containers.pop()
    this.isArray.pop()
    this.slots.pop()
    this.state = AFTER_VALUE
  }

  private closeAfterTrailingComma(at: number): void {
    this.repairs.push({ kind: 'trailing-comma', offset: this.offset + at })
    this.close()
  }

  /** Puts a new value where the parser is: the root, the next array item, or the current key. */
  private attach(value: unknown): void {
    this.started = true
    const depth = this.containers.length
    if (depth === 0) {
      this.root = value
      return
    }
    const container = this.containers[depth - 1]!
    if (this.isArray[depth - 1]) {
      const items = container as unknown[]
      this.slots[depth - 1] = items.length
      items.push(value)
    } else {
      setMember(container as Record<string, unknown>, this.slots[depth - 1] as string, value)
    }
  }

  private beginString(inKey: boolean): void {
    this.inKey = inKey
    this.text = ''
    this.textPieces = 0
    if (!inKey) {
      this.attach('')
      this.pendingText = false
    }
    this.state = STRING
  }

  // Reads a run of plain characters at once: one append per piece, not per character.
  private readString(chunk: string, from: number): number {
    const length = chunk.length
    let i = from
    let code = 0
    while (i < length) {
      code = chunk.charCodeAt(i)
      if (code === QUOTE || code === BACKSLASH || code < 0x20) break
      i++
    }
    if (i > from) {
      this.appendPiece(from === 0 && i === length ? chunk : chunk.slice(from, i))
      if (!this.inKey) this.pendingText = true
    }
    if (i === length) return i
    if (code === QUOTE) this.endString()
    else if (code === BACKSLASH) this.state = ESCAPE
    else
      this.fail(
        'a string character (control characters must be escaped)',
        describeCharacter(code),
        i,
      )
    return i + 1
  }

  // A string streamed in small pieces is made flat whenever its pieces would take more memory
  // than twice its text: 32 bytes per piece otherwise, and the flat copies cost amortised
  // O(FLATTEN_SHARE) per character.
  private appendPiece(piece: string): void {
    this.text += piece
    if (
      ++this.textPieces >= FLATTEN_AFTER_PIECES &&
      this.textPieces * FLATTEN_SHARE >= this.text.length
    ) {
      this.flatten()
    }
  }

  // A string built by appends is a tree of its pieces in V8, about 32 bytes each: a million
  // 1-character deltas would keep 32 MB for 1 MB of text. Reading a character makes V8 copy it
  // once into one flat piece, which replaces the tree.
  private flatten(): void {
    this.flattenedRead = this.text.charCodeAt(0)
    this.textPieces = 0
  }

  private endString(): void {
    // The finished string is kept as the value: one flat piece, not the tree of its appends.
    if (this.textPieces > 1) this.flatten()
    this.textPieces = 0
    if (this.inKey) {
      this.slots[this.slots.length - 1] = this.text
      this.inKey = false
      this.state = COLON
    } else {
      this.publishText()
      this.state = AFTER_VALUE
    }
    this.text = ''
  }

  private publishText(): void {
    this.pendingText = false
    const depth = this.containers.length
    if (depth === 0) this.root = this.text
    else if (this.isArray[depth - 1]) {
      ;(this.containers[depth - 1] as unknown[])[this.slots[depth - 1] as number] = this.text
    } else {
      setMember(
        this.containers[depth - 1] as Record<string, unknown>,
        this.slots[depth - 1] as string,
        this.text,
      )
    }
  }

  private readEscape(code: number, at: number) {
    if (code === 0x75) {
      this.unicode = 0
      this.unicodeDigits = 0
      this.state = UNICODE
      return
    }
    const escaped = ESCAPED[code]
    if (escaped === undefined) {
      return this.fail(
        'an escape sequence (\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)',
        `\\${String.fromCharCode(code)}`,
        at,
      )
    }
    this.appendText(escaped)
  }

  private readUnicode(code: number, at: number) {
    const digit = hexValue(code)
    if (digit < 0) return this.fail('a hexadecimal digit in \\uXXXX', describeCharacter(code), at)
    this.unicode = this.unicode * 16 + digit
    if (++this.unicodeDigits === 4) this.appendText(String.fromCharCode(this.unicode))
  }

  private appendText(text: string): void {
    this.appendPiece(text)
    if (!this.inKey) this.pendingText = true
    this.state = STRING
  }

  private beginNumber(first: string, phase: number): void {
    this.number = first
    this.numberPhase = phase
    this.state = NUMBER
  }

  /** Answers whether the character belongs to the number; `-1` is the end of the text. */
  private readNumber(code: number, at: number): boolean {
    const next = nextNumberPhase(this.numberPhase, code)
    if (typeof next === 'string') {
      if (code < 0) this.failAtEnd(next)
      else this.fail(next, describeCharacter(code), at)
      return true
    }
    if (next !== NUMBER_ENDS) {
      this.numberPhase = next
      this.number += String.fromCharCode(code)
      return true
    }
    // Any other character ends the number; the caller reads it again as what follows.
    const value = Number(this.number)
    if (!Number.isFinite(value)) {
      // JSON.parse would give Infinity, which no JSON can carry on and no schema expects.
      this.fail(
        'a number a double can hold (at most about 1.8e308)',
        excerpt(this.number, 40),
        at - this.number.length,
        'JSON_NUMBER_OUT_OF_RANGE',
      )
      return true
    }
    this.state = AFTER_VALUE
    this.attach(value)
    this.number = ''
    return false
  }

  private beginLiteral(literal: string, value: unknown): void {
    this.literal = literal
    this.literalValue = value
    this.literalIndex = 1
    this.state = LITERAL
  }

  private readLiteral(code: number, at: number) {
    if (code !== this.literal.charCodeAt(this.literalIndex)) {
      return this.fail(`the rest of "${this.literal}"`, describeCharacter(code), at)
    }
    if (++this.literalIndex === this.literal.length) {
      this.state = AFTER_VALUE
      this.attach(this.literalValue)
    }
  }

  // Models often wrap arguments in ```json … ```: the fence and its language tag are skipped.
  private readOpeningFence(code: number, at: number) {
    if (this.backticks < 3) {
      if (code !== BACKTICK)
        return this.fail('``` to open a code fence', describeCharacter(code), at)
      if (++this.backticks === 3) {
        this.fenced = true
        this.repairs.push({ kind: 'code-fence', offset: this.offset + at - 2 })
      }
      return
    }
    if (isLetter(code)) return
    this.state = VALUE
    this.readStructure(code, at)
  }

  private readClosingFence(code: number, at: number) {
    if (this.state === FENCE_CLOSE && code === BACKTICK) {
      if (++this.backticks === 3) this.state = FENCE_CLOSED
      return
    }
    if (this.state === FENCE_CLOSED && isWhitespace(code)) {
      if (code === NEWLINE) this.newLine(at)
      return
    }
    this.fail(
      this.state === FENCE_CLOSE
        ? '``` to close the code fence'
        : 'nothing more after the code fence',
      describeCharacter(code),
      at,
    )
  }

  private newLine(at: number): void {
    this.line++
    this.lineStart = this.offset + at + 1
  }

  private fail(expected: string, received: string, at: number, code?: JsonParseErrorCode): void {
    const offset = this.offset + at
    this.error = new JsonParseError(
      expected,
      received,
      { offset, line: this.line, column: offset - this.lineStart + 1, path: this.pointer() },
      code,
    )
    this.state = FAILED
  }

  private failAtEnd(expected: string): void {
    this.fail(expected, END_OF_INPUT, 0)
  }

  /** The JSON pointer of the value being read, for error messages. */
  private pointer(): string {
    let pointer = ''
    const depth = this.containers.length
    const awaitingKey = this.state === FIRST_KEY || this.state === NEXT_KEY || this.inKey
    for (let level = 0; level < depth; level++) {
      const innermost = level === depth - 1
      let slot = this.slots[level]!
      if (
        innermost &&
        this.isArray[level] &&
        (this.state === FIRST_ITEM || this.state === NEXT_ITEM)
      ) {
        slot = (this.containers[level] as unknown[]).length
      }
      if (innermost && !this.isArray[level] && awaitingKey) break
      pointer += `/${String(slot).replace(/~/g, '~0').replace(/\//g, '~1')}`
    }
    return pointer
  }
}

/** Sets a member as `JSON.parse` does: `__proto__` becomes an own key, never the prototype. */
function setMember(object: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(object, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    })
  } else {
    object[key] = value
  }
}
