import type { RequestContext as MastraRequestContext } from '@mastra/core/request-context'
import { RequestContext } from '@polytool/core'
import type { RequestContextMapper } from './options'

/** Mastra's own keys (resource, thread, auth token, …): never a tool's business. */
const MASTRA_KEY_PREFIX = 'mastra__'

/**
 * The default mapping from Mastra's `RequestContext` to polytool's: every value the caller set,
 * under the same key, except Mastra's own `mastra__…` keys (its resource and thread ids, auth
 * token, versions). The tool's `requestContextSchema` then validates what it got.
 *
 * @param mastraContext - the context Mastra gives the call, if any
 * @returns polytool's context for the call
 *
 * @example
 * import { fromMastraRequestContext } from '@polytool/mastra'
 * import { RequestContext as MastraRequestContext } from '@mastra/core/request-context'
 *
 * const context = fromMastraRequestContext(new MastraRequestContext([['tenant', 'acme']]))
 * context.get('tenant') // 'acme'
 */
export function fromMastraRequestContext(
  mastraContext: MastraRequestContext<unknown> | undefined,
): RequestContext<any> {
  const context = new RequestContext()
  if (mastraContext === undefined) return context
  for (const [key, value] of mastraContext.entries() as Iterable<[string, unknown]>) {
    if (!key.startsWith(MASTRA_KEY_PREFIX)) context.set(key, value)
  }
  return context
}

/**
 * Runs the mapper and checks what it made. Answers at once unless the mapper answers later: a
 * call does not wait a turn for the default mapping.
 */
export function mapRequestContext(
  mapper: RequestContextMapper | undefined,
  mastraContext: MastraRequestContext<unknown> | undefined,
  toolId: string,
): RequestContext<any> | Promise<RequestContext<any>> {
  if (mapper === undefined) return fromMastraRequestContext(mastraContext)
  const made = mapper(mastraContext)
  return made instanceof RequestContext
    ? made
    : Promise.resolve(made).then((settled) => checked(settled, toolId))
}

function checked(made: unknown, toolId: string): RequestContext<any> {
  if (!(made instanceof RequestContext)) {
    throw new TypeError(
      `requestContext: the mapper must return a RequestContext of @polytool/core, received ${describe(made)} for tool ${toolId}`,
    )
  }
  return made
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (typeof value !== 'object') return typeof value
  return value.constructor?.name ?? 'object'
}
