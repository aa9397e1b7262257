import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { fromJsonSchema } from './from-json-schema'

// Attacks `format` checks that differed from ajv-formats, the checker users run their schemas
// through, with no warning: cfworker's took `01.2.3.4` as an ipv4 and `a@b` as an email, and
// refused `urn:uuid:…` and `example.com.`.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020
const ajv = addFormats(new Ajv2020({ strict: false }))

const EDGE_VALUES: Record<string, readonly string[]> = {
  ipv4: [
    '1.2.3.4',
    '0.0.0.0',
    '255.255.255.255',
    '256.1.1.1',
    '01.2.3.4',
    '001.2.3.4',
    '1.2.3.04',
    '1.2.3',
    '1.2.3.4.5',
    ' 1.2.3.4',
    '1.2.3.4\n',
    '١.2.3.4',
  ],
  email: [
    'a@b.co',
    'a@b',
    'a.b@c.d',
    '.a@b.co',
    'a.@b.co',
    'a..b@c.co',
    '"a b"@c.co',
    'a@[127.0.0.1]',
    'a@[IPv6:::1]',
    'a@-b.co',
    'a@b-.co',
    'A@B.CO',
    'a+tag@b.co',
    '@b.co',
    'a@',
    'a@b..co',
    `${'a'.repeat(65)}@b.co`,
  ],
  uuid: [
    '123e4567-e89b-12d3-a456-426614174000',
    '123E4567-E89B-12D3-A456-426614174000',
    'urn:uuid:123e4567-e89b-12d3-a456-426614174000',
    'URN:UUID:123e4567-e89b-12d3-a456-426614174000',
    '123e4567e89b12d3a456426614174000',
    '{123e4567-e89b-12d3-a456-426614174000}',
    '123e4567-e89b-12d3-a456-42661417400g',
    '00000000-0000-0000-0000-000000000000',
  ],
  hostname: [
    'example.com',
    'example.com.',
    'a',
    '-a.com',
    'a-.com',
    'a..com',
    '.',
    '',
    `${'a'.repeat(63)}.com`,
    `${'a'.repeat(64)}.com`,
    `${'a.'.repeat(126)}a`,
    `${'a.'.repeat(126)}a.`,
    `${'a.'.repeat(127)}a`,
    'xn--nxasmq6b.com',
    'exa_mple.com',
    'ex ample.com',
  ],
  regex: [
    '^a+$',
    '[',
    '\\p{L}',
    '\\Z',
    'a\\Z',
    '(?<n>a)\\k<n>',
    '[\\w-a]',
    '\\u{1F600}',
    'a{2,1}',
    '\\c',
    '(?=a)',
    ']',
    '{',
  ],
}

describe('format checks agree with ajv-formats on edge values', () => {
  for (const [format, values] of Object.entries(EDGE_VALUES)) {
    it(`format "${format}"`, () => {
      const tool = fromJsonSchema({ type: 'string', format })
      const reference = ajv.compile({ type: 'string', format })
      const ours = values.map((value) => [value, !('issues' in tool['~standard'].validate(value))])
      expect(ours).toEqual(values.map((value) => [value, reference(value)]))
      // Both answers occur: the list is not vacuous.
      expect(new Set(ours.map(([, ok]) => ok)).size).toBe(2)
    })
  }
})

describe('format checks take time linear in the value', () => {
  const long = 200_000
  const hostile: Record<string, string> = {
    email: `a@${'a-'.repeat(long)}!`,
    hostname: `${'a-'.repeat(long)}!`,
    ipv4: `${'1.'.repeat(long)}!`,
    uuid: `urn:uuid:${'a'.repeat(long)}`,
  }
  for (const [format, value] of Object.entries(hostile)) {
    it(`format "${format}" refuses a long near-miss quickly`, () => {
      const tool = fromJsonSchema({ type: 'string', format })
      const started = performance.now()
      expect(tool['~standard'].validate(value)).toHaveProperty('issues')
      expect(performance.now() - started).toBeLessThan(1_000)
    })
  }
})
