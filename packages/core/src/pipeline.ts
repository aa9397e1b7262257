import { abortOf, raceAbort } from './abort'
import { gateApproval } from './approval'
import { type Checked, checkValueIn } from './check'
import type { ToolCallContext, ToolExecutionContext } from './context'
import { ToolAbortedError } from './errors'
import { buildExecutionContext, type Suspension } from './execution-context'
import { invokeExecute } from './invoke-execute'
import { isOwnPromise, isPromiseLike, type MaybePromise } from './maybe-promise'
import { RequestContext } from './request-context'
import { safeStringify } from './safe-stringify'
import type { AnyTool } from './tool'
import { planOf, type SchemaPlan, type ToolPlan } from './tool-plan'
import type { ToolCallTrace } from './trace'
import { callInfo, endWhenSettled, startTrace } from './trace-pipeline'
import type { ValidationKind } from './validation-error'

/** Points where a runtime that drives the call (streamed input, hooks) joins the pipeline. */
export interface PipelineLifecycle {
  /** After the input and request context are valid, before approval and `execute`. */
  inputAvailable?(input: unknown): MaybePromise<void>
  /**
   * Right before `execute`, once approval and resume data are settled. It may defer the call
   * by throwing (or rejecting): the pipeline then ends with that exception.
   */
  executing?(): MaybePromise<void>
  /** Once the tool called `suspend`, with the payload it passed. */
  suspended?(payload: unknown): Promise<void>
  /** The call's span, opened and ended by the runtime: the pipeline then opens none of its own. */
  trace?: ToolCallTrace
}

/** The state of one call as it moves through the steps. */
export interface CallState extends Suspension {
  readonly tool: AnyTool
  /** What the tool's calls need, resolved once per tool (see `tool-plan.ts`). */
  readonly plan: ToolPlan
  readonly call: ToolCallContext
  readonly lifecycle: PipelineLifecycle
  /** The caller's request context; made on first use when none was given (see `requestContextOf`). */
  requestContext: RequestContext<any> | undefined
  /** The call's span, when the observer traces calls. */
  readonly trace: ToolCallTrace | undefined
  input: unknown
  resumeData: unknown
  output: unknown
}

/** What a step answers: go on to the next step, or stop with the call's result. */
type StepOutcome = typeof NEXT | { readonly result: unknown }
const NEXT = Symbol('next')
const NO_CALL_CONTEXT: ToolCallContext = Object.freeze({})
const NO_LIFECYCLE: PipelineLifecycle = Object.freeze({})
/** Where `settle` goes on once the output is checked: nothing is left but to answer it. */
const OUTPUT_CHECKED = 7
/** The first step after input validation: request context validation. */
const AFTER_INPUT = 1

/**
 * Runs one tool call through the pipeline. Validation failures resolve to values; an
 * exception from `execute` rejects with `ToolExecutionError`, an abort with `ToolAbortedError`.
 *
 * @param tool - the tool to call
 * @param inputData - the arguments, not yet validated
 * @param call - the call's request context, signal, approval gate and trace
 * @param lifecycle - callbacks a runtime uses to follow the call's steps
 * @returns the validated output, or a failure value
 *
 * @example
 * ```ts fragment
 * import { type AnyTool, runToolPipeline } from '@polytool/core'
 *
 * declare const tool: AnyTool
 *
 * const abortSignal = AbortSignal.timeout(30_000)
 * const result = await runToolPipeline(tool, { location: 'Paris' }, { abortSignal })
 * ```
 */
export function runToolPipeline(
  tool: AnyTool,
  inputData: unknown,
  call: ToolCallContext = NO_CALL_CONTEXT,
  lifecycle: PipelineLifecycle = NO_LIFECYCLE,
): Promise<unknown> {
  return startPipeline(tool, planOf(tool), inputData, call, lifecycle, 0)
}

/**
 * `runToolPipeline` for `tool.execute`, which holds its tool's plan: a call looks nothing up.
 *
 * @param tool - the tool to call
 * @param plan - the tool's plan (`planTool(tool)`)
 * @param inputData - the arguments, not yet validated
 * @param call - the call's request context, signal, approval gate and trace
 * @returns the validated output, or a failure value
 */
export function runPlannedPipeline(
  tool: AnyTool,
  plan: ToolPlan,
  inputData: unknown,
  call: ToolCallContext | undefined,
): Promise<unknown> {
  return startPipeline(tool, plan, inputData, call ?? NO_CALL_CONTEXT, NO_LIFECYCLE, 0)
}

/**
 * Runs a call whose input this process already validated with `inputSchema` (and approved):
 * request context validation, `execute`, output validation. Opens the call's span like
 * `runToolPipeline`, under `call.traceContext`. Not for input that crossed a queue or a store:
 * a background job is run with `runBackgroundJob`, which validates its input again.
 *
 * @param tool - the tool to call
 * @param validInput - input this process already validated with `inputSchema`
 * @param call - the call's request context, signal and trace
 * @param lifecycle - callbacks a runtime uses to follow the call's steps
 * @returns the validated output, or a failure value
 */
