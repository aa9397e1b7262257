import { raceAbort } from './abort'
import { gateApproval } from './approval'
import { type Checked, checkValue } from './check'
import type { ToolCallContext, ToolExecutionContext } from './context'
import { ToolAbortedError } from './errors'
import { buildExecutionContext, type Suspension } from './execution-context'
import { invokeExecute } from './invoke-execute'
import { isPromiseLike, type MaybePromise, whenReady } from './maybe-promise'
import { RequestContext } from './request-context'
import { safeStringify } from './safe-stringify'
import type { AnyTool } from './tool'
import type { ToolCallTrace } from './trace'
import { callInfo, endWhenSettled, startTrace } from './trace-pipeline'
import type { ValidationKind } from './validation-error'

/** Points where a runtime that drives the call (streamed input, hooks) joins the pipeline. */
export interface PipelineLifecycle {
  /** After the input and request context are valid, before approval and `execute`. */
  inputAvailable?(input: unknown): Promise<void>
  /** Right before `execute`, once approval and resume data are settled; may defer the call. */
  executing?(): Promise<void>
  /** Once the tool called `suspend`, with the payload it passed. */
  suspended?(payload: unknown): Promise<void>
  /** The call's span, opened and ended by the runtime: the pipeline then opens none of its own. */
  trace?: ToolCallTrace
}

/** The state of one call as it moves through the steps. */
export interface CallState {
  readonly tool: AnyTool
  readonly call: ToolCallContext
  readonly lifecycle: PipelineLifecycle
  readonly requestContext: RequestContext<any>
  readonly suspension: Suspension
  /** The call's span, when the observer traces calls. */
  readonly trace: ToolCallTrace | undefined
  input: unknown
  resumeData: unknown
  output: unknown
}

/** What a step answers: go on to the next step, or stop with the call's result. */
type StepOutcome = typeof NEXT | { readonly result: unknown }
type Step = (state: CallState) => MaybePromise<StepOutcome>
const NEXT = Symbol('next')
const NO_CALL_CONTEXT: ToolCallContext = Object.freeze({})
const NO_LIFECYCLE: PipelineLifecycle = Object.freeze({})

/** The execute pipeline, in order. Each value is validated once. */
const STEPS: readonly Step[] = [
  validateInput,
  validateRequestContext,
  announceInput,
  askApproval,
  validateResumeData,
  announceExecute,
  execute,
  returnIfSuspended,
  validateOutput,
]
const AFTER_EXECUTE = STEPS.indexOf(execute) + 1

/**
 * Runs one tool call through the pipeline. Validation failures resolve to values; an
 * exception from `execute` rejects with `ToolExecutionError`, an abort with `ToolAbortedError`.
 *
 * @example
 * const result = await runToolPipeline(tool, { location: 'Paris' }, { abortSignal })
 */
export function runToolPipeline(
  tool: AnyTool,
  inputData: unknown,
  call: ToolCallContext = NO_CALL_CONTEXT,
  lifecycle: PipelineLifecycle = NO_LIFECYCLE,
): Promise<unknown> {
  // Only a host whose observer traces calls pays for a span (see `trace-pipeline.ts`).
  const opened =
    lifecycle.trace === undefined && call.observer?.startToolCall !== undefined
      ? startTrace(call, callInfo(tool, inputData, call))
      : undefined
  const suspension: Suspension = { suspended: false }
  const running = runPipeline(tool, inputData, call, lifecycle, suspension, opened)
  return opened === undefined ? running : endWhenSettled(opened, running, suspension)
}

function runPipeline(
  tool: AnyTool,
  inputData: unknown,
  call: ToolCallContext,
  lifecycle: PipelineLifecycle,
  suspension: Suspension,
  opened: ToolCallTrace | undefined,
): Promise<unknown> {
  try {
    if (call.abortSignal?.aborted) throw new ToolAbortedError(tool.id, call.abortSignal.reason)
    const state: CallState = {
      tool,
      call,
      lifecycle,
      requestContext: call.requestContext ?? new RequestContext(),
      suspension,
      trace: opened ?? lifecycle.trace,
      input: inputData,
      resumeData: call.agent?.resumeData ?? call.workflow?.resumeData,
      output: undefined,
    }
    const result = runSteps(state, 0)
    return isPromiseLike(result) ? (result as Promise<unknown>) : Promise.resolve(result)
  } catch (error) {
    return Promise.reject(error)
  }
}

/**
 * Runs a call whose input already passed `inputSchema` (and approval) elsewhere, such as a
 * background job on a worker: request context validation, `execute`, output validation.
 */
export function runValidatedToolPipeline(
  tool: AnyTool,
  validInput: unknown,
  call: ToolCallContext,
  lifecycle: PipelineLifecycle = NO_LIFECYCLE,
): Promise<unknown> {
  try {
    if (call.abortSignal?.aborted) throw new ToolAbortedError(tool.id, call.abortSignal.reason)
    const state: CallState = {
      tool,
      call,
      lifecycle,
      requestContext: call.requestContext ?? new RequestContext(),
      suspension: { suspended: false },
      trace: lifecycle.trace,
      input: validInput,
      resumeData: undefined,
      output: undefined,
    }
    return Promise.resolve(runSteps(state, STEPS.indexOf(validateRequestContext)))
  } catch (error) {
    return Promise.reject(error)
  }
}

