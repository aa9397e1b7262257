import { RequestContext } from '@polytool/core'
import { plant } from '@polytool/telemetry-scan'

/**
 * Values planted where telemetry could copy them: a request context's values (and the keys of
 * a map inside it), and the fields of a thrown HTTP client error. None of them is shaped like a
 * secret, so only keeping them out (not redaction) keeps them out of the telemetry.
 */
export const PLANTED = {
  tenant: 'planted-tenant-7f3a91',
  sessionKey: 'planted-session-key-c28e04',
  sessionValue: 'planted-session-value-5bd172',
  userEmail: 'planted-user-0a9e@example.test',
  requestBody: 'planted-request-body-e61f3c',
  responseBody: 'planted-response-body-94d0aa',
  authorization: 'planted-authorization-1b7c55',
} as const

/** Every planted value, to scan telemetry for. */
export const PLANTED_VALUES: readonly string[] = Object.values(PLANTED)

// The suite's secret scan fails any test whose telemetry carries one of them.
plant(...PLANTED_VALUES)

/**
 * A request context holding the planted values (a tenant, a user, and a record keyed by
 * session ids), plus the given entries.
 */
export function plantedContext(entries: Record<string, unknown> = {}): RequestContext {
  return new RequestContext<Record<string, unknown>>({
    tenant: PLANTED.tenant,
    user: { email: PLANTED.userEmail },
    sessions: { [PLANTED.sessionKey]: PLANTED.sessionValue },
    ...entries,
  })
}

/** An error shaped like an HTTP client's (axios): its fields hold the request and response. */
export class PlantedHttpError extends Error {
  override readonly name = 'AxiosError'
  readonly config = {
    url: 'https://api.example.test/v1/orders',
    data: JSON.stringify({ note: PLANTED.requestBody }),
    headers: { Authorization: PLANTED.authorization, 'X-Tenant': PLANTED.tenant },
  }
  readonly response = { status: 502, data: { echo: PLANTED.responseBody } }

  constructor(message = 'Request failed with status code 502') {
    super(message)
  }
}