export function runValidatedToolPipeline(
  tool: AnyTool,
  validInput: unknown,
  call: ToolCallContext,
  lifecycle: PipelineLifecycle = NO_LIFECYCLE,
): Promise<unknown> {
  return startPipeline(tool, planOf(tool), validInput, call, lifecycle, AFTER_INPUT)
}

// Runs the steps from `from` on. Only a host whose observer traces calls pays for a span (see
// `trace-pipeline.ts`).
function startPipeline(
  tool: AnyTool,
  plan: ToolPlan,
  input: unknown,
  call: ToolCallContext,
  lifecycle: PipelineLifecycle,
  from: number,
): Promise<unknown> {
  const opened = opensOwnTrace(call, lifecycle)
    ? startTrace(call, callInfo(tool, input, call))
    : undefined
  const state = newState(tool, plan, input, call, lifecycle, opened ?? lifecycle.trace)
  const running = runPipeline(state, from)
  return opened === undefined ? running : endWhenSettled(opened, running, state)
}

// The pipeline opens the call's span unless its driver opened one, or nothing observes spans.
function opensOwnTrace(call: ToolCallContext, lifecycle: PipelineLifecycle): boolean {
  return lifecycle.trace === undefined && call.observer?.startToolCall !== undefined
}

function newState(
  tool: AnyTool,
  plan: ToolPlan,
  input: unknown,
  call: ToolCallContext,
  lifecycle: PipelineLifecycle,
  trace: ToolCallTrace | undefined,
): CallState {
  return {
    tool,
    plan,
    call,
    lifecycle,
    requestContext: call.requestContext,
    trace,
    suspended: false,
    suspendError: undefined,
    input,
    resumeData: undefined,
    output: undefined,
  }
}

/** The call's request context, made empty on first use when the caller gave none. */
export function requestContextOf(state: CallState): RequestContext<any> {
  state.requestContext ??= new RequestContext()
  return state.requestContext
}

function runPipeline(state: CallState, from: number): Promise<unknown> {
  try {
    const result = runStepsFrom(state, from)
    return isOwnPromise(result) ? result : Promise.resolve(result)
  } catch (error) {
    return Promise.reject(error)
  }
}

function runStepsFrom(state: CallState, from: number): MaybePromise<unknown> {
  const signal = abortOf(state.call)
  if (signal?.aborted) throw new ToolAbortedError(state.tool.id, signal.reason)
  return runSteps(state, from)
}

/**
 * `runToolPipeline` for a runtime that drives the call: the result comes back at once when no
 * step waits (a background call on the agent, whose steps are all synchronous), and an
 * exception is thrown rather than rejected. The runtime opens the call's span itself.
 */
export function runToolPipelineNow(
  tool: AnyTool,
  inputData: unknown,
  call: ToolCallContext,
  lifecycle: PipelineLifecycle,
): MaybePromise<unknown> {
  if (opensOwnTrace(call, lifecycle)) return runToolPipeline(tool, inputData, call, lifecycle)
  const state = newState(tool, planOf(tool), inputData, call, lifecycle, lifecycle.trace)
  return runStepsFrom(state, 0)
}

/**
 * The steps up to `execute`, in order, from step `from` on; `execute` chains the others. Direct
 * calls rather than a loop over a list: on the success path every call site stays monomorphic
 * and nothing is allocated, so a call costs little more than its validators and `execute`
 * (see `bench/src/execute.ts`).
 */
function runSteps(state: CallState, from: number): MaybePromise<unknown> {
  if (from <= 0) {
    const outcome = validateInput(state)
    if (outcome !== NEXT) return settle(state, outcome, 1)
  }
  if (from <= 1) {
    const outcome = validateRequestContext(state)
    if (outcome !== NEXT) return settle(state, outcome, 2)
  }
  if (from <= 2) {
    const outcome = announceInput(state)
    if (outcome !== NEXT) return settle(state, outcome, 3)
  }
  if (from <= 3) {
    const outcome = askApproval(state)
    if (outcome !== NEXT) return settle(state, outcome, 4)
  }
  if (from <= 4) {
    const outcome = validateResumeData(state)
    if (outcome !== NEXT) return settle(state, outcome, 5)
  }
  if (from <= 5) {
    const outcome = announceExecute(state)
    if (outcome !== NEXT) return settle(state, outcome, 6)
  }
  return execute(state)
}

// A step that stopped the call, now or later. One that answers later (an async validator, the
// approval gate, a runtime's hook) is raced against the abort signal: an abort ends the call at
// once even when the step never settles. If it answers NEXT, the call goes on at step `next`.
function settle(
  state: CallState,
  outcome: MaybePromise<StepOutcome>,
  next: number,
): MaybePromise<unknown> {
  if (!isPromiseLike(outcome)) return (outcome as Exclude<StepOutcome, typeof NEXT>).result
  const signal = abortOf(state.call)
  const settling = signal ? raceAbort(state.tool.id, outcome, signal) : outcome
  return settling.then((settled) => {
    if (settled !== NEXT) return settled.result
    return next === OUTPUT_CHECKED ? state.output : runSteps(state, next)
  })
}

