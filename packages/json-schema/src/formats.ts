import { format } from '@cfworker/json-schema'
import { isRegExpSyntax } from './safe-pattern'

// The checks of ajv-formats ("full" mode, 3.x), the formats users check their schemas with, for
// the formats where cfworker's differ: cfworker takes `01.2.3.4` as an ipv4, `"a b"@c` and `a@b`
// as emails, and refuses `urn:uuid:…` and a hostname ending in a dot, which ajv-formats read the
// other way. Every regex here runs in time linear in the value: its repeats are bounded or
// separated by a literal, and the one lookahead ajv-formats uses (the hostname's length) is a
// length check.
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i
const HOSTNAME_LABELS =
  /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i
const UUID = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i
const MAX_HOSTNAME = 253

function hostname(value: string): boolean {
  // ajv-formats: `(?=.{1,253}\.?$)`, at most 253 characters besides one trailing dot.
  const length = value.endsWith('.') ? value.length - 1 : value.length
  return length >= 1 && length <= MAX_HOSTNAME && HOSTNAME_LABELS.test(value)
}

/**
 * The format checks of `fromJsonSchema`'s validator: cfworker's, with `ipv4`, `email`,
 * `hostname` and `uuid` as ajv-formats checks them, and `regex` parsed (never run) by the
 * realm's own `RegExp` without the `u` flag, as ajv-formats parses it, `\Z` refused. A copy:
 * cfworker's own table, which other code in the process may use, is left alone.
 */
export const FORMATS: Readonly<Record<string, (value: string) => boolean>> = Object.freeze({
  ...(format as Record<string, (value: string) => boolean>),
  ipv4: (value: string) => IPV4.test(value),
  email: (value: string) => EMAIL.test(value),
  hostname,
  uuid: (value: string) => UUID.test(value),
  regex: (value: string) => isRegExpSyntax(value, ''),
})
