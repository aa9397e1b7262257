import { RESOURCE } from './jwt'

/** An `initialize` POST to the test resource, with a bearer token and a session id when given. */
export function initializeRequest(token: string, sessionId?: string): Request {
  return new Request(RESOURCE, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(sessionId === undefined ? {} : { 'mcp-session-id': sessionId }),
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'attacker', version: '1' },
      },
    }),
  })
}
