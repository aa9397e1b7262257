import type { ResolvedLimits } from './limits'
import type { PreparedDocument } from './prepare-document'
import type { RefusedDefault } from './refused-defaults'
import type { InputSize } from './scan-input'

/** An input schema scanned and prepared once, for every emission of it in one call. */
export interface PreparedInput {
  readonly size: InputSize
  readonly document: PreparedDocument
  /** The defaults taken out of `document` because their own node refuses them. */
  readonly refusedDefaults: readonly RefusedDefault[]
}

// Set only while `sharingPreparedInputs` runs: a tool list emits the same input for several
// profiles (strict, then non-strict when strict is dropped), all within one synchronous call.
let sharing = false
// Made at the first input prepared: a call served from caches prepares none.
let shared: Map<object, PreparedInput> | undefined

/**
 * Runs `build` with the inputs it prepares shared between its emissions. Emitting never changes
 * a prepared document, and nothing else runs during the call to change an input in between.
 */
export function sharingPreparedInputs<T>(build: () => T): T {
  if (sharing) return build()
  sharing = true
  try {
    return build()
  } finally {
    sharing = false
    shared = undefined
  }
}

/** The input as prepared earlier in this call, if its scan fits these limits too. */
export function preparedEarlier(input: unknown, limits: ResolvedLimits): PreparedInput | undefined {
  if (shared === undefined || typeof input !== 'object' || input === null) return undefined
  const known = shared.get(input)
  if (known === undefined) return undefined
  // Past a limit, the scan runs again to throw at the first value beyond it.
  const { values, depth } = known.size
  return values <= limits.maxInputNodes && depth <= limits.maxDepth ? known : undefined
}

/** Keeps a prepared input for the rest of the call. */
export function rememberPrepared(input: unknown, prepared: PreparedInput): void {
  if (!sharing || typeof input !== 'object' || input === null) return
  shared ??= new Map()
  shared.set(input, prepared)
}
