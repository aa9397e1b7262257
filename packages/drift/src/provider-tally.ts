import type { ProfileSweep, UndeclaredRefusal } from './provider-sweep'

/** What the provider sweep measured for one library. */
export interface ProviderTally {
  readonly library: string
  /** Cases whose schema `toJsonSchema` throws for: no provider is told anything. */
  undescribed: number
  /** Emissions, one per case and profile. */
  emissions: number
  /** Emissions the target refused with a `ProviderSchemaError`. */
  refused: number
  /** Values the emitted provider schemas admit, decoded and validated by the tool. */
  admitted: number
  /** Admitted values the tool refuses, under a warning at or above the refusing node. */
  warned: number
  undeclared: number
}

/** Adds one profile's sweep to its library's tally. */
export function tallyProfile(tally: ProviderTally, sweep: ProfileSweep): void {
  tally.emissions++
  if (sweep.refused !== undefined) tally.refused++
  tally.admitted += sweep.admitted
  tally.warned += sweep.warned
  tally.undeclared += sweep.undeclared.length
}

const MAX_SHOWN = 160

/** An undeclared refusal, for failure messages: what was sent, what decode made of it, the issues. */
export function describeRefusal(found: UndeclaredRefusal): string {
  const issues = found.issues
    .map((issue) => `${issue.path || '(root)'}: ${issue.message}`)
    .join('; ')
  return `the provider schema admits ${shown(found.sent)}, decoded to ${shown(found.decoded)}, which the tool refuses with no warning: ${issues}`
}

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text
}
