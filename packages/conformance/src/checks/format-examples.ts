// Examples of every format the kit's Ajv checks (ajv-formats, full mode): a schema that admits
// strings of a format gets values of that format, so a validator stricter than the format shows.

/** Strings of each string format, at its edges where it has some. */
export const STRING_FORMAT_EXAMPLES: Readonly<Record<string, readonly string[]>> = {
  email: ['a@b.co', 'first.last+tag@sub.example.org'],
  uuid: ['123e4567-e89b-42d3-a456-426614174000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
  uri: ['https://example.com/path?q=1', 'a:b', 'urn:isbn:0451450523'],
  'uri-reference': ['/path?q=1#frag', '../a', '', 'https://example.com'],
  'uri-template': ['https://example.com/{id}', '/users{?q,page}'],
  url: ['https://example.com/', 'ftp://example.org:21/a'],
  'date-time': ['2024-01-01T00:00:00Z', '2024-02-29T23:59:60+01:00'],
  'iso-date-time': ['2024-01-01T00:00:00', '2024-01-01T00:00:00.5Z'],
  date: ['2024-01-01', '2024-02-29'],
  time: ['23:59:59Z', '00:00:00.123+01:00'],
  'iso-time': ['12:00:00', '23:59:59Z'],
  duration: ['P1D', 'PT1H30M', 'P1Y2M3DT4H5M6S', 'P2W'],
  hostname: ['example.com', 'a', 'xn--bcher-kva.example', 'a-b.c.'],
  ipv4: ['0.0.0.0', '255.255.255.255', '192.168.1.1'],
  ipv6: ['::1', '::', '2001:db8::ff00:42:8329', '::ffff:192.0.2.1'],
  regex: ['^[a-z]+$', 'a|b'],
  'json-pointer': ['', '/a/b~0c~1d', '/0'],
  'json-pointer-uri-fragment': ['#', '#/a%20b/0'],
  'relative-json-pointer': ['0', '1/a', '0#'],
  byte: ['aGVsbG8=', ''],
  password: ['x', 'correct horse battery staple'],
  binary: ['x', '\u0000\u00ff'],
}

/** Numbers of each number format, at its edges. */
export const NUMBER_FORMAT_EXAMPLES: Readonly<Record<string, readonly number[]>> = {
  int32: [2_147_483_647, -2_147_483_648],
  int64: [Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER],
  float: [3.4028234663852886e38, -1.5],
  double: [Number.MAX_VALUE, -Number.MIN_VALUE],
}
