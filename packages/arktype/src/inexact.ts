import { type InexactRule, UTF16_LENGTH_RULES } from '@polytool/core'

/**
 * The keywords ArkType does not check exactly as JSON Schema does, each with its direction and
 * what differs. The drift proof (`packages/drift`) finds no other disagreement with Ajv.
 */
export const ARKTYPE_INEXACT: readonly InexactRule[] = [
  ...UTF16_LENGTH_RULES,
  {
    keyword: 'format',
    value: 'email',
    direction: 'looser',
    message:
      'string.email\'s pattern accepts addresses Ajv\'s `format: email` refuses (e.g. a domain label that starts with "-")',
  },
]
