import { EGRESS_POLICIES, type EgressDestination, egressText, privateTexts } from '@polytool/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

// Attacks on the egress gate with the odd secrets the public docs promise to hide: non-BMP
// characters, quotes, `@ : /` in URL passwords, header styles and secrets that straddle the cut.

const DESTINATIONS = Object.keys(EGRESS_POLICIES) as EgressDestination[]

/** Every run of `size` characters of `secret`, the pieces a leak would show. */
function piecesOf(secret: string, size: number): string[] {
  const chars = Array.from(secret)
  const pieces: string[] = []
  for (let start = 0; start + size <= chars.length; start++) {
    pieces.push(chars.slice(start, start + size).join(''))
  }
  return pieces
}

function expectNoPiece(out: string, secret: string, size = 6): void {
  for (const piece of piecesOf(secret, size)) expect(out).not.toContain(piece)
}

const secretChars = fc.constantFrom(
  ...Array.from('aZ9_-+/=!$%^*~|'),
  '\u{1F511}',
  '\u{1D4B3}',
  '\u00e9',
  '\u4e2d',
  '\u{10FFFF}',
)
const secret = fc
  .array(secretChars, { minLength: 12, maxLength: 40 })
  .map((chars) => `Q7${chars.join('')}x9`)

describe('egress gate: private texts straddling the cut, every destination', () => {
  for (const destination of DESTINATIONS) {
    it(`${destination}: no piece of a private value straddling the cut shows`, () => {
      const { maxLength } = EGRESS_POLICIES[destination]
      fc.assert(
        fc.property(secret, fc.integer({ min: -30, max: 5 }), (value, shift) => {
          const padding = 'w'.repeat(Math.max(0, maxLength + shift))
          const text = `${padding}${value} tail`
          const out = egressText(destination, text, {
            privateTexts: privateTexts({ customer: value }),
          })
          expect(out.length).toBeLessThanOrEqual(maxLength)
          expectNoPiece(out, value)
        }),
        { numRuns: 60 },
      )
    })
  }
})

describe('egress gate: secret-shaped values straddling the cut, every destination', () => {
  const shapes: Array<(value: string) => string> = [
    (value) => `password=${value}`,
    (value) => `"apiKey": "${value}"`,
    (value) => `Error: password: ${value}`,
    (value) => `x-api-key: ${value}`,
    (value) => `Authorization: Bearer ${value}`,
    (value) => `upstream said Bearer ${value} was refused`,
    (value) => `postgres://app:${value}@db/prod`,
  ]
  for (const destination of DESTINATIONS) {
    it(`${destination}: a secret cut in the middle shows none of itself`, () => {
      const { maxLength } = EGRESS_POLICIES[destination]
      for (const shape of shapes) {
        const value = 'Zx9kQ2mW7pL4vB8nR3tY6'
        const line = shape(value)
        const at = line.indexOf(value)
        for (let keep = 1; keep < value.length; keep += 3) {
          // Pad so that the cut falls `keep` characters into the value.
          const padding = 'p'.repeat(Math.max(0, maxLength - at - keep - 1))
          const out = egressText(destination, `${padding}${line}`)
          expectNoPiece(out, value, 4)
        }
      }
    })
  }
})

