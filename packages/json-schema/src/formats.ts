import { format } from '@cfworker/json-schema'
import { isDate, isDateTime, isTime } from './format-times'
import { isUrl } from './format-url'
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
// cfworker wants the parts in order with none skipped (`PT1H1S` and `P1Y1D` refused); ajv-formats
// lets any of them be left out, as ISO 8601 does. Each `\d+` ends at a letter, so it is linear.
const DURATION =
  /^P(?!$)(?:(?:\d+Y)?(?:\d+M)?(?:\d+D)?(?:T(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+S)?)?|\d+W)$/
// ajv-formats' literal characters (every one past the space but `"'<>%\^\`{|}`: cfworker takes
// `'` and refuses U+007F) and variable names without dots (cfworker takes `{a.b}`). A literal,
// a `%` escape and an expression each start with a character the others cannot, and every
// repeat inside braces ends at a character it cannot hold, so the match never backtracks far.
const URI_TEMPLATE_LITERAL = String.raw`[!#$&(-;=?-[\]_a-z~\x7f-\uffff]|%[0-9a-f]{2}`
const URI_TEMPLATE_NAME = String.raw`(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?`
const URI_TEMPLATE = new RegExp(
  String.raw`^(?:${URI_TEMPLATE_LITERAL}|\{[+#./;?&=,!@|]?${URI_TEMPLATE_NAME}(?:,${URI_TEMPLATE_NAME})*\})*$`,
  'i',
)
// Base64 in groups of four with `=` padding, on one line. ajv-formats' regex carries the `m` flag,
// so there any string with one valid (or empty) line passes, `!!!!\n` too; here a line break
// fails, as no base64 alphabet holds one.
const BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/
const MAX_HOSTNAME = 253

function hostname(value: string): boolean {
  // ajv-formats: `(?=.{1,253}\.?$)`, at most 253 characters besides one trailing dot.
  const length = value.endsWith('.') ? value.length - 1 : value.length
  return length >= 1 && length <= MAX_HOSTNAME && HOSTNAME_LABELS.test(value)
}

const uncheckedString = (): boolean => true

/**
 * The format checks `fromJsonSchema`'s validator runs on strings, each agreeing with
 * ajv-formats ("full" mode, 3.x) on every value, as users check their schemas with it: `date`,
 * `time`, `date-time`, `iso-time`, `iso-date-time`, `duration`, `uri`, `uri-reference`,
 * `uri-template`, `url`, `email`, `hostname`, `ipv4`, `ipv6`, `regex` (parsed, never run, by
 * the realm's own `RegExp` without the `u` flag, `\Z` refused), `uuid`, `json-pointer`,
 * `json-pointer-uri-fragment`, `relative-json-pointer` and `byte`; `password` and `binary`
 * accept any string. Two deliberate differences, where ajv-formats takes values that are not of
 * the format at all: an hour of 24 or a minute of 60 is no `time` (ajv-formats takes
 * `24:00:00+00:01`, as it reads 23:59 UTC), and a `byte` value holds no line break (ajv-formats
 * takes any string with one valid or empty line, `!!!!\n`). A format neither library knows (`iri`, `iri-reference`,
 * `idn-email`, `idn-hostname`, any other name) is not checked, as ajv-formats leaves it.
 * cfworker's own table, which other code in the process may use, is left alone. The table has no
 * prototype, so a format named like an `Object` method (`hasOwnProperty`, `__proto__`) is an
 * unknown format too.
 */
export const FORMATS: Readonly<Record<string, (value: string) => boolean>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, (value: string) => boolean>, {
    ...(format as Record<string, (value: string) => boolean>),
    date: isDate,
    time: (value: string) => isTime(value, true),
    'date-time': (value: string) => isDateTime(value, true),
    'iso-time': (value: string) => isTime(value, false),
    'iso-date-time': (value: string) => isDateTime(value, false),
    duration: (value: string) => DURATION.test(value),
    'uri-template': (value: string) => URI_TEMPLATE.test(value),
    url: isUrl,
    ipv4: (value: string) => IPV4.test(value),
    email: (value: string) => EMAIL.test(value),
    hostname,
    uuid: (value: string) => UUID.test(value),
    regex: (value: string) => isRegExpSyntax(value, ''),
    byte: (value: string) => BYTE.test(value),
    password: uncheckedString,
    binary: uncheckedString,
  }),
)