// Steps that answer synchronously are chained without an await, so a call costs little
// more than its validators and `execute`. A step that answers later (an async validator, the
// approval gate, a runtime's hook) is raced against the abort signal: an abort ends the call
// at once even when the step never settles.
function runSteps(state: CallState, from: number): MaybePromise<unknown> {
  for (let index = from; index < STEPS.length; index++) {
    const outcome = STEPS[index]!(state)
    if (isPromiseLike(outcome)) {
      const signal = state.call.abortSignal
      const settling = signal ? raceAbort(state.tool.id, outcome, signal) : outcome
      return settling.then((settled) =>
        settled === NEXT ? runSteps(state, index + 1) : settled.result,
      )
    }
    if (outcome !== NEXT) return outcome.result
  }
  return state.output
}

/** 1. The input must match `inputSchema`; the validated value replaces it. */
function validateInput(state: CallState): MaybePromise<StepOutcome> {
  return check(state, 'input', state.tool.inputSchema, state.input, (value) => {
    state.input = value
  })
}

/**
 * 2. The request context must match `requestContextSchema`. Its failure shows no value of it;
 * the observer gets the redacted detail.
 */
function validateRequestContext(state: CallState): MaybePromise<StepOutcome> {
  const schema = state.tool.requestContextSchema
  if (schema === undefined) return NEXT
  return check(state, 'requestContext', schema, state.requestContext.toObject(), () => {})
}

/** 3. A runtime learns that the input is complete and valid (`onInputAvailable`). */
function announceInput(state: CallState): MaybePromise<StepOutcome> {
  const inputAvailable = state.lifecycle.inputAvailable
  return inputAvailable ? inputAvailable(state.input).then(() => NEXT) : NEXT
}

/** 4. A tool that requires approval asks the caller's gate, when there is one. */
function askApproval(state: CallState): MaybePromise<StepOutcome> {
  if (state.call.approve === undefined) return NEXT
  return gateApproval(state.tool, state.input, state.requestContext, state.call).then((declined) =>
    declined ? { result: declined } : NEXT,
  )
}

/** 5. Resume data must match `resumeSchema`; invalid data does not resume the tool. */
function validateResumeData(state: CallState): MaybePromise<StepOutcome> {
  if (state.resumeData === undefined) return NEXT
  return check(state, 'resumeData', state.tool.resumeSchema, state.resumeData, (value) => {
    state.resumeData = value
  })
}

/** 6. A runtime learns that `execute` is next (and may move it, e.g. to the background). */
function announceExecute(state: CallState): MaybePromise<StepOutcome> {
  const executing = state.lifecycle.executing
  return executing ? executing().then(() => NEXT) : NEXT
}

/**
 * 7. `execute(inputData, context)`, with the namespaced context. The steps after it run as
 * soon as it answers, without one more promise hop through the driver.
 */
function execute(state: CallState): MaybePromise<StepOutcome> {
  const context: ToolExecutionContext = buildExecutionContext(state)
  // Under a trace, `execute` runs with the call's span active (for the host's own instrumentation).
  if (state.trace !== undefined) {
    return { result: state.trace.within(() => runExecute(state, context)) }
  }
  return { result: runExecute(state, context) }
}

function runExecute(state: CallState, context: ToolExecutionContext): MaybePromise<unknown> {
  return invokeExecute(state.tool, state.input, context, state.call.abortSignal, (output) => {
    state.output = output
    return runSteps(state, AFTER_EXECUTE)
  })
}

/** 8. A suspended call ends here; an invalid suspend payload is its output. */
function returnIfSuspended(state: CallState): StepOutcome {
  const { suspension } = state
  if (!suspension.suspended) return NEXT
  return { result: suspension.error ?? state.output }
}

/** 9. The output must match `outputSchema`; invalid output never reaches the caller. */
function validateOutput(state: CallState): MaybePromise<StepOutcome> {
  return check(state, 'output', state.tool.outputSchema, state.output, (value) => {
    state.output = value
  })
}

function check(
  state: CallState,
  kind: ValidationKind,
  schema: AnyTool['inputSchema'],
  value: unknown,
  accept: (value: unknown) => void,
): MaybePromise<StepOutcome> {
  const checking = checkValue(kind, state.tool.id, schema, value, state.tool.validationLimits)
  return whenReady(checking, (checked) => {
    if (!checked.ok) {
      if (checked.detail) reportPrivateFailure(state, checked, value)
      return { result: checked.error }
    }
    accept(checked.value)
    return NEXT
  })
}

// What the model does not see of a failed request context goes to the host's observer, redacted
// (values under secret-looking keys and secret-shaped strings hidden). Never to the console:
// the context may hold personal data.
function reportPrivateFailure(
  state: CallState,
  checked: Extract<Checked<unknown>, { ok: false }>,
  value: unknown,
): void {
  const observer = state.call.observer
  if (observer?.log === undefined) return
  try {
    observer.log('warn', checked.error.message, {
      toolId: state.tool.id,
      code: checked.error.code,
      issues: checked.detail,
      issueCount: checked.error.issueCount,
      requestContext: safeStringify(value),
    })
  } catch {
    // A broken logger must not break the call it reports on.
  }
}
