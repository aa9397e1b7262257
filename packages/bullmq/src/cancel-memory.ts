/** How many cancels a worker remembers, and for how long: both bound what a flood can cost. */
export const CANCEL_MEMORY_SIZE = 10_000
export const CANCEL_MEMORY_MS = 10 * 60_000

/**
 * The cancels a worker heard lately, by job id, with their reason. A cancel can reach a worker
 * just before the job it names does (the worker was taking it as the agent cancelled): the
 * worker then refuses the job rather than run a cancelled call. Bounded in size (the oldest is
 * forgotten first) and in time.
 */
export class CancelMemory {
  readonly #reasons = new Map<string, { readonly reason: string; readonly at: number }>()
  readonly #size: number
  readonly #ms: number

  constructor(size = CANCEL_MEMORY_SIZE, ms = CANCEL_MEMORY_MS) {
    this.#size = size
    this.#ms = ms
  }

  /** Remembers that the job `jobId` was cancelled. */
  remember(jobId: string, reason: string): void {
    this.#reasons.delete(jobId)
    this.#reasons.set(jobId, { reason, at: Date.now() })
    if (this.#reasons.size > this.#size) {
      this.#reasons.delete(this.#reasons.keys().next().value as string)
    }
  }

  /** The reason the job `jobId` was cancelled for, if it was, lately. */
  reasonFor(jobId: string): string | undefined {
    const cancel = this.#reasons.get(jobId)
    if (cancel === undefined) return undefined
    if (Date.now() - cancel.at > this.#ms) {
      this.#reasons.delete(jobId)
      return undefined
    }
    return cancel.reason
  }
}
