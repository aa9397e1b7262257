/** A transport as both SDK generations' servers use it, as far as this module needs it. */
interface MessageTransport {
  onmessage?: ((message: never, extra?: never) => void) | undefined
  send(message: never): Promise<void>
}

/** What `answerMalformedRequests` wraps: a low-level SDK server (a `Protocol`). */
interface Connectable {
  connect(transport: never): Promise<void>
}

/** The fixed text of the answer: nothing of the request is quoted back. */
export const MALFORMED_REQUEST_MESSAGE =
  'Invalid params: a request needs params that are an object, with _meta an object and _meta.progressToken a string or an integer'

/**
 * Makes a server answer every request its SDK would drop in silence. The SDK reads a message
 * whose `params` are not an object, or whose `_meta.progressToken` is neither a string nor an
 * integer, as no request at all: it answers nothing, and the client waits for its own timeout.
 * Such a message that still has a `method` and an id gets JSON-RPC `-32602` with a fixed text.
 * The SDK calls the handler a transport had before it connected first: this one only adds the
 * answer, and a message the SDK reads as a request is left to it.
 *
 * @param server - the low-level SDK server, before it connects
 * @param isRequest - the SDK generation's own test of a well-formed request
 */
export function answerMalformedRequests(
  server: Connectable,
  isRequest: (message: unknown) => boolean,
): void {
  const connect = server.connect.bind(server)
  server.connect = (transport: never) => {
    const wire = transport as MessageTransport
    const previous = wire.onmessage as ((message: unknown, extra?: unknown) => void) | undefined
    wire.onmessage = ((message: unknown, extra?: unknown) => {
      previous?.(message, extra)
      const id = malformedRequestId(message, isRequest)
      if (id === undefined) return
      const answer = {
        jsonrpc: '2.0',
        id,
        error: { code: -32602, message: MALFORMED_REQUEST_MESSAGE },
      }
      void wire.send(answer as never).catch(() => {})
    }) as MessageTransport['onmessage']
    return connect(transport)
  }
}

// The id of a message with a method and an id the SDK's request test refuses: `undefined` for
// a request it takes, a notification, a response, or an id JSON-RPC does not allow.
function malformedRequestId(
  message: unknown,
  isRequest: (message: unknown) => boolean,
): string | number | undefined {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return undefined
  const { jsonrpc, method, id } = message as Record<string, unknown>
  if (jsonrpc !== '2.0' || typeof method !== 'string') return undefined
  if (typeof id !== 'string' && !(typeof id === 'number' && Number.isSafeInteger(id)))
    return undefined
  return isRequest(message) ? undefined : id
}
