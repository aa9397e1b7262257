/**
 * A JSON Schema `pattern` that matches what the regex matches, or `undefined` when a flag has
 * no equivalent. JSON Schema patterns carry no flags: `i` is rewritten into explicit ASCII case
 * alternatives; `u` is how validators read patterns anyway; `g` and `y` do not change a test.
 * Shared by the adapters whose libraries check strings with a `RegExp` (Valibot, Yup).
 *
 * @param regex - The library's regex.
 * @returns The flag-free pattern, or `undefined` for the `m`, `s` and `v` flags.
 * @example
 * jsonPattern(/^[a-f]+$/i) // '^[a-fA-F]+$'
 */
export function jsonPattern(regex: RegExp): string | undefined {
  if (/[msv]/.test(regex.flags)) return undefined
  return regex.flags.includes('i') ? foldAsciiCase(regex.source) : regex.source
}

function foldAsciiCase(source: string): string {
  let result = ''
  let inClass = false
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!
    if (char === '\\') {
      // An escape (`\d`, `\u{41}`, `\p{L}`) is copied whole: its letters are not literals.
      const end = escapeEnd(source, i)
      result += source.slice(i, end)
      i = end - 1
      continue
    }
    if (inClass) {
      if (char === ']') inClass = false
      const range = source.slice(i, i + 3)
      if (/^[a-zA-Z]-[a-zA-Z]$/.test(range)) {
        result += `${range}${otherCase(range[0]!)}-${otherCase(range[2]!)}`
        i += 2
        continue
      }
      result += isLetter(char) ? `${char}${otherCase(char)}` : char
      continue
    }
    if (char === '[') inClass = true
    result += isLetter(char) ? `[${char}${otherCase(char)}]` : char
  }
  return result
}

function escapeEnd(source: string, start: number): number {
  const kind = source[start + 1]
  if ((kind === 'u' || kind === 'p' || kind === 'P') && source[start + 2] === '{') {
    return source.indexOf('}', start) + 1
  }
  if (kind === 'u') return start + 6
  if (kind === 'x') return start + 4
  if (kind === 'c') return start + 3
  return start + 2
}

function isLetter(char: string): boolean {
  return /^[a-zA-Z]$/.test(char)
}

function otherCase(char: string): string {
  return char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()
}
