import { compileJudge, createValidator } from '@polytool/conformance'
import { extractJsonSchema, withAdapter } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { valibotAdapter } from './adapter'

const extract = (schema: v.GenericSchema) =>
  extractJsonSchema(withAdapter(schema, valibotAdapter), { onUnrepresentable: 'any' })

// Strings on which each regex and Ajv's format (ajv-formats) disagree, and some they agree on.
const PROBES = [
  '2024-01-01T10:00',
  '2024-01-01 10:00',
  '2024-02-31T10:00',
  '2024-01-01T10:00:00Z',
  '2024-01-01t10:00:00z',
  '2024-01-01T10:00:00+0100',
  '2024-01-01T10:00:00 +01:00',
  '2024-02-30T10:00:00Z',
  '2024-01-01T23:59:60Z',
  '2024-02-30',
  '2024-01-01',
  '10:00',
  '10:00:00Z',
  'a@b',
  '.a@b.co',
  'a..b@c.co',
  'a@b.co',
  'a@b.c',
  'a@1.2.3.4',
  '1.2.3.4',
  '::1',
  'fe80::1%eth0',
  '1:2:3:4:5:6:1.2.3.4',
  '123e4567-e89b-12d3-a456-426614174000',
]

const agreesWithAjv = (schema: v.GenericSchema, jsonSchema: object) => {
  const judge = compileJudge(createValidator(), jsonSchema)
  return PROBES.filter((probe) => v.is(schema, probe) !== judge(probe).ok)
}

describe('a regex action that Valibot writes as a format', () => {
  it.each([
    ['isoDateTime', v.isoDateTime(), '2024-01-01T10:00'],
    ['isoTimestamp', v.isoTimestamp(), '2024-02-30T10:00:00Z'],
    ['isoDate', v.isoDate(), '2024-02-30'],
    ['isoTime', v.isoTime(), '10:00'],
    ['rfcEmail', v.rfcEmail(), 'a@b'],
    ['ipv6', v.ipv6(), 'fe80::1%eth0'],
  ] as const)(
    '%s is emitted as its regex alone: the format refuses what it accepts',
    (_, action, accepted) => {
      const schema = v.pipe(v.string(), action)
      const { schema: jsonSchema, warnings, inexact } = extract(schema)
      expect(v.is(schema, accepted)).toBe(true)
      expect(jsonSchema).not.toHaveProperty('format')
      // The regex, made flag-free (ipv6's `i` is spelled out as case alternatives).
      expect(new RegExp((jsonSchema as { pattern: string }).pattern, 'u').test(accepted)).toBe(true)
      expect(agreesWithAjv(schema, jsonSchema)).toEqual([])
      expect(warnings).toEqual([])
      // ipv6's case-insensitive regex keeps its own, older note on the pattern.
      expect(inexact.filter((part) => part.keyword !== 'pattern')).toEqual([])
    },
  )

  it.each([
    ['email', v.email()],
    ['ipv4', v.ipv4()],
    ['uuid', v.uuid()],
  ] as const)(
    '%s keeps its format: the regex accepts no string the format refuses',
    (_, action) => {
      const schema = v.pipe(v.string(), action)
      const { schema: jsonSchema } = extract(schema)
      expect(jsonSchema).toHaveProperty('format')
      expect(jsonSchema).toHaveProperty('pattern')
      expect(agreesWithAjv(schema, jsonSchema)).toEqual([])
    },
  )
})
