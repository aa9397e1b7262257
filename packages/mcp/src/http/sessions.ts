/** The default `maxSessions`. */
export const DEFAULT_MAX_SESSIONS = 10_000
/** The default `maxSessionsPerSubject`: one user cannot take every session. */
export const DEFAULT_MAX_SESSIONS_PER_SUBJECT = 100
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
  /** Open and reserved sessions per subject; subjects without any are not kept. */
  readonly #bySubject = new Map<string, number>()
  #reserved = 0

  constructor(
    readonly maxSessions: number,
    readonly idleMs: number,
    readonly now: () => number = Date.now,
    readonly maxPerSubject: number = DEFAULT_MAX_SESSIONS_PER_SUBJECT,
  ) {}

  get size(): number {
    return this.#entries.size
  }

  /**
   * Claims room for one session being opened: `'full'` when the table is, `'subject-full'` when
   * this subject has `maxPerSubject` sessions (only with auth, where subjects are known).
   */
  reserve(subject: string | undefined): 'ok' | 'full' | 'subject-full' {
    this.sweep()
    if (this.#entries.size + this.#reserved >= this.maxSessions) return 'full'
    if (subject !== undefined && (this.#bySubject.get(subject) ?? 0) >= this.maxPerSubject) {
      return 'subject-full'
    }
    this.#reserved++
    this.#count(subject, 1)
    return 'ok'
  }

  /** Gives back a reservation, with the session it became or none. */
  settle(id: string | undefined, session: S | undefined, subject: string | undefined): void {
    this.#reserved--
    if (id !== undefined && session !== undefined) {
      this.#entries.set(id, { session, subject, lastUsed: this.now() })
    } else {
      this.#count(subject, -1)
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
    const entry = this.#entries.get(id)
    if (entry === undefined) return
    this.#entries.delete(id)
    this.#count(entry.subject, -1)
  }

  /** Ends every session. */
  async closeAll(): Promise<void> {
    const sessions = [...this.#entries.values()].map((entry) => entry.session)
    this.#entries.clear()
    this.#bySubject.clear()
    await Promise.allSettled(sessions.map((session) => session.close()))
  }

  private sweep(): void {
    const oldest = this.now() - this.idleMs
    for (const [id, entry] of this.#entries) {
      if (entry.lastUsed > oldest) break
      this.forget(id)
      void entry.session.close().catch(() => {})
    }
  }

  #count(subject: string | undefined, change: 1 | -1): void {
    if (subject === undefined) return
    const count = (this.#bySubject.get(subject) ?? 0) + change
    if (count > 0) this.#bySubject.set(subject, count)
    else this.#bySubject.delete(subject)
  }
}

/** 256 random bits, base64url: visible ASCII as the spec asks, and not guessable. */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
