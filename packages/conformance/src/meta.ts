/** What each conformance test records in its vitest `task.meta`, read back by the matrix. */
export interface ConformanceMeta {
  readonly library: string
  readonly case: string
  readonly check: string
  /** Set on every test of a case declared lossy: the declared reason. */
  readonly lossy?: string
  /** Set on every test of a case whose issue paths differ by declaration: the declared reason. */
  readonly issuePaths?: string
  /** Set on the single test of a case the library cannot build: the reason. */
  readonly unsupported?: string
}

declare module 'vitest' {
  interface TaskMeta {
    conformance?: ConformanceMeta
  }
}
