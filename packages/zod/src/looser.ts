import type { LooserRule } from '@polytool/core'

/**
 * The keywords Zod 4 checks more loosely than JSON Schema, each with what it accepts beyond
 * them. The drift proof (`packages/drift`) finds no other disagreement with Ajv.
 */
export const ZOD_LOOSER: readonly LooserRule[] = [
  {
    keyword: 'multipleOf',
    message:
      'multipleOf() tolerates float error: a number passes when its quotient by the divisor is within 4 × Number.EPSILON × max(|quotient|, 1) of an integer, so tiny numbers (1e-300) and integers past 2^50 × the divisor pass whatever their remainder',
  },
  {
    keyword: 'format',
    value: 'uri',
    message:
      'z.url() accepts what the WHATWG URL parser accepts (e.g. "a:"), more than RFC 3986 `format: uri`',
  },
]
