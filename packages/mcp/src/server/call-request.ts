import { CallToolRequestSchema, ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js'

/** Stand-in params for a malformed `tools/call`, with the short reason the client gets. */
const malformed = new WeakMap<object, string>()

/**
 * The `tools/call` schema this server registers. Malformed params parse to a stand-in that
 * carries a one-line reason, so the handler answers -32602 briefly; the SDK's own parse would
 * answer with a dump of every schema issue.
 */
export const LenientCallToolRequestSchema = CallToolRequestSchema.extend({
  params: CallToolRequestSchema.shape.params.catch(({ error }) => {
    const standIn = { name: '' }
    malformed.set(standIn, reasonOf(error.issues[0]))
    return standIn
  }),
})

/** Throws JSON-RPC -32602 with a short reason when these params were malformed. */
export function assertWellFormed(params: object): void {
  const reason = malformed.get(params)
  if (reason !== undefined) {
    throw new McpError(ErrorCode.InvalidParams, `Invalid tools/call params: ${reason}`)
  }
}

function reasonOf(issue: { path: readonly PropertyKey[]; message: string } | undefined): string {
  const field = issue?.path[0]
  if (field === 'arguments') return 'expected arguments to be a JSON object'
  if (field === 'name') return 'expected name to be a string'
  if (issue === undefined || field === undefined) return 'expected an object with a tool name'
  const where = issue.path.map(String).join('.')
  return `${where}: ${issue.message}`.slice(0, 120)
}
