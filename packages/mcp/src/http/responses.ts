// Every refusal of the HTTP layer is a JSON-RPC error body with a status that says the same:
// clients that read either understand it. The texts are fixed: nothing of the request echoes.

/** A JSON-RPC error response with no id (the request was refused before it was read). */
export function jsonRpcError(
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

/** JSON-RPC codes the layer uses: the spec's, and the SDK's -32000 for transport refusals. */
export const RPC = {
  parseError: -32700,
  invalidRequest: -32600,
  serverError: -32000,
  sessionNotFound: -32001,
} as const
