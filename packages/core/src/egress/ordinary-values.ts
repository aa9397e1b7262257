import { codeAt, isBlank } from './chars'

/** The longest punctuation a parser names as the token it did not expect (`>>>=`). */
const LONGEST_SYNTAX_TOKEN = 4
const UNEXPECTED = 'unexpected'

/**
 * Whether the value under a secret-looking key reads, from its key and its shape, as something
 * that is not a secret, so it is shown:
 * - after `Unexpected token:`, a parser's message, a token of 1 to 4 punctuation characters
 *   (`Unexpected token: "}"`); a value with a letter or a digit is still hidden;
 * - under `pwd` (the working directory, as `PWD=` in an environment), an absolute path of
 *   letters, digits, `.`, `_` and `-` between slashes (`pwd: /home/user`); `pwd: hunter2`, or
 *   a path with any other character, is still hidden.
 *
 * @param text - the text
 * @param keyStart - where the key starts
 * @param key - the key, as read
 * @param start - where the value starts (inside its quotes)
 * @param end - where the value ends
 * @returns true when the value is shown
 */
export function isOrdinaryValue(
  text: string,
  keyStart: number,
  key: string,
  start: number,
  end: number,
): boolean {
  // Only two keys qualify: the others are not even lowered.
  if (end <= start || (key.length !== 5 && key.length !== 3)) return false
  const name = key.toLowerCase()
  if (name === 'token') return isSyntaxToken(text, start, end) && followsUnexpected(text, keyStart)
  if (name === 'pwd') return isDirectory(text, start, end)
  return false
}

function isSyntaxToken(text: string, start: number, end: number): boolean {
  if (end - start > LONGEST_SYNTAX_TOKEN) return false
  for (let at = start; at < end; at++) {
    const code = codeAt(text, at)
    // Printable ASCII other than letters and digits.
    const punctuation =
      (code >= 33 && code <= 47) ||
      (code >= 58 && code <= 64) ||
      (code >= 91 && code <= 96) ||
      (code >= 123 && code <= 126)
    if (!punctuation) return false
  }
  return true
}

// `Unexpected ` (any case, one blank) right before the key, as a whole word.
function followsUnexpected(text: string, keyStart: number): boolean {
  const wordStart = keyStart - 1 - UNEXPECTED.length
  if (wordStart < 0 || !isBlank(codeAt(text, keyStart - 1))) return false
  if (isLetter(codeAt(text, wordStart - 1))) return false
  return text.slice(wordStart, keyStart - 1).toLowerCase() === UNEXPECTED
}

function isDirectory(text: string, start: number, end: number): boolean {
  if (codeAt(text, start) !== 47) return false
  for (let at = start + 1; at < end; at++) {
    const code = codeAt(text, at)
    const pathChar =
      isLetter(code) ||
      (code >= 48 && code <= 57) ||
      code === 46 ||
      code === 95 ||
      code === 45 ||
      code === 47
    if (!pathChar) return false
  }
  return true
}

function isLetter(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90)
}
