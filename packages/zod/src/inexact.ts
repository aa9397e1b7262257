import type { InexactRule } from '@polytool/core'

/**
 * The keywords Zod 4 does not check exactly as JSON Schema does, each with its direction and
 * what differs. The drift proof (`packages/drift`) finds no other disagreement with Ajv.
 */
export const ZOD_INEXACT: readonly InexactRule[] = [
  {
    keyword: 'multipleOf',
    direction: 'looser',
    message:
      'multipleOf() tolerates float error: a number passes when its quotient by the divisor is within 4 × Number.EPSILON × max(|quotient|, 1) of an integer, so tiny numbers (1e-300) and integers past 2^50 × the divisor pass whatever their remainder',
  },
  {
    keyword: 'format',
    value: 'uri',
    direction: 'both',
    message:
      'z.url() checks with the WHATWG URL parser, not RFC 3986: it accepts "a:" and refuses "http://"',
  },
  {
    keyword: 'format',
    value: 'email',
    direction: 'looser',
    message:
      "z.email()'s pattern accepts addresses Ajv's `format: email` refuses (e.g. local parts over 64 characters)",
  },
]
