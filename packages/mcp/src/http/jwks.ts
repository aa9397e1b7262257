import { McpTokenError } from './errors'
import type { Jwk } from './web-crypto'

export type { Jwk }

/** Limits of fetching a JWKS. */
export interface JwksFetchOptions {
  /** The `fetch` to use (tests, proxies). Default: the global one. */
  fetch?: typeof fetch
  /**
   * Longest wait for the JWKS, its body included. The `fetch` gets an abort signal for it, and
   * a `fetch` that ignores the signal is given up on all the same: verification then fails with
   * a `McpTokenError` `MCP_JWKS_UNAVAILABLE` (the handler answers `401`). Default 5,000 ms.
   */
  timeoutMs?: number
  /** Largest JWKS body, in bytes. Default 64 KiB. */
  maxBytes?: number
  /** Most keys kept from one JWKS; more is refused. Default 100. */
  maxKeys?: number
  /** How long a fetched JWKS is used before it is fetched again. Default 10 minutes. */
  cacheMs?: number
  /**
   * Shortest time between two fetches, so tokens with made-up `kid`s cannot make the server
   * fetch on every request. Default 30,000 ms.
   */
  minRefetchMs?: number
}

/** The keys of an issuer: a fixed set, or fetched, cached and refreshed for an unknown `kid`. */
export interface KeySource {
  /** The keys, refreshed first if they are stale or `kid` is not among them and may be. */
  keys(kid: string | undefined): Promise<readonly Jwk[]>
}

/** A fixed key set. */
export function staticKeys(jwks: { keys: readonly Jwk[] }): KeySource {
  const keys = [...jwks.keys]
  return { keys: async () => keys }
}

/** A JWKS fetched from `url` within the limits, cached, and fetched once at a time. */
export function remoteKeys(url: string | URL, options: JwksFetchOptions = {}): KeySource {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init))
  const timeoutMs = options.timeoutMs ?? 5_000
  const maxBytes = options.maxBytes ?? 64 * 1024
  const maxKeys = options.maxKeys ?? 100
  const cacheMs = options.cacheMs ?? 10 * 60 * 1000
  const minRefetchMs = options.minRefetchMs ?? 30_000
  let cached: readonly Jwk[] | undefined
  let fetchedAt = Number.NEGATIVE_INFINITY
  let pending: Promise<readonly Jwk[]> | undefined

  const refresh = () => {
    pending ??= load().finally(() => {
      pending = undefined
    })
    return pending
  }

  const load = async (): Promise<readonly Jwk[]> => {
    fetchedAt = Date.now()
    let text: string
    try {
      const signal = AbortSignal.timeout(timeoutMs)
      const fetchText = async () => {
        const response = await doFetch(url, {
          signal,
          headers: { accept: 'application/json' },
          redirect: 'error',
        })
        if (!response.ok) throw new Error(`status ${response.status}`)
        return readText(response, maxBytes, signal)
      }
      // A host's fetch may ignore the signal; the deadline holds without its help.
      text = await beforeAbort(fetchText(), signal)
    } catch (error) {
      throw new McpTokenError(
        'MCP_JWKS_UNAVAILABLE',
        `Could not fetch the JWKS: expected a JSON key set of at most ${maxBytes} bytes within ${timeoutMs} ms`,
        { cause: error },
      )
    }
    cached = parseKeys(text, maxKeys)
    return cached
  }

  return {
    async keys(kid) {
      const age = Date.now() - fetchedAt
      // A key set that never loaded is not fetched again before minRefetchMs: a made-up token
      // must not make the server fetch a failing endpoint once per request.
      if (cached === undefined && pending === undefined && age <= minRefetchMs) {
        throw new McpTokenError(
          'MCP_JWKS_UNAVAILABLE',
          `Could not fetch the JWKS: the last attempt failed less than ${minRefetchMs} ms ago`,
        )
      }
      if (cached === undefined || age > cacheMs) return refresh()
      const known = kid === undefined || cached.some((key) => key.kid === kid)
      if (!known && age > minRefetchMs) return refresh()
      return cached
    },
  }
}

/** `work`'s outcome, or a rejection as soon as `signal` aborts, whether `work` heeds it or not. */
function beforeAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  // Once the deadline has won, a late failure of `work` has no one to hear it.
  work.catch(() => {})
  let onAbort = () => {}
  const aborted = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(signal.reason)
    if (signal.aborted) onAbort()
    else signal.addEventListener('abort', onAbort, { once: true })
  })
  return Promise.race([work, aborted]).finally(() => signal.removeEventListener('abort', onAbort))
}

async function readText(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN)
  if (declared > maxBytes || response.body === null) {
    await response.body?.cancel().catch(() => {})
    throw new Error('too large or empty')
  }
  const reader = response.body.getReader()
  // A body that stops mid-way is cancelled at the deadline, so its connection is let go.
  signal.addEventListener('abort', () => void reader.cancel().catch(() => {}), { once: true })
  const decoder = new TextDecoder('utf-8', { fatal: true })
  let text = ''
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text + decoder.decode()
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => {})
      throw new Error('too large')
    }
    text += decoder.decode(value, { stream: true })
  }
}

function parseKeys(text: string, maxKeys: number): readonly Jwk[] {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new McpTokenError('MCP_JWKS_UNAVAILABLE', 'Invalid JWKS: expected JSON', { cause: error })
  }
  const keys = (value as { keys?: unknown } | null)?.keys
  if (!Array.isArray(keys) || keys.length > maxKeys) {
    throw new McpTokenError(
      'MCP_JWKS_UNAVAILABLE',
      `Invalid JWKS: expected an object with a "keys" array of at most ${maxKeys} keys`,
    )
  }
  return keys.filter((key): key is Jwk => typeof key === 'object' && key !== null)
}
