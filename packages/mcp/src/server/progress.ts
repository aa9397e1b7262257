import { egressText } from '@polytool/core'
import { MAX_TIMER_MS } from '../timer-limit'
import type { McpCall } from './sdk'

/** A progress report of a running call, as `context.mcp.progress` takes it. */
export interface McpProgressUpdate {
  /** How far the call is; must grow with every report (MCP requires it). */
  progress: number
  /** The value `progress` reaches when the call is done, when known. */
  total?: number
  /**
   * A short text for the person waiting. It passes the `mcp` egress gate: secrets and the
   * request context's values and keys are hidden, and it is withheld when the context has too
   * many values to hide.
   */
  message?: string
}

/** The progress of one call: the tool's own reports and the server's heartbeat. */
export interface CallProgress {
  /** Sends the tool's report; ignored without a progress token or when it does not grow. */
  report(update: McpProgressUpdate): void
  stop(): void
}

/** How the progress of one call is sent. */
export interface ProgressSettings {
  /** The heartbeat's period; no heartbeat when `undefined`. */
  readonly everyMs: number | undefined
  /**
   * The texts a message is scrubbed of (the request context's), read at the first message;
   * `undefined` withholds messages.
   */
  readonly privateTexts: () => readonly string[] | undefined
}

const SILENT: CallProgress = Object.freeze({ report() {}, stop() {} })

/**
 * How far a heartbeat after the tool's own report moves its progress, relative to it: far too
 * little to show, and a million heartbeats still stay below a report 0.1 % further on.
 */
const HEARTBEAT_STEP = 1e-9

/**
 * Sends `notifications/progress` for a call whose client gave a `progressToken`: the tool's own
 * reports, and a heartbeat whenever `everyMs` passed without a notification, so a client that
 * resets its timeout on progress waits for a long call, also one that reported once and then
 * works on. Before the tool's first report the heartbeat counts 1, 2, 3, … without a total;
 * after it, each heartbeat repeats the tool's total and moves the progress by a billionth, so it
 * still grows, as MCP requires, and the tool's next report still passes. A report that does not
 * grow is dropped. A notification that cannot be sent (the connection closed) never fails the call.
 */
export function startProgress(call: McpCall, settings: ProgressSettings): CallProgress {
  const token = call.meta?.progressToken
  if (typeof token !== 'string' && typeof token !== 'number') return SILENT
  // Undefined until the first notification: a tool may start its reports at 0.
  let last: number | undefined
  let reported: { progress: number; total: number | undefined; beats: number } | undefined
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let texts: { value: readonly string[] | undefined } | undefined
  const send = (params: Record<string, unknown>) => {
    call
      .notify({ method: 'notifications/progress', params: { progressToken: token, ...params } })
      .catch(() => {})
  }
  const beat = () => {
    if (reported === undefined) {
      last = (last ?? 0) + 1
      send({ progress: last })
    } else {
      reported.beats += 1
      last =
        reported.progress +
        reported.beats * HEARTBEAT_STEP * Math.max(1, Math.abs(reported.progress))
      send({ progress: last, ...(reported.total === undefined ? {} : { total: reported.total }) })
    }
    schedule()
  }
  const schedule = () => {
    if (settings.everyMs === undefined || stopped) return
    clearTimeout(timer)
    // setTimeout fires at once past 2^31 - 1 ms: a longer period would flood the client.
    timer = setTimeout(beat, Math.min(settings.everyMs, MAX_TIMER_MS))
  }
  const shown = (message: string): string | undefined => {
    texts ??= { value: settings.privateTexts() }
    if (texts.value === undefined) return undefined
    return egressText('mcp', message, { privateTexts: texts.value })
  }
  schedule()
  return {
    report({ progress, total, message }) {
      if (stopped || !Number.isFinite(progress) || (last !== undefined && progress <= last)) return
      const knownTotal = typeof total === 'number' && Number.isFinite(total) ? total : undefined
      const text = typeof message === 'string' ? shown(message) : undefined
      last = progress
      reported = { progress, total: knownTotal, beats: 0 }
      send({
        progress,
        ...(knownTotal === undefined ? {} : { total: knownTotal }),
        ...(text === undefined ? {} : { message: text }),
      })
      schedule()
    },
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}
