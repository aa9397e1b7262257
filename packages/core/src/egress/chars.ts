// Character tests on UTF-16 code units for the redaction scanners: plain comparisons, so a
// scanner costs one step per character it reads.

/** A character of a key before `:` or `=`: letters, digits, `_`, `.` and `-` (`x-api-key`). */
export function isKeyChar(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 95 ||
    code === 46 ||
    code === 45
  )
}

/** A letter, digit or `_`: what `\w` matches. */
export function isWordChar(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 95
  )
}

/** A space or tab: what may stand between a key, its separator and its value. */
export function isBlank(code: number): boolean {
  return code === 32 || code === 9
}

/** What `\s` matches in a regular expression. */
export function isWhitespace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13)
  if (code < 0xa0) return false
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  )
}

/** A line break: where a header's value ends. */
export function isLineBreak(code: number): boolean {
  return code === 10 || code === 13 || code === 0x2028 || code === 0x2029
}

/** A character of a token: letters, digits, `_` and `-` (`ghp_…`, `sk-…`, a JWT segment). */
export function isTokenChar(code: number): boolean {
  return isWordChar(code) || code === 45
}

/** A character of an HTTP credential (token68: letters, digits and `-._~+/=`). */
export function isCredentialChar(code: number): boolean {
  return (
    isTokenChar(code) || code === 46 || code === 126 || code === 43 || code === 47 || code === 61
  )
}

/**
 * The code unit at `index`, or -1 outside the text. Scanners read one past their ends; a NaN
 * from `charCodeAt` there would make V8 drop the optimised code of the whole loop.
 */
export function codeAt(text: string, index: number): number {
  return index >= 0 && index < text.length ? text.charCodeAt(index) : -1
}

/**
 * The code unit at `index` of `text`, or -1 outside the text; read from `ascii` when given: the
 * text's bytes when all of it is ASCII (bytes and code units are then the same), which a typed
 * array gives several times faster than `charCodeAt`.
 */
export function unitAt(text: string, ascii: Uint8Array | undefined, index: number): number {
  if (index < 0 || index >= text.length) return -1
  return ascii !== undefined ? ascii[index]! : text.charCodeAt(index)
}
