import type { InexactRule } from '@polytool/core'

/**
 * The keywords TypeBox does not check exactly as JSON Schema does, each with its direction
 * and what differs. The drift proof (`packages/drift`) finds no other disagreement with Ajv.
 */
export const TYPEBOX_INEXACT: readonly InexactRule[] = [
  {
    keyword: 'multipleOf',
    direction: 'looser',
    message:
      'multipleOf tolerates float error: a number passes when its remainder is within 1e-10 of a multiple of the divisor (e.g. 5e-324 and 4.999999999999999 for multipleOf 5), and every integer passes when 1 / divisor is an integer',
  },
  {
    keyword: 'format',
    value: 'email',
    direction: 'looser',
    message: 'TypeBox\'s email format accepts more than Ajv\'s (e.g. "/No@z")',
  },
  {
    keyword: 'format',
    value: 'uri',
    direction: 'looser',
    message:
      'TypeBox\'s uri format accepts a scheme alone (e.g. "b:"), which RFC 3986 `format: uri` rejects',
  },
  {
    keyword: 'format',
    value: 'date-time',
    direction: 'stricter',
    message:
      'TypeBox\'s date-time format refuses a space between the date and the time (e.g. "2024-01-01 00:00:00Z"), which `format: date-time` accepts',
  },
  {
    keyword: 'format',
    value: 'hostname',
    direction: 'stricter',
    message:
      'TypeBox\'s hostname format refuses a trailing dot (e.g. "a."), which `format: hostname` accepts',
  },
  {
    keyword: 'format',
    value: 'idn-email',
    direction: 'stricter',
    message:
      'TypeBox checks its idn-email format, which many JSON Schema validators leave unchecked: a model may be told nothing of it',
  },
  {
    keyword: 'format',
    value: 'regex',
    direction: 'stricter',
    message:
      'TypeBox compiles a regex format with the `u` flag, so it refuses patterns such as "{" or "]" that `format: regex` accepts',
  },
  {
    keyword: 'format',
    value: 'uri-reference',
    direction: 'stricter',
    message:
      'TypeBox\'s uri-reference format refuses references `format: uri-reference` accepts (e.g. ":g7")',
  },
  {
    keyword: 'format',
    value: 'uri-template',
    direction: 'looser',
    message:
      'TypeBox\'s uri-template format accepts strings `format: uri-template` refuses (e.g. "\'A!0")',
  },
  ...['iri', 'iri-reference', 'idn-hostname'].map(
    (value): InexactRule => ({
      keyword: 'format',
      value,
      direction: 'stricter',
      message: `TypeBox checks its ${value} format, which many JSON Schema validators leave unchecked: a model may be told nothing of it`,
    }),
  ),
  {
    keyword: 'uniqueItems',
    value: true,
    direction: 'looser',
    message:
      "TypeBox's uniqueItems tells 0 from -0, so it accepts [0, -0], which JSON Schema refuses",
  },
]
