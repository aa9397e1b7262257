export const QUOTE = 0x22
export const BACKSLASH = 0x5c
export const BACKTICK = 0x60
export const NEWLINE = 0x0a

/** What each one-letter escape stands for, by the letter's code. */
export const ESCAPED: Readonly<Record<number, string>> = {
  34: '"',
  92: '\\',
  47: '/',
  98: '\b',
  102: '\f',
  110: '\n',
  114: '\r',
  116: '\t',
}

/** Space, tab, carriage return or line feed: the only whitespace JSON allows. */
export function isWhitespace(code: number): boolean {
  return code === 0x20 || code === NEWLINE || code === 0x0d || code === 0x09
}

/** An ASCII letter, as in a code fence's language tag. */
export function isLetter(code: number): boolean {
  const lower = code | 0x20
  return lower >= 0x61 && lower <= 0x7a
}

/** The value of a hexadecimal digit, or -1. */
export function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30
  const lower = code | 0x20
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10
  return -1
}
