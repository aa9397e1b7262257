import { egressText } from '@polytool/core'
import type { McpCall } from './sdk'

/** A progress report of a running call, as `context.mcp.progress` takes it. */
export interface McpProgressUpdate {
  /** How far the call is; must grow with every report (MCP requires it). */
  progress: number
  /** The value `progress` reaches when the call is done, when known. */
  total?: number
  /** A short text for the person waiting; it passes the `mcp` egress gate. */
  message?: string
}

/** The progress of one call: the tool's own reports and the server's heartbeat. */
export interface CallProgress {
  /** Sends the tool's report; ignored without a progress token or when it does not grow. */
  report(update: McpProgressUpdate): void
  stop(): void
}

const SILENT: CallProgress = Object.freeze({ report() {}, stop() {} })

/**
 * Sends `notifications/progress` for a call whose client gave a `progressToken`: the tool's own
 * reports, and every `everyMs` a heartbeat (progress 1, 2, 3, … without a total) until the tool
 * reports by itself, so a client that resets its timeout on progress waits for a long call.
 * Progress only grows, as MCP requires: a report that does not is dropped. A notification that
 * cannot be sent (the connection closed) never fails the call.
 */
export function startProgress(call: McpCall, everyMs: number | undefined): CallProgress {
  const token = call.meta?.progressToken
  if (typeof token !== 'string' && typeof token !== 'number') return SILENT
  // Undefined until the first notification: a tool may start its reports at 0.
  let last: number | undefined
  let stopped = false
  const send = (params: Record<string, unknown>) => {
    call
      .notify({ method: 'notifications/progress', params: { progressToken: token, ...params } })
      .catch(() => {})
  }
  const heartbeat =
    everyMs === undefined
      ? undefined
      : setInterval(() => {
          last = (last ?? 0) + 1
          send({ progress: last })
        }, everyMs)
  const stopHeartbeat = () => {
    if (heartbeat !== undefined) clearInterval(heartbeat)
  }
  return {
    report({ progress, total, message }) {
      if (stopped || !Number.isFinite(progress) || (last !== undefined && progress <= last)) return
      stopHeartbeat()
      last = progress
      send({
        progress,
        ...(typeof total === 'number' && Number.isFinite(total) ? { total } : {}),
        ...(typeof message === 'string' ? { message: egressText('mcp', message) } : {}),
      })
    },
    stop() {
      stopped = true
      stopHeartbeat()
    },
  }
}
