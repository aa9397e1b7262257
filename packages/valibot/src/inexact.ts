import { type InexactRule, UTF16_LENGTH_RULES } from '@polytool/core'

/**
 * The keywords Valibot does not check exactly as JSON Schema does, each with its direction and
 * what differs; a `multipleOf` with a fractional divisor is tagged where it is converted
 * (`statedMultipleOf`). The drift proof (`packages/drift`) finds no other disagreement
 * with Ajv.
 */
export const VALIBOT_INEXACT: readonly InexactRule[] = [
  ...UTF16_LENGTH_RULES,
  {
    keyword: 'format',
    value: 'uri',
    direction: 'both',
    message:
      'v.url() checks with the WHATWG URL parser, not RFC 3986: it accepts "a:" and refuses "http://"',
  },
]
