/** Where in the text a JSON problem was found. */
export interface JsonTextPosition {
  /** Characters read before the problem (UTF-16 code units, from 0). */
  readonly offset: number
  /** Line of the problem, from 1. */
  readonly line: number
  /** Column of the problem, from 1. */
  readonly column: number
  /** JSON pointer of the value being read, e.g. `/items/2/name`; `` for the root. */
  readonly path: string
}

/** The codes a `JsonParseError` can carry. */
export type JsonParseErrorCode =
  | 'JSON_SYNTAX_ERROR'
  | 'JSON_INCOMPLETE'
  | 'JSON_NUMBER_OUT_OF_RANGE'
  | 'JSON_TOO_DEEP'

/** Malformed JSON text: what was expected, what came instead, and where. */
export class JsonParseError extends SyntaxError {
  override readonly name = 'JsonParseError'
  /**
   * `JSON_SYNTAX_ERROR` for a wrong character, `JSON_INCOMPLETE` when the text stops too early,
   * `JSON_NUMBER_OUT_OF_RANGE` for a number no double can hold (`1e999`), `JSON_TOO_DEEP` past
   * the parser's `maxDepth`.
   */
  readonly code: JsonParseErrorCode
  readonly offset: number
  readonly line: number
  readonly column: number
  readonly path: string
  /** What the parser could accept at that point. */
  readonly expected: string
  /** What it found instead (a quoted character, or `the end of the input`). */
  readonly received: string

  constructor(
    expected: string,
    received: string,
    position: JsonTextPosition,
    code?: JsonParseErrorCode,
  ) {
    const where = `line ${position.line}, column ${position.column} (offset ${position.offset})`
    const inPath = position.path === '' ? '' : ` in ${position.path}`
    super(`Invalid JSON at ${where}${inPath}: expected ${expected}, received ${received}`)
    this.code = code ?? (received === END_OF_INPUT ? 'JSON_INCOMPLETE' : 'JSON_SYNTAX_ERROR')
    this.expected = expected
    this.received = received
    this.offset = position.offset
    this.line = position.line
    this.column = position.column
    this.path = position.path
  }
}

/** How the end of the text is named in `JsonParseError.received`. */
export const END_OF_INPUT = 'the end of the input'

/** Names a character for an error message: `'x'`, or its escape for invisible ones. */
export function describeCharacter(code: number): string {
  if (code < 0x20 || code === 0x7f) return `control character U+${hex4(code)}`
  return `'${String.fromCharCode(code)}'`
}

function hex4(code: number): string {
  return code.toString(16).toUpperCase().padStart(4, '0')
}
