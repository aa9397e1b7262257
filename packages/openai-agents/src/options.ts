import type { FunctionToolTimeoutBehavior, RunContext } from '@openai/agents'
import type { RequestContext, ToolObserver } from '@polytool/core'
import type { OpenAISchemaOptions } from '@polytool/json-schema'

/**
 * Makes a call's `RequestContext` from the Agents SDK's run context (the `context` given to
 * `run()`). A plain object becomes a `RequestContext` with its own entries. Neither the run
 * context nor the request context is ever sent to the model.
 */
export type RequestContextFromRun<Context = unknown> = (
  runContext: RunContext<Context>,
) =>
  | RequestContext<any>
  | Readonly<Record<string, unknown>>
  | PromiseLike<RequestContext<any> | Readonly<Record<string, unknown>>>

/** How polytool tools become Agents SDK `FunctionTool`s. */
export interface OpenAIAgentsToolOptions<Context = unknown> {
  /**
   * OpenAI strict mode (Structured Outputs for tool arguments). By default the tool's own
   * `strict`, else strict wherever the schema can be expressed strictly, and non-strict where
   * it cannot. `true` throws when the schema cannot be strict.
   */
  strict?: boolean
  /** More options for the OpenAI emitter (`records`, `tuples`, `lossy`, `stringLength`, …). */
  schemaOptions?: Omit<OpenAISchemaOptions, 'strict'>
  /**
   * Maps the run context to the call's `RequestContext`. By default a `RequestContext` given
   * as the run's `context` is used as it is, a plain object is copied into a new one, and
   * anything else gives an empty one.
   */
  requestContext?: RequestContextFromRun<Context>
  /** Receives hook failures, spans and logs. */
  observer?: ToolObserver
  /** The SDK's per-call timeout in milliseconds: when it fires, `execute`'s abort signal aborts. */
  timeoutMs?: number
  /** What the SDK does when `timeoutMs` fires: tell the model (default) or fail the run. */
  timeoutBehavior?: FunctionToolTimeoutBehavior
}
