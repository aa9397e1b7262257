import type { RunContext } from '@openai/agents'
import { RequestContext } from '@polytool/core'
import type { RequestContextFromRun } from './options'

/**
 * The `RequestContext` of one call, from the run context through `source`, or by the default
 * mapping (see `OpenAIAgentsToolOptions.requestContext`).
 */
export async function resolveRequestContext<Context>(
  source: RequestContextFromRun<Context> | undefined,
  runContext: RunContext<Context>,
): Promise<RequestContext<any>> {
  const made = source === undefined ? runContext.context : await source(runContext)
  if (made instanceof RequestContext) return made
  if (isPlainObject(made)) return new RequestContext(made)
  if (source !== undefined) {
    throw new TypeError(
      `requestContext: the function must return a RequestContext or a plain object, received ${describe(made)}`,
    )
  }
  return new RequestContext()
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (typeof value !== 'object') return typeof value
  return value.constructor?.name ?? 'object'
}
