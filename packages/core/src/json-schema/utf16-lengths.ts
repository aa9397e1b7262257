import type { InexactRule } from './mark-inexact-where'

/**
 * The inexact rules of a library that counts string lengths in UTF-16 code units (`.length`),
 * as most JavaScript libraries do, where JSON Schema counts code points: a character outside
 * the Basic Multilingual Plane (an emoji) counts twice. Adapters of such libraries pass these
 * to `markInexactWhere` beside their own.
 *
 * @example
 * import { markInexactWhere, UTF16_LENGTH_RULES } from '@polytool/core'
 *
 * markInexactWhere({ type: 'string', maxLength: 5 }, UTF16_LENGTH_RULES)
 */
export const UTF16_LENGTH_RULES: readonly InexactRule[] = Object.freeze([
  {
    keyword: 'minLength',
    direction: 'looser',
    message:
      'string lengths are counted in UTF-16 code units, JSON Schema counts code points: a character outside the BMP (an emoji) counts twice, so a shorter string can pass',
  },
  {
    keyword: 'maxLength',
    direction: 'stricter',
    message:
      'string lengths are counted in UTF-16 code units, JSON Schema counts code points: a character outside the BMP (an emoji) counts twice, so a string within maxLength code points can be refused',
  },
])
