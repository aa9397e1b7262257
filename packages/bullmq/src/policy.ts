import type { AnyTool } from '@polytool/core'

/** Retries a tool marked `idempotentHint: true` gets when it sets no `background.retries`. */
export const DEFAULT_IDEMPOTENT_RETRIES = 2

/** How long finished calls (and their results) stay on the server, in seconds, unless set. */
export const DEFAULT_KEEP_RESULTS_SECONDS = 86_400

/** Name of the queue (and of its events) that carries tool calls, unless one is given. */
export const DEFAULT_QUEUE_NAME = 'polytool-tool-calls'

/** The custom queue event that asks workers to abort one running call. */
export const CANCEL_EVENT = 'polytool:cancel'

/**
 * The event stream cancels travel on: a queue name of their own that holds no jobs, so that
 * workers listen to cancels only, not to every event of every call.
 */
export function cancelChannel(queueName: string): string {
  return `${queueName}-cancels`
}

/**
 * How many times a call of `tool` may start again after its worker died: `background.retries`
 * when set, else {@link DEFAULT_IDEMPOTENT_RETRIES} for a tool whose MCP annotations say it is
 * idempotent, else 0 (at most once).
 *
 * @param tool - the tool a call runs
 * @returns how many times the call may start again after its worker died (0: at most once)
 */
export function retriesFor(tool: AnyTool): number {
  const retries = tool.background?.retries
  if (typeof retries === 'number' && Number.isInteger(retries) && retries >= 0) return retries
  return tool.mcp?.annotations?.idempotentHint === true ? DEFAULT_IDEMPOTENT_RETRIES : 0
}
