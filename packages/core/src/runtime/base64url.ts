const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const CODES = Array.from(ALPHABET, (char) => char.charCodeAt(0))

/**
 * Base64url without padding, read off a table: a job id is minted per background call, and
 * `btoa` with three replacements made a dozen strings for each.
 *
 * @param bytes - The bytes to encode.
 * @returns Their base64url text, without `=` padding.
 */
export function toBase64Url(bytes: Uint8Array): string {
  const codes = new Array<number>(Math.ceil((bytes.length * 4) / 3))
  let at = 0
  let index = 0
  for (; index + 2 < bytes.length; index += 3) {
    const triple = (bytes[index]! << 16) | (bytes[index + 1]! << 8) | bytes[index + 2]!
    codes[at++] = CODES[triple >>> 18]!
    codes[at++] = CODES[(triple >>> 12) & 63]!
    codes[at++] = CODES[(triple >>> 6) & 63]!
    codes[at++] = CODES[triple & 63]!
  }
  const left = bytes.length - index
  if (left > 0) {
    const pair = (bytes[index]! << 16) | (left === 2 ? bytes[index + 1]! << 8 : 0)
    codes[at++] = CODES[pair >>> 18]!
    codes[at++] = CODES[(pair >>> 12) & 63]!
    if (left === 2) codes[at++] = CODES[(pair >>> 6) & 63]!
  }
  return String.fromCharCode(...codes)
}