describe('egress gate: odd secrets hidden whole', () => {
  const cases: Array<[string, string]> = [
    ['URL password with @ : /', 'postgres://app:p@ss:w/rd@Zq9@db.internal/prod'],
    ['URL password with non-BMP', 'redis://user:\u{1F511}k3yZ\u{1D4B3}@cache:6379'],
    ['quoted with escaped quotes', 'password="ab\\"cdZ9\\"ef"'],
    ['single-quoted with inner quote', "token: 'ab'cdZ9'"],
    ['double-quoted with inner quote and dash', 'secret="ab"-cdZ9"'],
    ['header, to the end of the line', 'Proxy-Authorization: Basic QWxhZGRpbjpvcGVu c2VzYW1l'],
    ['cookie header', 'Set-Cookie: sid=Zk9f2; Path=/; HttpOnly'],
    ['key after prefix', 'Error: connect failed: password: Tr0ub4dor&3'],
    ['json inside json', '{"msg":"{\\"api_key\\":\\"Zk9f2q\\"}"}'],
    ['flag', 'ran --password Zk9f2q7 --verbose'],
    ['arrow', 'password => "Zk9f2q7"'],
    ['pair key', 'Secret Key: Zk9f2q7'],
    ['glued word', 'dbpassword=Zk9f2q7'],
    ['non-BMP value', 'password=\u{1F511}\u{1F511}Zk9\u{1F511}'],
    ['one character', 'password=Z'],
    ['PEM without end', '-----BEGIN RSA PRIVATE KEY-----\nMIIEZk9f2q7abc'],
    ['sk token', 'use sk-Zk9f2q7WmX3pL8vB4nR6'],
    ['github token', 'ghp_Zk9f2q7WmX3pL8vB4nR6tY2cJ0hD5gF1aS'],
  ]
  const hidden: Record<string, string> = {
    'URL password with @ : /': 'p@ss',
    'URL password with non-BMP': '\u{1F511}k3yZ',
    'quoted with escaped quotes': 'cdZ9',
    'single-quoted with inner quote': 'cdZ9',
    'double-quoted with inner quote and dash': 'cdZ9',
    'header, to the end of the line': 'c2VzYW1l',
    'cookie header': 'Zk9f2',
    'key after prefix': 'Tr0ub4dor',
    'json inside json': 'Zk9f2q',
    flag: 'Zk9f2q7',
    arrow: 'Zk9f2q7',
    'pair key': 'Zk9f2q7',
    'glued word': 'Zk9f2q7',
    'non-BMP value': 'Zk9',
    'one character': '=Z',
    'PEM without end': 'Zk9f2q7',
    'sk token': 'Zk9f2q7',
    'github token': 'Zk9f2q7',
  }
  for (const [name, text] of cases) {
    it(name, () => {
      for (const destination of DESTINATIONS) {
        const out = egressText(destination, `failed: ${text}`)
        expect(out, `${destination}: ${out}`).not.toContain(hidden[name])
      }
    })
  }
})

describe('egress gate: private texts of odd shapes', () => {
  it('a private value with regex characters, quotes and non-BMP characters', () => {
    const value = `a.*b+"c'\\d(\u{1F511})[x]$`
    const out = egressText('model', `saw ${value} twice: ${value}!`, {
      privateTexts: privateTexts({ v: value }),
    })
    expect(out).not.toContain('\u{1F511}')
    expect(out).not.toContain('a.*b')
  })

  it('keys of a map inside the context are private', () => {
    const out = egressText('span', 'no session sess_9Zq7kP for you', {
      privateTexts: privateTexts({ sessions: { sess_9Zq7kP: { on: true } } }),
    })
    expect(out).not.toContain('sess_9Zq7kP')
  })

  it('overlapping private values are both hidden', () => {
    const out = egressText('log', 'ids: abcdefgh', {
      privateTexts: privateTexts({ a: 'abcdef', b: 'defgh' }),
    })
    expect(out).not.toMatch(/abc|fgh/)
  })

  it('a private value with a control character is hidden before escaping', () => {
    const value = 'ab\u0001cdZ9q'
    for (const destination of DESTINATIONS) {
      const out = egressText(destination, `got ${value}`, {
        privateTexts: privateTexts({ v: value }),
      })
      expect(out).not.toContain('cdZ9q')
    }
  })

  it('a private number is hidden', () => {
    const out = egressText('metric', 'account 48213977 locked', {
      privateTexts: privateTexts({ account: 48213977 }),
    })
    expect(out).not.toContain('48213977')
  })
})
