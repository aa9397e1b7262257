import type { StandardSchemaV1 } from '@standard-schema/spec'
import { type Checked, checkedFrom, checkValueIn, rootFailure, unreadable } from './check'
import type { ToolExecutionContext } from './context'
import { SILENT_OBSERVE } from './execution-context'
import { invokeExecute } from './invoke-execute'
import type { SchemaValidator } from './json-schema/adapter'
import { isOwnPromise, type MaybePromise } from './maybe-promise'
import { objectInputIssueIn } from './object-gate'
import { RequestContext } from './request-context'
import type { AnyTool } from './tool'
import type { SchemaPlan, ToolPlan } from './tool-plan'
import { bareValidatorOf, crashed, finish, finishLater } from './validate'

type Result = StandardSchemaV1.Result<unknown>

/**
 * `tool.execute(input)` without a call context, for a tool whose plan says so
 * (`ToolPlan.straightLine`): validate the input, run `execute`, validate the output. These are
 * the steps the pipeline (`pipeline.ts`) takes for such a call, with the same checks
 * (`checkValueIn`: object gate, limits, promised values, inherited keys, redaction) and the same
 * answers: without a context there is no signal, approval gate, resume data, observer or trace,
 * and a tool without `requestContextSchema` has no request context to validate. What it leaves
 * out is the pipeline's bookkeeping (a state object, a dispatch per step, a closure per call),
 * which a call of a cheap `execute` pays for as much as for its validators.
 * `fast-path.test.ts` and the conformance kit's `describeFastPath` hold the two to the same answers.
 *
 * @param tool - the frozen tool
 * @param plan - its plan
 * @returns the function `tool.execute` calls when no context is given
 */
export function straightLineExecute(
  tool: AnyTool,
  plan: ToolPlan,
): (inputData: unknown) => Promise<unknown> {
  // Made once per tool, so a call allocates no closure of its own on the sync path.
  const checkOutput = (output: unknown) => validateOutput(plan, output)
  const runValid = (checked: Checked<unknown>) => executeValid(tool, checked, checkOutput)
  return (inputData) => {
    // As in `runPipeline`: whatever throws becomes the rejection, never a synchronous throw.
    try {
      const checked = validateInput(plan, inputData)
      const result = isOwnPromise(checked) ? checked.then(runValid) : runValid(checked)
      return isOwnPromise(result) ? result : Promise.resolve(result)
    } catch (error) {
      return Promise.reject(error)
    }
  }
}

/** 1. The input must match `inputSchema`; the validated value replaces it. */
function validateInput(plan: ToolPlan, inputData: unknown): MaybePromise<Checked<unknown>> {
  const planned = plan.input
  if (planned === undefined) return { ok: true, value: inputData }
  return checkInputNow(plan, planned, inputData)
}

/**
 * 2. `execute` with the context the pipeline builds for a call without one: an empty request
 * context of its own (the tool may write to it) and the silent `observe`.
 */
function executeValid(
  tool: AnyTool,
  checked: Checked<unknown>,
  checkOutput: (output: unknown) => MaybePromise<unknown>,
): MaybePromise<unknown> {
  if (!checked.ok) return checked.error
  const context: ToolExecutionContext = {
    requestContext: new RequestContext(),
    observe: SILENT_OBSERVE,
  }
  return invokeExecute(tool, checked.value, context, undefined, checkOutput)
}

/** 3. The output must match `outputSchema`; invalid output never reaches the caller. */
function validateOutput(plan: ToolPlan, output: unknown): MaybePromise<unknown> {
  const planned = plan.output
  if (planned === undefined) return output
  const checked = checkOutputNow(plan, planned, output)
  return isOwnPromise(checked) ? checked.then(outputOrError) : outputOrError(checked)
}

/**
 * `checkValueIn` for the input, with the steps it takes for a schema whose validator leaves
 * nothing to do on a value it passes (`bareValidatorOf`) written out: the object gate, the
 * validator, and its pass answered at once (`answered`). Any other schema goes through
 * `checkValueIn` itself.
 */
function checkInputNow(plan: ToolPlan, planned: SchemaPlan, value: unknown) {
  const { schema, entry } = planned
  const validator = bareValidatorOf(entry)
  if (validator === undefined)
    return checkValueIn('input', plan.id, schema, entry, value, plan.limits)
  try {
    const rootIssue = objectInputIssueIn(schema, entry, value)
    if (rootIssue !== undefined) return rootFailure('input', plan.id, rootIssue, value, plan.limits)
    let answer: ReturnType<SchemaValidator>
    // The input's and the output's validators are called from sites of their own: one site for
    // both sees twice as many validators, and the engine stops inlining them sooner.
    try {
      answer = validator(value)
    } catch (error) {
      return checkedFrom(crashed(error), 'input', plan.id, schema, value, plan.limits)
    }
    return answered('input', plan, planned, answer, value)
  } catch {
    return unreadable('input', plan.id, plan.limits)
  }
}

/** `checkInputNow` for the output, which no object gate stands before. */
function checkOutputNow(plan: ToolPlan, planned: SchemaPlan, value: unknown) {
  const { schema, entry } = planned
  const validator = bareValidatorOf(entry, 'tool')
  if (validator === undefined)
    return checkValueIn('output', plan.id, schema, entry, value, plan.limits, 'tool')
  try {
    let answer: ReturnType<SchemaValidator>
    try {
      answer = validator(value)
    } catch (error) {
      return checkedFrom(crashed(error), 'output', plan.id, schema, value, plan.limits)
    }
    return answered('output', plan, planned, answer, value)
  } catch {
    return unreadable('output', plan.id, plan.limits)
  }
}

// The validator's answer as `validateThrough` and `checkValueIn` take it: a pass at once; a
// thenable, issues, or a result that throws where it is read, through their own steps.
function answered(
  kind: 'input' | 'output',
  plan: ToolPlan,
  { schema, entry }: SchemaPlan,
  answer: ReturnType<SchemaValidator>,
  value: unknown,
): MaybePromise<Checked<unknown>> {
  const { id, limits } = plan
  if (typeof (answer as { then?: unknown } | null)?.then === 'function') {
    const later = finishLater(entry, schema, answer as PromiseLike<Result>, value, limits)
    return checkedFrom(later, kind, id, schema, value, limits)
  }
  // Read once, as `finish` reads them: what throws here is the validator's failure, and a
  // getter that answers issues first and nothing next cannot turn a refusal into a pass.
  let issues: Result['issues']
  try {
    issues = (answer as Result).issues
    if (issues === undefined) {
      return { ok: true, value: (answer as StandardSchemaV1.SuccessResult<unknown>).value }
    }
  } catch (error) {
    return checkedFrom(crashed(error), kind, id, schema, value, limits)
  }
  return checkedFrom(
    finish(entry, schema, { issues }, value, limits),
    kind,
    id,
    schema,
    value,
    limits,
  )
}

function outputOrError(checked: Checked<unknown>): unknown {
  return checked.ok ? checked.value : checked.error
}
