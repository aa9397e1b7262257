import { RequestContext as MastraRequestContext } from '@mastra/core/request-context'
import { toStandardSchema } from '@mastra/core/schema'
import type { Tool as MastraTool } from '@mastra/core/tools'
import {
  type AnySchema,
  createTool,
  type ExecuteFunction,
  type JsonSchemaAdapter,
  type RequestContext,
  type StandardSchemaV1,
  type Tool,
  type ToolExecutionContext,
  type ToolModelOutput,
  withAdapter,
} from '@polytool/core'
import { MastraBridgeError } from './errors'

/**
 * The polytool tool made from a Mastra tool: same id, schemas, approval and model output. A
 * Mastra tool's type carries only what its schemas parse to, so the input it accepts is typed
 * `unknown` (what `execute` gets is `TIn`).
 */
export type PolytoolToolFromMastra<TId extends string, TIn, TOut> = Tool<
  TId,
  StandardSchemaV1<unknown, TIn>,
  StandardSchemaV1<TOut, TOut>,
  AnySchema | undefined,
  AnySchema | undefined,
  AnySchema | undefined,
  ExecuteFunction,
  boolean | undefined
>

/** How {@link fromMastraTool} reads the Mastra tool's schemas. */
export interface FromMastraToolOptions {
  /**
   * The adapter of the library the tool's schemas are written with, such as `zodAdapter` from
   * `@polytool/zod`. Schemas of that library are then converted through it, with their lossy
   * parts reported, instead of through Mastra's `toStandardSchema`.
   */
  readonly adapter?: JsonSchemaAdapter
}

/**
 * Turns an existing Mastra tool (`createTool` from `@mastra/core/tools`) into a polytool tool, so
 * it runs through polytool's pipeline and reaches every provider, framework and MCP client
 * polytool serves. Its schemas (Zod, JSON Schema, any Standard Schema) become Standard Schemas
 * with their JSON Schema through Mastra's own `toStandardSchema`; its `execute` gets a Mastra
 * context made from polytool's: Mastra's `RequestContext` with the same values, the abort
 * signal, `agent` / `workflow` with their `suspend` and `resumeData`, and `observe`.
 * `requireApproval` keeps its meaning; a rule gets the input and the request context as a plain
 * object, as Mastra gives it.
 *
 * polytool validates the input before `execute`, and Mastra's own `execute` wrapper validates
 * it once more: a schema whose transform is not idempotent should move to polytool's
 * `createTool`.
 *
 * @param tool - the Mastra tool
 * @param options - `adapter`: the adapter of the library its schemas are written with
 * @returns the polytool tool, with the Mastra tool's `id`
 *
 * @example
 * ```ts fragment
 * import { fromMastraTool } from '@polytool/mastra'
 * import { zodAdapter } from '@polytool/zod'
 *
 * declare const mastraWeatherTool: import('@mastra/core/tools').Tool<{ city: string }, { temperature: number }, unknown, unknown, any, 'weather'>
 *
 * const weatherTool = fromMastraTool(mastraWeatherTool, { adapter: zodAdapter })
 * const result = await weatherTool.execute({ city: 'Lima' })
 * ```
 */
export function fromMastraTool<TId extends string, TIn, TOut>(
  tool: MastraTool<TIn, TOut, any, any, any, TId, any>,
  options: FromMastraToolOptions = {},
): PolytoolToolFromMastra<TId, TIn, TOut> {
  assertMastraTool(tool)
  const schema = schemaReader(options.adapter)
  const execute = tool.execute
  const made = createTool({
    id: tool.id,
    description: tool.description,
    ...schema('inputSchema', tool.inputSchema),
    ...schema('outputSchema', tool.outputSchema),
    ...schema('suspendSchema', tool.suspendSchema),
    ...schema('resumeSchema', tool.resumeSchema),
    ...schema('requestContextSchema', tool.requestContextSchema),
    ...(tool.strict === undefined ? {} : { strict: tool.strict }),
    ...(tool.providerOptions === undefined ? {} : { providerOptions: tool.providerOptions }),
    ...(tool.inputExamples === undefined ? {} : { inputExamples: tool.inputExamples }),
    ...approval(tool),
    ...(tool.toModelOutput === undefined
      ? {}
      : {
          toModelOutput: (output: unknown) =>
            tool.toModelOutput?.(output as TOut) as ToolModelOutput,
        }),
    ...(execute === undefined
      ? {}
      : {
          execute: (input: unknown, context: ToolExecutionContext) =>
            execute.call(tool, input as TIn, mastraContext(context) as never),
        }),
  })
  return made as unknown as PolytoolToolFromMastra<TId, TIn, TOut>
}

// A schema of the adapter's library keeps its own object, bound to the adapter; any other goes
// through Mastra's `toStandardSchema`, which knows Mastra's own schema kinds.
function schemaReader(adapter: JsonSchemaAdapter | undefined) {
  return (option: string, source: unknown): Record<string, AnySchema> => {
    if (source === undefined || source === null) return {}
    if (adapter !== undefined && vendorOf(source) === adapter.vendor) {
      return { [option]: withAdapter(source as StandardSchemaV1, adapter) as AnySchema }
    }
    return { [option]: toStandardSchema(source as never) as AnySchema }
  }
}

function vendorOf(source: unknown): unknown {
  if (typeof source !== 'object' && typeof source !== 'function') return undefined
  const standard = (source as { '~standard'?: { vendor?: unknown } })['~standard']
  return typeof standard === 'object' && standard !== null ? standard.vendor : undefined
}

// Mastra's rule reads the request context as a plain object, as Mastra's agent loop gives it.
function approval(tool: MastraTool<any, any, any, any, any, string, any>) {
  const rule = tool.requireApproval
  if (rule === undefined || rule === false) return {}
  if (typeof rule !== 'function') return { requireApproval: true }
  return {
    requireApproval: (input: unknown, { requestContext }: { requestContext: RequestContext }) =>
      rule(input, { requestContext: requestContext.toObject() }),
  }
}

/** The context a Mastra `execute` expects, made from polytool's. */
function mastraContext(context: ToolExecutionContext): Record<string, unknown> {
  const made: Record<string, unknown> = {
    requestContext: new MastraRequestContext([...context.requestContext.entries()] as never),
    observe: context.observe,
  }
  if (context.abortSignal !== undefined) made.abortSignal = context.abortSignal
  if (context.agent !== undefined) made.agent = { agentId: '', ...context.agent }
  if (context.workflow !== undefined) {
    made.workflow = { workflowId: '', ...context.workflow }
  }
  return made
}

function assertMastraTool(tool: MastraTool<any, any, any, any, any, string, any>): void {
  if (typeof tool?.id !== 'string' || typeof tool.description !== 'string') {
    throw new MastraBridgeError(
      'INVALID_TOOL',
      `fromMastraTool expects a tool made by Mastra's createTool, received ${tool === null ? 'null' : typeof tool}`,
    )
  }
}
