import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { fromJsonSchema } from './from-json-schema'
import type { JsonSchemaInput } from './json-schema'

// Attacks `format` checks that differed from ajv-formats, the checker users run their schemas
// through, with no warning: cfworker's took `01.2.3.4` as an ipv4 and `a@b` as an email, and
// refused `urn:uuid:…` and `example.com.`; it refused `+01` offsets, `PT1H1S` and `{a'b}`, took
// `{a.b}`, did not check `byte`, `iso-time`, `iso-date-time` or `int32` at all, and its `url`
// regex took seconds on a 35-character value.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020
const ajv = addFormats(new Ajv2020({ strict: false, logger: false }))

const validates = (schema: JsonSchemaInput, value: unknown): boolean =>
  !('issues' in fromJsonSchema(schema)['~standard'].validate(value))

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
  date: [
    '2020-02-29',
    '2000-02-29',
    '2019-02-29',
    '1900-02-29',
    '2020-02-30',
    '2020-04-31',
    '2020-12-31',
    '2020-13-01',
    '2020-00-10',
    '2020-01-00',
    '2020-1-01',
    '20200101',
    '2020-01-01T',
    '0000-01-01',
    '２020-01-01',
    '2020-01-01\n',
  ],
  time: [
    '12:00:00Z',
    '12:00:00z',
    '12:00:00',
    '12:00:00+01:00',
    '12:00:00+0100',
    '12:00:00+01',
    '12:00:00+1',
    '12:00:00+24:00',
    '12:00:00+23:60',
    '12:00:00.123Z',
    '12:00:00.Z',
    '12:00:00,5Z',
    '24:00:00Z',
    '23:59:60Z',
    '23:59:60.5Z',
    '23:59:61Z',
    '22:59:60Z',
    '12:00:60Z',
    '00:59:60+01:00',
    '00:59:60+01',
    '23:59:60+01:00',
    '23:59:60-00:00',
    '00:29:60+00:30',
    '00:00:60+00:01',
    '22:30:60-01:29',
    '12:60:00Z',
    '1:00:00Z',
    '12:00:00 Z',
    '12:00:00Z ',
    '12:00Z',
  ],
  'date-time': [
    '2020-02-29T12:00:00Z',
    '2019-02-29T12:00:00Z',
    '2020-01-01t12:00:00z',
    '2020-01-01 12:00:00Z',
    '2020-01-01\t12:00:00Z',
    '2020-01-01T12:00:00',
    '2020-01-01T12:00:00+01',
    '2020-01-01T12:00:00+0100',
    '2020-01-01T24:00:00Z',
    '2020-12-31T23:59:60Z',
    '2020-12-31T23:59:60+01:00',
    '2020-12-31T12:00:00.123456789Z',
    '2020-01-01TT12:00:00Z',
    '2020-01-01T12:00:00Z\n',
    '2020-01-01',
  ],
  'iso-time': [
    '12:00:00',
    '12:00:00Z',
    '12:00:00+01',
    '23:59:60Z',
    '25:00:00',
    '12:00',
    '12:00:00+25',
  ],
  'iso-date-time': [
    '2020-01-01T12:00:00',
    '2020-01-01 12:00:00',
    '2020-01-01T12:00:00Z',
    '2020-02-30T12:00:00',
    '2020-01-01',
    '2020-01-01T12:00',
  ],
  duration: [
    'P1Y',
    'P1Y2M3DT4H5M6S',
    'PT1H1S',
    'P1Y1D',
    'P1M1D',
    'PT1M',
    'P1W',
    'P1Y1W',
    'P',
    'PT',
    'P1YT',
    'P1.5Y',
    'PT1.5S',
    'P1D2M',
    'p1y',
    '1Y',
    'P0D',
    'P1DT1H',
  ],
  uri: [
    'http://example.com',
    'http://example.com/a b',
    'http://example.com/#frag',
    'http://example.com/#a#b',
    'http://exämple.com',
    '//example.com',
    'example.com',
    'a:b',
    'urn:isbn:0451450523',
    'mailto:a@b.co',
    'http://[::1]:80/',
    'http://[v1.x]/',
    'http://a/%zz',
    'http://a/%41',
    'http://a:b@c/',
    'HTTP://A',
    '1http://a',
    'http:',
    'http://a/"quote"',
    'http://a/{b}',
  ],
  'uri-reference': [
    'http://example.com',
    '//example.com',
    '/a/b',
    'a/b',
    '#frag',
    '',
    '?q',
    'a b',
    '#a#b',
    '%zz',
    '/ä',
    'http://a/"q"',
    '\\a',
    'http://a b',
  ],
  'uri-template': [
    'http://example.com/{id}',
    '{a.b}',
    '{+a}',
    '{a,b}',
    '{a:3}',
    '{a*}',
    '{a:0}',
    '{a:10000}',
    '{}',
    '{a',
    'a}',
    "a'b",
    'a\x7fb',
    'a b',
    '{%41}',
    '{a-b}',
    'a"b',
    'a%zz',
    'a%41',
  ],
  url: [
    'http://example.com',
    'https://example.com/a?b#c',
    'ftp://example.com',
    'HTTP://EXAMPLE.COM',
    'mailto:a@b.co',
    'http://localhost',
    'http://10.0.0.1',
    'http://127.0.0.1',
    'http://1.2.3.4',
    'http://172.16.0.1',
    'http://172.32.0.1',
    'http://192.168.1.1',
    'http://169.254.1.1',
    'http://223.1.1.1',
    'http://224.1.1.1',
    'http://1.2.3.255',
    'http://1.2.3.0',
    'http://1.02.3.4',
    'http://user:pw@example.com',
    'http://a/b@example.com',
    'http://a@b/c@example.com',
    'http://a@b/c',
    'http://@example.com',
    'http://@@example.com',
    'http://a b@example.com',
    'http://example.com:8080',
    'http://example.com:8',
    'http://example.com:123456',
    'http://example.com?q',
    'http://exämple.com',
    'http://exa\u3000mple.com',
    'http://a.b.😀',
    'http://a--b.com',
    'http://a-.com',
    'http://-a.com',
    'http://example.c',
    'http://example.co1',
    'http://example.com.',
    'http://example.com/ a',
    'http://xn--nxasmq6b.com',
  ],
  ipv6: [
    '::',
    '::1',
    '1::',
    '1:2:3:4:5:6:7:8',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '::ffff:1.2.3.4',
    '::ffff:01.2.3.4',
    '::ffff:256.1.1.1',
    '1:2:3:4:5:6:1.2.3.4',
    '1:2:3:4:5:6:7:1.2.3.4',
    'fe80::1%eth0',
    '12345::',
    'g::',
    '1::2::3',
    ':1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:',
    'FFFF::',
    ' ::1',
  ],
  'json-pointer': ['', '/', '/a/b', '/a~0b', '/a~1b', '/a~2', 'a', '/~', '/a/', '#/a'],
  'json-pointer-uri-fragment': [
    '#',
    '#/',
    '#/a',
    '#/a%20b',
    '#/a b',
    '#/a~2',
    '/a',
    '#/%zz',
    '#/ä',
  ],
  'relative-json-pointer': ['0', '1/a', '0#', '01', '-1', '1#/a', '10/a~1b', '', 'a', '0/~2'],
  byte: ['', 'QUJD', 'QUI=', 'QQ==', 'QUJ', 'Q===', 'QUJD ', 'QU JD', '-_-_', '!!!!', 'QUJD=='],
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

