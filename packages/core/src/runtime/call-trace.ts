import type { AnyTool } from '../tool'
import { isTraceparent, type ToolCallTrace, type ToolCallTraceEnd } from '../trace'
import { endTrace, privateTextsOf, startTrace } from '../trace-pipeline'
import type { RuntimeScope } from './scope'

/** The names of the span events a runtime records on a call's span. */
export const CALL_EVENTS = {
  inputStart: 'polytool.tool.input_start',
  inputAvailable: 'polytool.tool.input_available',
  approvalRequested: 'polytool.tool.approval_requested',
  approvalGranted: 'polytool.tool.approval_granted',
  approvalDeclined: 'polytool.tool.approval_declined',
  suspended: 'polytool.tool.suspended',
  resumed: 'polytool.tool.resumed',
} as const

/**
 * The spans of one runtime call. A call that waits for people ends its span there; approving,
 * declining or resuming it opens a new span linked to the one that waited, in this process or,
 * through the snapshot's `traceparent`, in another. Does nothing when the observer has no
 * `startToolCall`.
 */
export class CallTrace {
  readonly #scope: RuntimeScope
  readonly #toolCallId: string
  readonly #toolName: string
  readonly #tool: AnyTool | undefined
  #open: ToolCallTrace | undefined
  #waitedIn: string | undefined

  constructor(
    scope: RuntimeScope,
    ids: { toolCallId: string; toolName: string },
    tool: AnyTool | undefined,
    waitedIn: string | undefined,
  ) {
    this.#scope = scope
    this.#toolCallId = ids.toolCallId
    this.#toolName = ids.toolName
    this.#tool = tool
    this.#waitedIn = waitedIn
  }

  /** The open span, passed to the pipeline so that it opens none of its own. */
  get current(): ToolCallTrace | undefined {
    return this.#open
  }

  /** The `traceparent` of the span that last waited for people, for the snapshot. */
  get waitedIn(): string | undefined {
    return this.#waitedIn
  }

  /** The `traceparent` of the open span, for a background job to continue on its worker. */
  get running(): string | undefined {
    return this.#open === undefined ? undefined : traceparentOf(this.#open)
  }

  /** Opens a span (linked to the one that waited, if any) and records `event` on it. */
  start(input: unknown, event?: string): void {
    if (this.#open !== undefined || this.#scope.observer?.startToolCall === undefined) return
    this.#open = startTrace(
      { observer: this.#scope.observer, agent: { toolCallId: this.#toolCallId } },
      {
        toolId: this.#tool?.id ?? this.#toolName,
        toolName: this.#toolName,
        ...(this.#tool === undefined ? { unknownTool: true } : {}),
        description: this.#tool?.description ?? '',
        toolCallId: this.#toolCallId,
        input,
        privateTexts: privateTextsOf(this.#scope.requestContext),
        ...(this.#waitedIn === undefined ? {} : { links: [this.#waitedIn] }),
      },
    )
    if (event !== undefined) this.event(event)
  }

  /** Records a point in the call on the open span. */
  event(name: string, attributes?: Record<string, unknown>): void {
    if (this.#open === undefined) return
    try {
      this.#open.event(name, attributes)
    } catch {
      // A broken observer must not break the call it reports on.
    }
  }

  /** The call now waits for people: records `event`, remembers the span, and ends it. */
  wait(event: string, outcome: 'awaiting-approval' | 'suspended', input: unknown): void {
    const open = this.#open
    if (open === undefined) return
    this.event(event)
    this.#waitedIn = traceparentOf(open)
    this.end({ outcome, input })
  }

  /** Ends the open span, if any, with the call's outcome. */
  end(end: ToolCallTraceEnd): void {
    const open = this.#open
    if (open === undefined) return
    this.#open = undefined
    endTrace(open, end)
  }
}

function traceparentOf(trace: ToolCallTrace): string | undefined {
  try {
    const traceparent = trace.carrier()?.traceparent
    return isTraceparent(traceparent) ? traceparent : undefined
  } catch {
    return undefined
  }
}
