import type { ProviderProfileId } from '../../json-schema/src/rules'

/** An emission the provider sweep finds unsound, not fixed yet: listed, never skipped in silence. */
export interface KnownUnsound {
  readonly library: string
  readonly caseName: string
  readonly profile: ProviderProfileId
  /** What the model may send that the tool refuses, and why no warning says so. */
  readonly reason: string
}

/**
 * Emissions that let the model send what the tool refuses, with no warning. The sweep asserts
 * each still does, so an entry is removed when its fault is fixed.
 */
export const KNOWN_UNSOUND: readonly KnownUnsound[] = []

/** The entry for one library, case and profile, if the emission is a known fault. */
export function knownUnsound(
  library: string,
  caseName: string,
  profile: ProviderProfileId,
): KnownUnsound | undefined {
  return KNOWN_UNSOUND.find(
    (entry) =>
      entry.library === library && entry.caseName === caseName && entry.profile === profile,
  )
}
