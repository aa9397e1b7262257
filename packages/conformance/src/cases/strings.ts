import * as fc from 'fast-check'
import { bad, type ConformanceCase, ok } from '../case'

// Strings are generated without astral characters: JSON Schema counts code points, JavaScript
// libraries count UTF-16 units, and every library would disagree with its JSON Schema on them.
const text = (maxLength: number) => fc.string({ maxLength, unit: 'grapheme-ascii' })

export const stringLength: ConformanceCase = {
  title: 'a string of 2 to 5 characters',
  valid: [ok('ab'), ok('abcde')],
  invalid: [bad('a', []), bad('abcdef', []), bad(42, [])],
  arbitrary: fc.oneof(text(8), fc.integer()),
  reference: { type: 'string', minLength: 2, maxLength: 5 },
}

export const stringPattern: ConformanceCase = {
  title: 'a string matching /^[a-z]+-\\d+$/',
  valid: [ok('abc-12'), ok('z-0')],
  invalid: [bad('ABC-12', []), bad('abc', []), bad('abc-12x', [])],
  arbitrary: fc.oneof(
    fc.stringMatching(/^[a-z]+-\d+$/),
    text(8),
    fc.stringMatching(/^[a-zA-Z]+-\d+x?$/),
    // Long runs: a pattern that caps a run (`[a-z]{1,12}`) refuses them where the validator does not.
    fc.stringMatching(/^[a-z]{13,40}-\d{1,3}$/),
  ),
  reference: { type: 'string', pattern: '^[a-z]+-\\d+$' },
}

export const email: ConformanceCase = {
  title: 'an email address',
  valid: [ok('user@example.com'), ok('first.last@sub.example.org')],
  invalid: [bad('not-an-email', []), bad('user@', []), bad(7, [])],
  arbitrary: fc.oneof(fc.emailAddress(), text(16)),
  reference: { type: 'string', format: 'email' },
}

export const uuid: ConformanceCase = {
  title: 'a UUID',
  valid: [ok('123e4567-e89b-42d3-a456-426614174000'), ok('00000000-0000-4000-8000-000000000000')],
  // Ajv's `format: uuid` also takes a `urn:uuid:` prefix, which no library's uuid check does.
  invalid: [
    bad('123e4567', []),
    bad('123e4567-e89b-42d3-a456-42661417400g', []),
    bad(1, []),
    bad('urn:uuid:123e4567-e89b-42d3-a456-426614174000', []),
  ],
  arbitrary: fc.oneof(
    fc.uuid(),
    fc.uuid().map((id) => `urn:uuid:${id}`),
    fc.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
    text(12),
  ),
  reference: {
    type: 'string',
    format: 'uuid',
    pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  },
}

export const url: ConformanceCase = {
  title: 'a URL',
  valid: [ok('https://example.com/path?q=1'), ok('http://localhost:3000')],
  invalid: [bad('not a url', []), bad('example.com', []), bad(3, [])],
  arbitrary: fc.oneof(fc.webUrl(), text(16)),
  reference: { type: 'string', format: 'uri' },
}
