import type { LooserRule } from '@polytool/core'

/**
 * The keywords TypeBox checks more loosely than JSON Schema, each with what it accepts beyond
 * them. The drift proof (`packages/drift`) finds no other disagreement with Ajv.
 */
export const TYPEBOX_LOOSER: readonly LooserRule[] = [
  {
    keyword: 'multipleOf',
    message:
      'multipleOf tolerates float error: a number passes when its remainder is within 1e-10 of a multiple of the divisor (e.g. 5e-324 and 4.999999999999999 for multipleOf 5), and every integer passes when 1 / divisor is an integer',
  },
  {
    keyword: 'format',
    value: 'email',
    message: 'TypeBox\'s email format accepts more than Ajv\'s (e.g. "/No@z")',
  },
  {
    keyword: 'format',
    value: 'uri',
    message:
      'TypeBox\'s uri format accepts a scheme alone (e.g. "b:"), which RFC 3986 `format: uri` rejects',
  },
]
