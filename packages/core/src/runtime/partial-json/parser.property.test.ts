import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createPartialJsonParser } from './parser'

/** Cuts a text at the given positions (any order, duplicates allowed) into pieces. */
function cut(text: string, positions: readonly number[]): string[] {
  const cuts = [...new Set(positions.map((p) => p % (text.length + 1)))].sort((a, b) => a - b)
  const pieces: string[] = []
  let from = 0
  for (const at of [...cuts, text.length]) {
    pieces.push(text.slice(from, at))
    from = at
  }
  return pieces
}

/**
 * Whether `partial` is a view of `final` cut at some point of its text: complete values equal,
 * at most one open value per container (the last one read), strings as prefixes.
 */
function isPrefixView(partial: unknown, final: unknown): boolean {
  if (partial === undefined) return true
  if (typeof partial === 'string') return typeof final === 'string' && final.startsWith(partial)
  if (typeof partial !== 'object' || partial === null) return Object.is(partial, final)
  if (Array.isArray(partial)) {
    if (!Array.isArray(final) || partial.length > final.length) return false
    return partial.every((item, i) =>
      i === partial.length - 1 ? isPrefixView(item, final[i]) : deepEqual(item, final[i]),
    )
  }
  if (typeof final !== 'object' || final === null || Array.isArray(final)) return false
  const keys = Object.keys(partial)
  const finalKeys = Object.keys(final).slice(0, keys.length)
  if (keys.join('\u0000') !== finalKeys.join('\u0000')) return false
  const record = partial as Record<string, unknown>
  const finalRecord = final as Record<string, unknown>
  return keys.every((key, i) =>
    i === keys.length - 1
      ? isPrefixView(record[key], finalRecord[key])
      : deepEqual(record[key], finalRecord[key]),
  )
}

function deepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

describe('createPartialJsonParser (property)', () => {
  it('any JSON value, cut into random pieces, parses to the same value through prefix views', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 40 }),
        (value, indent, positions) => {
          const text = JSON.stringify(value, null, indent ? 2 : undefined)
          const expected = JSON.parse(text)
          const parser = createPartialJsonParser()
          for (const piece of cut(text, positions)) {
            expect(parser.write(piece)).toBe(true)
            // The view is live: copy it so later pieces cannot change what is checked.
            const view = structuredClone(parser.partial)
            expect(isPrefixView(view, expected), `${JSON.stringify(view)} vs ${text}`).toBe(true)
          }
          const result = parser.end()
          expect(result.ok && result.value).toEqual(expected)
          expect(result.ok && result.repairs).toEqual([])
        },
      ),
      { numRuns: 400 },
    )
  })

  it('text cut short never crashes: it parses to a prefix view or fails with a JsonParseError', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), (value, end) => {
        const text = JSON.stringify(value)
        const prefix = text.slice(0, end % (text.length + 1))
        // A number cut short is itself a complete, smaller number: no parser can tell.
        fc.pre(!/[0-9.eE+-]$/.test(prefix))
        const parser = createPartialJsonParser()
        parser.write(prefix)
        const result = parser.end()
        if (result.ok) expect(isPrefixView(result.value, JSON.parse(text))).toBe(true)
        else expect(result.error.name).toBe('JsonParseError')
      }),
      { numRuns: 400 },
    )
  })

  it('agrees with JSON.parse on arbitrary text: same value, or both reject', () => {
    const jsonish = fc.stringMatching(/^[[\]{}",:0-9eE.+\-tnrufals \\u]{0,24}$/)
    fc.assert(
      fc.property(jsonish, (text) => {
        let expected: { ok: true; value: unknown } | { ok: false }
        let outOfRange = false
        try {
          const value = JSON.parse(text, (_key, item) => {
            if (typeof item === 'number' && !Number.isFinite(item)) outOfRange = true
            return item
          })
          expected = { ok: true, value }
        } catch {
          expected = { ok: false }
        }
        const parser = createPartialJsonParser()
        for (const char of text) parser.write(char)
        const result = parser.end()
        // JSON.parse reads 1e999 as Infinity; the parser refuses it.
        if (outOfRange) return expect(result).toMatchObject({ ok: false })
        // Repairs (trailing commas, closing open containers) may accept what JSON.parse rejects.
        if (expected.ok) expect(result).toMatchObject({ ok: true, value: expected.value })
        else if (result.ok) expect(result.repairs.length).toBeGreaterThan(0)
      }),
      { numRuns: 1000 },
    )
  })
})
