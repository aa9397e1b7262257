/** The default `maxSessions`. */
export const DEFAULT_MAX_SESSIONS = 10_000
/** The default `sessionIdleMs`: 30 minutes without a request ends a session. */
export const DEFAULT_SESSION_IDLE_MS = 30 * 60 * 1000

/** What the table needs of a session: a way to end it. */
export interface Closable {
  close(): Promise<void>
}

interface Entry<S> {
  readonly session: S
  /** The token subject the session was opened with; `undefined` without auth. */
  readonly subject: string | undefined
  lastUsed: number
}

/**
 * Open sessions by id, bounded in count and idle time. A Map keeps insertion order, and every
 * use moves a session to the end, so the idle ones are at the front and a sweep stops at the
 * first live one: no timers (edge runtimes freeze them), and linear in what it ends.
 *
 * When full, a new session is refused rather than an old one evicted: evicting would let
 * anyone who can open sessions end everyone else's.
 */
export class SessionTable<S extends Closable> {
  readonly #entries = new Map<string, Entry<S>>()
  #reserved = 0

  constructor(
    readonly maxSessions: number,
    readonly idleMs: number,
    readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.#entries.size
  }

  /** Claims room for one session being opened, or `false` when the table is full. */
  reserve(): boolean {
    this.sweep()
    if (this.#entries.size + this.#reserved >= this.maxSessions) return false
    this.#reserved++
    return true
  }

  /** Gives back a reservation, with the session it became or none. */
  settle(id: string | undefined, session: S | undefined, subject: string | undefined): void {
    this.#reserved--
    if (id !== undefined && session !== undefined) {
      this.#entries.set(id, { session, subject, lastUsed: this.now() })
    }
  }

  /** The session with this id opened by this subject, marked as used; else `undefined`. */
  use(id: string, subject: string | undefined): S | undefined {
    this.sweep()
    const entry = this.#entries.get(id)
    if (entry === undefined || entry.subject !== subject) return undefined
    this.#entries.delete(id)
    entry.lastUsed = this.now()
    this.#entries.set(id, entry)
    return entry.session
  }

  /** Forgets a session the client ended (DELETE) or whose transport closed. */
  forget(id: string): void {
    this.#entries.delete(id)
  }

  /** Ends every session. */
  async closeAll(): Promise<void> {
    const sessions = [...this.#entries.values()].map((entry) => entry.session)
    this.#entries.clear()
    await Promise.allSettled(sessions.map((session) => session.close()))
  }

  private sweep(): void {
    const oldest = this.now() - this.idleMs
    for (const [id, entry] of this.#entries) {
      if (entry.lastUsed > oldest) break
      this.#entries.delete(id)
      void entry.session.close().catch(() => {})
    }
  }
}

/** 256 random bits, base64url: visible ASCII as the spec asks, and not guessable. */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