/** 1. The input must match `inputSchema`; the validated value replaces it. */
function validateInput(state: CallState): MaybePromise<StepOutcome> {
  return check(state, 'input', state.plan.input, state.input)
}

/**
 * 2. The request context must match `requestContextSchema`. Its failure shows no value of it;
 * the observer gets the redacted detail.
 */
function validateRequestContext(state: CallState): MaybePromise<StepOutcome> {
  const planned = state.plan.requestContext
  if (planned === undefined) return NEXT
  return check(state, 'requestContext', planned, requestContextOf(state).toObject())
}

/** 3. A runtime learns that the input is complete and valid (`onInputAvailable`). */
function announceInput(state: CallState): MaybePromise<StepOutcome> {
  const inputAvailable = state.lifecycle.inputAvailable
  return inputAvailable ? afterLifecycle(inputAvailable(state.input)) : NEXT
}

/** 4. A tool that requires approval asks the caller's gate, when there is one. */
function askApproval(state: CallState): MaybePromise<StepOutcome> {
  if (state.call.approve === undefined || !state.plan.mayNeedApproval) return NEXT
  return gateApproval(state.tool, state.input, requestContextOf(state), state.call).then(
    (declined) => (declined ? { result: declined } : NEXT),
  )
}

/** 5. Resume data must match `resumeSchema`; invalid data does not resume the tool. */
function validateResumeData(state: CallState): MaybePromise<StepOutcome> {
  const { agent, workflow } = state.call
  const resumeData = agent?.resumeData ?? workflow?.resumeData
  if (resumeData === undefined) return NEXT
  state.resumeData = resumeData
  return check(state, 'resumeData', state.plan.resume, resumeData)
}

/** 6. A runtime learns that `execute` is next (and may move it, e.g. to the background). */
function announceExecute(state: CallState): MaybePromise<StepOutcome> {
  const executing = state.lifecycle.executing
  return executing ? afterLifecycle(executing()) : NEXT
}

// A lifecycle point that answered at once lets the call go on in the same turn.
function afterLifecycle(answer: MaybePromise<void>): MaybePromise<StepOutcome> {
  return isPromiseLike(answer) ? answer.then(toNext) : NEXT
}

function toNext(): typeof NEXT {
  return NEXT
}

/**
 * 7. `execute(inputData, context)`, with the namespaced context. The steps after it run as
 * soon as it answers, without one more promise hop through the driver.
 */
function execute(state: CallState): MaybePromise<unknown> {
  const context: ToolExecutionContext = buildExecutionContext(state)
  // Under a trace, `execute` runs with the call's span active (for the host's own instrumentation).
  if (state.trace !== undefined) return state.trace.within(() => runExecute(state, context))
  return runExecute(state, context)
}

function runExecute(state: CallState, context: ToolExecutionContext): MaybePromise<unknown> {
  return invokeExecute(state.tool, state.input, context, abortOf(state.call), (output) =>
    afterExecute(state, output),
  )
}

/**
 * 8. A suspended call ends here; an invalid suspend payload is its output.
 * 9. The output must match `outputSchema`; invalid output never reaches the caller.
 */
function afterExecute(state: CallState, output: unknown): MaybePromise<unknown> {
  state.output = output
  if (state.suspended) return state.suspendError ?? output
  const outcome = check(state, 'output', state.plan.output, output)
  return outcome === NEXT ? state.output : settle(state, outcome, OUTPUT_CHECKED)
}

// Validates one value of the call; a valid one replaces what the state holds for its kind.
function check(
  state: CallState,
  kind: ValidationKind,
  planned: SchemaPlan | undefined,
  value: unknown,
): MaybePromise<StepOutcome> {
  if (planned === undefined) return NEXT
  const { plan } = state
  // The output checked here is what `execute` just returned: the tool's own value.
  const origin = kind === 'output' ? 'tool' : 'caller'
  const { schema, entry } = planned
  const checking = checkValueIn(kind, plan.id, schema, entry, value, plan.limits, origin)
  if (!isOwnPromise(checking)) return accept(state, kind, value, checking)
  return checking.then((checked) => accept(state, kind, value, checked))
}

function accept(
  state: CallState,
  kind: ValidationKind,
  value: unknown,
  checked: Checked<unknown>,
): StepOutcome {
  if (!checked.ok) {
    if (checked.detail) reportPrivateFailure(state, checked, value)
    return { result: checked.error }
  }
  if (kind === 'input') state.input = checked.value
  else if (kind === 'output') state.output = checked.value
  else if (kind === 'resumeData') state.resumeData = checked.value
  return NEXT
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
