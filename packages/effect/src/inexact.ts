import { type InexactRule, UTF16_LENGTH_RULES } from '@polytool/core'

/**
 * The keywords Effect Schema does not check exactly as JSON Schema does, each with its
 * direction and what differs. The drift proof (`packages/drift`) finds no other disagreement.
 */
export const EFFECT_INEXACT: readonly InexactRule[] = [...UTF16_LENGTH_RULES]
