import { extractJsonSchema, withAdapter } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { zodAdapter } from './adapter'

const patternOf = (schema: z.ZodType) => {
  const { schema: json } = extractJsonSchema(withAdapter(schema, zodAdapter), { io: 'input' })
  // JSON Schema reads a pattern as an ECMA-262 regex with the `u` flag.
  return new RegExp((json as { pattern: string }).pattern, 'u')
}

// Texts built from the pieces an address is made of, so that most are near misses.
function* candidates(count: number): Generator<string> {
  const pieces = [
    '0',
    '1',
    'ab',
    'ffff',
    'FFFF',
    'fffff',
    '00000',
    ':',
    '::',
    ':::',
    '.',
    '1.2.3.4',
  ]
  const more = ['255.255.255.255', '256.1.1.1', '01.2.3.4', '1.2.3', '1.2.3.4.5', '%eth0', ' ', '']
  const all = [...pieces, ...more]
  let seed = 7
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed % n
  }
  for (let i = 0; i < count; i++) {
    let text = ''
    const length = 1 + next(16)
    for (let j = 0; j < length; j++) text += all[next(j % 3 === 0 ? all.length : pieces.length)]
    yield text
  }
}

const known = [
  '::ffff:1.2.3.4',
  '1:2:3:4:5:6:1.2.3.4',
  '1:2:3:4:5::1.2.3.4',
  '1:2:3:4:5:6::1.2.3.4',
  '::1.2.3.4',
  '::',
  '1::',
  '1:2:3:4:5:6:7::',
  '::1:2:3:4:5:6:7',
  '1::2:3:4:5:6:7:8',
  '1:2:3:4:5:6:7:8',
  '1:2:3:4:5:6:7:8:9',
  '::01.2.3.4',
  '::1.2.3.04',
  'fe80::1%eth0',
  '::1\n',
  '1:2:3:4:5:6:7:1.2.3.4',
]

describe('z.ipv6() and z.cidrv6(): the emitted pattern accepts exactly what Zod accepts', () => {
  it('agrees on the addresses the review found and their neighbours', () => {
    const ipv6 = z.ipv6()
    const pattern = patternOf(ipv6)
    for (const text of known) {
      expect([text, pattern.test(text)]).toEqual([text, ipv6.safeParse(text).success])
    }
    expect(ipv6.safeParse('::ffff:1.2.3.4').success).toBe(true)
  })

  it('agrees on 20,000 texts made of address pieces', () => {
    const ipv6 = z.ipv6()
    const cidrv6 = z.cidrv6()
    const ipPattern = patternOf(ipv6)
    const cidrPattern = patternOf(cidrv6)
    const prefixes = ['/0', '/64', '/128', '/129', '/01', '/', '']
    let accepted = 0
    let index = 0
    for (const text of candidates(20_000)) {
      const ok = ipv6.safeParse(text).success
      if (ok) accepted++
      expect([text, ipPattern.test(text)]).toEqual([text, ok])
      const cidr = text + prefixes[index++ % prefixes.length]
      expect([cidr, cidrPattern.test(cidr)]).toEqual([cidr, cidrv6.safeParse(cidr).success])
    }
    // The texts are not all refused: the comparison sees both answers.
    expect(accepted).toBeGreaterThan(100)
  })
})