// Where ajv-formats takes values that are not of the format at all, the check refuses them; the
// TSDoc of FORMATS and the README say so.
const DELIBERATE_DIFFERENCES: Record<string, readonly string[]> = {
  time: ['24:00:00+00:01', '24:59:60+01:00', '00:60:60+01:01', '23:60:00+00:01'],
  'date-time': ['2020-12-31T24:00:00+00:01'],
  byte: ['QUJD\nREVG', '!!!!\n', '\n', 'a\n\nb'],
}

describe('format checks differ from ajv-formats only where it takes values not of the format', () => {
  for (const [format, values] of Object.entries(DELIBERATE_DIFFERENCES)) {
    it(`format "${format}"`, () => {
      const reference = ajv.compile({ type: 'string', format })
      for (const value of values) {
        expect([value, reference(value)]).toEqual([value, true])
        expect([value, validates({ type: 'string', format }, value)]).toEqual([value, false])
      }
    })
  }
})

describe('formats ajv-formats applies to numbers are checked on numbers', () => {
  const values = [0, 1.5, -1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31), -(2 ** 31) - 1, 2 ** 53, 1e300, -0]
  for (const format of ['int32', 'int64', 'float', 'double']) {
    it(`format "${format}"`, () => {
      const reference = ajv.compile({ type: 'number', format })
      const ours = values.map((value) => [value, validates({ type: 'number', format }, value)])
      expect(ours).toEqual(values.map((value) => [value, reference(value)]))
      // A string under a number format is not checked, by either.
      expect(validates({ format }, 'x')).toBe(ajv.compile({ format })('x'))
    })
  }

  it('an int32 past the range is refused with the format named', () => {
    const result = fromJsonSchema({ type: 'integer', format: 'int32' })['~standard'].validate(
      2 ** 31,
    )
    expect(result).toHaveProperty('issues')
    expect(JSON.stringify(result)).toContain('int32')
  })
})

