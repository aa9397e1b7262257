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
  {
    keyword: 'format',
    value: 'ipv6',
    direction: 'looser',
    message:
      'string.ip.v6 (and string.ip) accepts an address with a zone id ("fe80::1%eth0"), which `format: ipv6` refuses; its pattern, beside it, says what ArkType accepts',
  },
]
