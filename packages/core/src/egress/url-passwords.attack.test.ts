import { EGRESS_POLICIES, type EgressDestination, egressText } from '@polytool/core'
import { describe, expect, it } from 'vitest'

// The gate hides URL credentials "as URL parsers do, up to the last `@`": a password holding a
// quote, `<`, `>` or a backquote was left whole before, since the URL was taken to end there.
// Known API tokens are hidden from the length their provider issues them at, however long.

const DESTINATIONS = Object.keys(EGRESS_POLICIES) as EgressDestination[]

describe('attack: odd URL passwords and short tokens at the egress gate', () => {
  it.each([
    ["postgres://app:it'sMe9Zq@db.internal/prod", 'sMe9Zq'],
    ['https://u:ab"cdef9Z@host/path', 'cdef9Z'],
    ['https://u:ab<cdef9Z@host/path', 'cdef9Z'],
    ['https://u:ab`cdef9Z@host/path', 'cdef9Z'],
  ])('a URL password holding a quote or bracket is hidden: %s', (url, piece) => {
    // WHATWG's parser reads these as the password: `new URL(url).password` holds the piece.
    expect(decodeURIComponent(new URL(url).password)).toContain(piece)
    for (const destination of DESTINATIONS) {
      expect(egressText(destination, `connect ${url} failed`)).not.toContain(piece)
    }
  })

  it.each([
    ['sk-', 16],
    ['ghp_', 20],
    ['github_pat_', 20],
    ['AKIA', 16],
    ['AIza', 30],
  ])('a %s token is hidden from %i characters after its prefix', (prefix, length) => {
    const token = `${prefix}${'Zk9f2q7W'.repeat(4).slice(0, length)}`
    for (const destination of DESTINATIONS) {
      expect(egressText(destination, `failed with ${token}`)).not.toContain(token.slice(-6))
    }
  })

  it('JSON with a URL and an email next to it keeps the URL', () => {
    const text = '{"url":"http://localhost:3000/api","email":"a@b.example"}'
    expect(egressText('log', text)).toContain('localhost:3000/api')
  })
})