describe('formats no check is run for accept every string, as ajv-formats does', () => {
  // `iri`, `iri-reference`, `idn-email` and `idn-hostname` are known to neither library;
  // `password` and `binary` are ajv-formats' notes to a UI.
  const formats = [
    'iri',
    'iri-reference',
    'idn-email',
    'idn-hostname',
    'password',
    'binary',
    'no-such-format',
  ]
  const values = ['', 'a b', 'exämple.com', 'ä@ä.com', '-a', '\u0000', 'http://[bad']
  for (const format of formats) {
    it(`format "${format}"`, () => {
      const reference = ajv.compile({ type: 'string', format })
      for (const value of values) {
        expect([value, validates({ type: 'string', format }, value)]).toEqual([
          value,
          reference(value),
        ])
        expect(reference(value)).toBe(true)
      }
    })
  }

  // The table had Object's prototype: `hasOwnProperty` refused every string and `__proto__`
  // threw a TypeError out of validate.
  for (const format of [
    'hasOwnProperty',
    'isPrototypeOf',
    'propertyIsEnumerable',
    '__proto__',
    'constructor',
  ]) {
    it(`format "${format}" is an unknown format`, () => {
      expect(validates({ type: 'string', format }, 'a')).toBe(true)
      expect(validates({ type: 'number', format }, 1)).toBe(true)
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
    date: `${'1'.repeat(long)}-01-01`,
    time: `12:00:00.${'1'.repeat(long)}!`,
    'iso-time': `12:00:00.${'1'.repeat(long)}+`,
    'date-time': `2020-01-01T12:00:00.${'1'.repeat(long)}!`,
    'iso-date-time': `2020-01-01T12:00:00.${'1'.repeat(long)}+`,
    duration: `P${'1'.repeat(long)}!`,
    'uri-template': `{${'a,'.repeat(long)}!`,
    url: `http://${'a'.repeat(long)}!`,
    // Many `:` once made the user part quadratic; many `@` and `/` give many host starts.
    'url ': `http://${':'.repeat(long)} `,
    'url  ': `http://${'a@b/'.repeat(long)} `,
    'url   ': `http://${'a-'.repeat(long)}!.com`,
    'url    ': `http://${'a.'.repeat(long)}1`,
    byte: `${'QUJD'.repeat(long)}!`,
    ipv6: `${'1:'.repeat(long)}`,
    uri: `a://${'a:'.repeat(long)} `,
    'uri-reference': `//${'a:'.repeat(long)} `,
    'json-pointer': `${'/a'.repeat(long)}~`,
    'json-pointer-uri-fragment': `#${'/a'.repeat(long)}~`,
    'relative-json-pointer': `1${'/a'.repeat(long)}~`,
  }
  for (const [name, value] of Object.entries(hostile)) {
    const format = name.trim()
    it(`format "${format}" refuses a long near-miss quickly (${value.slice(0, 12)}…)`, () => {
      const tool = fromJsonSchema({ type: 'string', format })
      const started = performance.now()
      expect(tool['~standard'].validate(value)).toHaveProperty('issues')
      expect(performance.now() - started).toBeLessThan(1_000)
    })
  }
})
