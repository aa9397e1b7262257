import type { LooserRule } from '@polytool/core'

/**
 * The keywords Valibot checks more loosely than JSON Schema, each with what it accepts beyond
 * them. The drift proof (`packages/drift`) finds no other disagreement with Ajv.
 */
export const VALIBOT_LOOSER: readonly LooserRule[] = [
  {
    keyword: 'format',
    value: 'uri',
    message:
      'v.url() accepts what the WHATWG URL parser accepts (e.g. "a:"), more than RFC 3986 `format: uri`',
  },
]
