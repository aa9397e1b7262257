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
]
