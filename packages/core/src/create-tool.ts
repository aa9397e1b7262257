import { neverNeedsApproval, resolveNeedsApproval } from './approval'
import { assertNoAsyncInSync } from './async-in-sync'
import type { ToolCallContext } from './context'
import { assertValidDefinition, SCHEMA_OPTIONS } from './define'
import { straightLineExecute } from './fast-path'
import { requiresObjectRoot } from './json-schema/object-root'
import { runPlannedPipeline } from './pipeline'
import type { AnySchema, AnyTool, ApprovalRule, ExecuteFunction, Tool, ToolOptions } from './tool'
import { planTool, rememberPlan, type ToolPlan } from './tool-plan'

/**
 * Defines a tool once, with any Standard Schema library, for any agent runtime or provider.
 * Throws a `ToolDefinitionError` (a `TypeError`) when the definition cannot work, and an
 * `AsyncInSyncError` when a schema holds an async function its library calls synchronously.
 *
 * With a schema library, import `createTool` from its adapter package instead (`@polytool/zod`,
 * `@polytool/valibot`, …): it takes the same options and binds the schemas to the adapter, so
 * their JSON Schema goes through it and every loss is reported. This one takes any Standard
 * Schema; bound with `withAdapter`, as below, a schema is converted the same way.
 *
 * The type parameters are inferred from `options`, so a call never writes them; they carry the
 * types of the schemas into `execute` and into the tool it returns.
 *
 * @typeParam TId - the literal type of `id`
 * @typeParam TInput - the type of `inputSchema`: `execute` receives its output type
 * @typeParam TOutput - the type of `outputSchema`: `execute` must return its input type
 * @typeParam TSuspend - the type of `suspendSchema`: what `suspend` accepts
 * @typeParam TResume - the type of `resumeSchema`: what `resumeData` holds on resumption
 * @typeParam TRequestContext - the type of `requestContextSchema`: the typed `requestContext`
 * @typeParam TExecute - the type of `execute`, so a tool without one has no `execute` either
 * @typeParam TApproval - the type of `requireApproval`: `true`, `false` or a rule
 * @param options - the tool definition: `id`, `description`, `inputSchema`, `outputSchema`,
 *   `execute`, approval, hooks, transforms and the other options
 * @returns the tool: its options, frozen, and an `execute` that runs the validated pipeline
 *
 * @example
 * import { createTool, withAdapter } from '@polytool/core'
 * import { zodAdapter } from '@polytool/zod'
 * import { z } from 'zod'
 *
 * export const weatherTool = createTool({
 *   id: 'weather-tool',
 *   description: 'Get the current weather for a location',
 *   inputSchema: withAdapter(z.object({ location: z.string() }), zodAdapter),
 *   outputSchema: withAdapter(
 *     z.object({ location: z.string(), temperatureCelsius: z.number() }),
 *     zodAdapter,
 *   ),
 *   execute: async ({ location }) => ({ location, temperatureCelsius: 21 }),
 * })
 */
export function createTool<
  TId extends string,
  TInput extends AnySchema | undefined = undefined,
  TOutput extends AnySchema | undefined = undefined,
  TSuspend extends AnySchema | undefined = undefined,
  TResume extends AnySchema | undefined = undefined,
  TRequestContext extends AnySchema | undefined = undefined,
  TExecute extends
    | ExecuteFunction<TInput, TOutput, TSuspend, TResume, TRequestContext>
    | undefined = ExecuteFunction<TInput, TOutput, TSuspend, TResume, TRequestContext> | undefined,
  TApproval extends ApprovalRule<TInput, TRequestContext> | undefined = undefined,
>(
  options: ToolOptions<
    TId,
    TInput,
    TOutput,
    TSuspend,
    TResume,
    TRequestContext,
    TExecute,
    TApproval
  >,
): Tool<TId, TInput, TOutput, TSuspend, TResume, TRequestContext, TExecute, TApproval> {
  assertValidDefinition(options)
  // An async function the schema library would call synchronously is refused now, not on a call.
  for (const option of SCHEMA_OPTIONS) assertNoAsyncInSync(options.id, option, options[option])
  // Whether the root refuses non-objects is settled now, once, not on a call (see
  // `object-gate.ts`): it converts the schema, which every tool list needs too. The nested
  // positions are read from that conversion at the first call, which alone needs them: a tool
  // that is only listed (an MCP listing, a request built elsewhere) never walks its schema for them.
  if (options.inputSchema !== undefined) requiresObjectRoot(options.inputSchema)
  const definition = Object.freeze({ ...options })
  const { execute: _execute, requireApproval, ...rest } = definition
  const tool = {
    ...rest,
    requireApproval,
    definition,
    needsApproval:
      requireApproval === undefined || requireApproval === false
        ? neverNeedsApproval
        : (input: unknown, context?: { requestContext?: ToolCallContext['requestContext'] }) =>
            resolveNeedsApproval(
              options.id,
              requireApproval as ToolOptions['requireApproval'],
              input,
              context?.requestContext,
            ),
  } as unknown as Tool<
    TId,
    TInput,
    TOutput,
    TSuspend,
    TResume,
    TRequestContext,
    TExecute,
    TApproval
  >
  // Resolved now, once: a call of `tool.execute` then looks up nothing (see `tool-plan.ts`).
  const plan = planTool(tool as AnyTool)
  if (definition.execute) {
    ;(tool as AnyTool).execute = executeFor(tool as AnyTool, plan)
  }
  Object.freeze(tool)
  rememberPlan(tool as AnyTool, plan)
  return tool
}

// A call without a context takes the straight line when the plan allows it; any other call
// runs the pipeline, whose optional steps (signal, approval, resume, trace) it may need.
function executeFor(tool: AnyTool, plan: ToolPlan): NonNullable<AnyTool['execute']> {
  if (!plan.straightLine) {
    return (inputData, context) => runPlannedPipeline(tool, plan, inputData, context) as never
  }
  const straight = straightLineExecute(tool, plan)
  return (inputData, context) =>
    (context === undefined
      ? straight(inputData)
      : runPlannedPipeline(tool, plan, inputData, context)) as never
}
