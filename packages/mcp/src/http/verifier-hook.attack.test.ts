// Attacks through the host's own `verifyAccessToken`: a hook that never settles (a token
// introspection endpoint that hangs, a database lock) would hold every request, and one that
// throws or hands back an object with throwing getters must not carry its text to the client.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { generations } from '../test-fixtures/generations'
import { initializeRequest as initialize } from '../test-fixtures/initialize'
import { RESOURCE } from '../test-fixtures/jwt'
import type { McpAccessToken } from './access-token'
import { DEFAULT_VERIFY_TIMEOUT_MS, type McpHttpAuth } from './auth'

const ISSUER = 'https://auth.example.com'
const SECRET = 'postgres://admin:hunter2@db.internal/tokens'

function authWith(
  verifyAccessToken: McpHttpAuth['verifyAccessToken'],
  verifyTimeoutMs?: number,
): McpHttpAuth {
  return {
    resource: RESOURCE,
    authorizationServers: [ISSUER],
    verifyAccessToken,
    ...(verifyTimeoutMs === undefined ? {} : { verifyTimeoutMs }),
  }
}

async function everythingSent(response: Response): Promise<string> {
  const headers: string[] = []
  response.headers.forEach((value, name) => {
    headers.push(`${name}: ${value}`)
  })
  return `${headers.join('\n')}\n${await response.text()}`
}

afterEach(() => {
  vi.useRealTimers()
})

describe.each(generations)('attack: a host verifier that misbehaves (SDK $name)', (sdk) => {
  it('answers 503 with Retry-After, not a hung request, when the verifier never settles', async () => {
    let signal: AbortSignal | undefined
    const handler = sdk.createMcpHandler({ name: 'hung', version: '1' }, [], {
      auth: authWith((_token, options) => {
        signal = options?.signal
        return new Promise<McpAccessToken>(() => {})
      }, 50),
    })
    const outcome = await Promise.race([
      handler(initialize('any-token')),
      new Promise((resolve) => setTimeout(() => resolve('still waiting after 2 s'), 2_000)),
    ])
    expect(outcome).toBeInstanceOf(Response)
    const response = outcome as Response
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    // The hook hears that its answer is no longer awaited, and can stop its work.
    expect(signal?.aborted).toBe(true)
    expect(handler.sessionCount).toBe(0)
    await handler.close()
  })

  it('gives the verifier 10 s by default, then answers 503', async () => {
    vi.useFakeTimers()
    const handler = sdk.createMcpHandler({ name: 'hung', version: '1' }, [], {
      auth: authWith(() => new Promise<McpAccessToken>(() => {})),
    })
    let answered: Response | undefined
    void handler(initialize('any-token')).then((response) => {
      answered = response
    })
    await vi.advanceTimersByTimeAsync(DEFAULT_VERIFY_TIMEOUT_MS - 1)
    expect(answered).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(answered?.status).toBe(503)
    expect(DEFAULT_VERIFY_TIMEOUT_MS).toBe(10_000)
    await handler.close()
  })

  it('answers 401 and sends none of the text of an exception the verifier throws', async () => {
    const handler = sdk.createMcpHandler({ name: 'throws', version: '1' }, [], {
      auth: authWith(async () => {
        throw new Error(`token store unreachable at ${SECRET}`)
      }),
    })
    const response = await handler(initialize('any-token'))
    expect(response.status).toBe(401)
    expect(await everythingSent(response)).not.toContain('hunter2')
    await handler.close()
  })

  it('answers 401, not a rejected handler, when the returned token has a throwing getter', async () => {
    const handler = sdk.createMcpHandler({ name: 'getter', version: '1' }, [], {
      auth: authWith(
        async () =>
          ({
            token: 't',
            get subject(): string {
              throw new Error(`lookup failed: ${SECRET}`)
            },
            scopes: [],
            claims: {},
          }) as McpAccessToken,
      ),
    })
    const outcome = await handler(initialize('any-token')).then(
      (response) => response,
      (error: unknown) => error,
    )
    expect(outcome).toBeInstanceOf(Response)
    const response = outcome as Response
    expect(response.status).toBe(401)
    expect(await everythingSent(response)).not.toContain('hunter2')
    await handler.close()
  })

  it('refuses a verifyTimeoutMs that is not a positive number when created', () => {
    for (const verifyTimeoutMs of [0, -1, Number.NaN]) {
      expect(() =>
        sdk.createMcpHandler({ name: 'bad', version: '1' }, [], {
          auth: authWith(async () => undefined, verifyTimeoutMs),
        }),
      ).toThrow(expect.objectContaining({ code: 'MCP_HANDLER_OPTIONS_INVALID' }))
    }
  })
})
