import type { StandardSchemaV1 } from '@standard-schema/spec'
import { mayNeedApproval } from './approval'
import { type SchemaEntry, schemaEntry } from './json-schema/schema-state'
import type { AnyTool } from './tool'
import type { ValidationLimits } from './validation-limits'

/**
 * A schema of a tool with its entry (adapter, object gate), resolved once. The entry object
 * stays the schema's for good: binding an adapter later updates it in place (`bindAdapter`),
 * so a call reads the current adapter and gate from it without a look-up.
 */
export interface SchemaPlan {
  readonly schema: StandardSchemaV1
  /** `undefined` only for a value that cannot have one (not an object: no schema at all). */
  readonly entry: SchemaEntry | undefined
}

/**
 * What every call of one tool needs, resolved when the tool is made rather than on each call:
 * the entries of its schemas, its limits, whether approval may be asked. One shape for every
 * tool, so the pipeline reads it the same way whatever options a tool was made with.
 */
export interface ToolPlan {
  readonly id: string
  readonly input: SchemaPlan | undefined
  readonly output: SchemaPlan | undefined
  readonly requestContext: SchemaPlan | undefined
  readonly resume: SchemaPlan | undefined
  readonly limits: ValidationLimits | undefined
  readonly mayNeedApproval: boolean
  /**
   * Whether a call without a context may take the straight line (`fast-path.ts`): true unless
   * the tool has a `requestContextSchema`, which the pipeline checks even against an empty context.
   */
  readonly straightLine: boolean
}

/**
 * Resolves a tool's plan. The tool must be complete (its `needsApproval` set).
 *
 * @param tool - the tool
 * @returns its plan
 */
export function planTool(tool: AnyTool): ToolPlan {
  const requestContext = planSchema(tool.requestContextSchema)
  return {
    id: tool.id,
    input: planSchema(tool.inputSchema),
    output: planSchema(tool.outputSchema),
    requestContext,
    resume: planSchema(tool.resumeSchema),
    limits: tool.validationLimits,
    mayNeedApproval: mayNeedApproval(tool),
    straightLine: requestContext === undefined,
  }
}

function planSchema(schema: StandardSchemaV1 | undefined): SchemaPlan | undefined {
  if (schema === undefined) return undefined
  const keyable = (typeof schema === 'object' && schema !== null) || typeof schema === 'function'
  return { schema, entry: keyable ? schemaEntry(schema) : undefined }
}

// Plans of tools that reach the pipeline without their own `execute` closure (a runtime or a
// bridge calling `runToolPipeline(tool, …)`): one look-up per call instead of one per schema.
const plans = new WeakMap<AnyTool, ToolPlan>()

/**
 * Keeps the plan of a tool made by `createTool`, for the calls that arrive with the tool alone.
 *
 * @param tool - the frozen tool
 * @param plan - its plan
 */
export function rememberPlan(tool: AnyTool, plan: ToolPlan): void {
  plans.set(tool, plan)
}

/**
 * The plan of a tool: the one kept for it, or a new one. A tool that is not frozen (built by
 * hand, not by `createTool`) may still change, so its plan is made again for each call.
 *
 * @param tool - the tool
 * @returns its plan
 */
export function planOf(tool: AnyTool): ToolPlan {
  const known = plans.get(tool)
  if (known !== undefined) return known
  const plan = planTool(tool)
  if (Object.isFrozen(tool)) plans.set(tool, plan)
  return plan
}
