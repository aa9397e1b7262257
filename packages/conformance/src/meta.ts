/** What each conformance test records in its vitest `task.meta`, read back by the matrix. */
export interface ConformanceMeta {
  /** The schema library the test ran for. */
  readonly library: string
  /** The conformance case. */
  readonly case: string
  /** The check of the case that ran. */
  readonly check: string
  /** Set on every test of a case declared lossy: the declared reason. */
  readonly lossy?: string
  /** Set on every test of a case declared looser: the declared reason. */
  readonly looser?: string
  /** Directions of the observed disagreements (set by the gap check). */
  readonly directions?: readonly ('looser' | 'stricter')[]
  /** The sides of the schema on which the adapter reported a loss. */
  readonly lossSides?: readonly ('input' | 'output')[]
  /** Directions of disagreements explained only by code-point versus UTF-16 string lengths. */
  readonly utf16?: readonly ('looser' | 'stricter')[]
  /** Set on every test of a case whose issue paths differ by declaration: the declared reason. */
  readonly issuePaths?: string
  /** Set on the single test of a case the library cannot build: the reason. */
  readonly unsupported?: string
  /** Set on the single test of a case whose fixture is a `pending(...)` placeholder: what to write. */
  readonly pending?: string
}

declare module 'vitest' {
  interface TaskMeta {
    conformance?: ConformanceMeta
  }
}
