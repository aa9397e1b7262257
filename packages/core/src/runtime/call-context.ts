import { ABORT_WATCH } from '../abort'
import type { AgentToolExecutionContext, ApprovalGate, ToolCallContext } from '../context'
import type { ToolObserver } from '../observe'
import type { RequestContext } from '../request-context'
import type { CallLimit } from './call-limit'

/**
 * The context a runtime runs one call's pipeline with. The pipeline waits on the call's limit
 * (its `ABORT_WATCH`), so the `AbortSignal` is made only when something reads `abortSignal`:
 * a hook, a validator, or `execute`. A background call on the agent reads none of them.
 * A class, not a literal with a getter: every instance then shares one hidden class.
 */
export class RuntimeCallContext implements ToolCallContext {
  readonly requestContext: RequestContext<any>
  readonly agent: Partial<AgentToolExecutionContext<unknown, unknown>>
  readonly approve: ApprovalGate
  readonly [ABORT_WATCH]: CallLimit
  declare readonly observer?: ToolObserver

  constructor(
    limit: CallLimit,
    requestContext: RequestContext<any>,
    observer: ToolObserver | undefined,
    agent: Partial<AgentToolExecutionContext<unknown, unknown>>,
    approve: ApprovalGate,
  ) {
    this.requestContext = requestContext
    this.agent = agent
    this.approve = approve
    this[ABORT_WATCH] = limit
    if (observer !== undefined) (this as { observer?: ToolObserver }).observer = observer
  }

  get abortSignal(): AbortSignal {
    return this[ABORT_WATCH].signal
  }
}
