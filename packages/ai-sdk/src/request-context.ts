import { RequestContext } from '@polytool/core'
import type { ToolExecutionOptions } from 'ai'
import type { RequestContextSource } from './options'

/** The `RequestContext` of one call: the one given, the one made for this call, or an empty one. */
export async function resolveRequestContext(
  source: RequestContextSource | undefined,
  call: Omit<ToolExecutionOptions<unknown>, 'abortSignal'>,
): Promise<RequestContext<any>> {
  if (source === undefined) return new RequestContext()
  if (typeof source !== 'function') return source
  const made = await source(call)
  if (!(made instanceof RequestContext)) {
    throw new TypeError(
      `requestContext: the function must return a RequestContext, received ${describe(made)} for tool call ${call.toolCallId}`,
    )
  }
  return made
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (typeof value !== 'object') return typeof value
  return value.constructor?.name ?? 'object'
}
