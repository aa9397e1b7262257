// Where a number is in the JSON number grammar: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
export const AFTER_MINUS = 0
export const AFTER_ZERO = 1
export const IN_INTEGER = 2
const AFTER_DOT = 3
const IN_FRACTION = 4
const AFTER_E = 5
const AFTER_E_SIGN = 6
const IN_EXPONENT = 7

/** The number is complete before this character, which belongs to what follows. */
export const NUMBER_ENDS = -1

/**
 * Where the number is after one more character (`-1` is the end of the text): the next
 * phase, `NUMBER_ENDS`, or what was expected instead when the character cannot be there.
 */
export function nextNumberPhase(phase: number, code: number): number | string {
  const isDigit = code >= 0x30 && code <= 0x39
  const isDot = code === 0x2e
  const isExponent = code === 0x65 || code === 0x45
  switch (phase) {
    case AFTER_MINUS:
      if (isDigit) return code === 0x30 ? AFTER_ZERO : IN_INTEGER
      return 'a digit after "-"'
    case AFTER_ZERO:
      if (isDigit) return "'.' or an exponent after a leading 0"
      return isDot ? AFTER_DOT : isExponent ? AFTER_E : NUMBER_ENDS
    case IN_INTEGER:
      if (isDigit) return IN_INTEGER
      return isDot ? AFTER_DOT : isExponent ? AFTER_E : NUMBER_ENDS
    case AFTER_DOT:
      return isDigit ? IN_FRACTION : "a digit after '.'"
    case IN_FRACTION:
      if (isDigit) return IN_FRACTION
      return isExponent ? AFTER_E : NUMBER_ENDS
    case AFTER_E:
      if (code === 0x2b || code === 0x2d) return AFTER_E_SIGN
      return isDigit ? IN_EXPONENT : 'a digit or a sign in the exponent'
    case AFTER_E_SIGN:
      return isDigit ? IN_EXPONENT : 'a digit in the exponent'
    default:
      return isDigit ? IN_EXPONENT : NUMBER_ENDS
  }
}
