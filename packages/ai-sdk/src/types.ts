import type { AnyTool, Tool, ToolCallDeclined, ToolResult, ValidationError } from '@polytool/core'
import type { Tool as AITool } from 'ai'
import type { ToolSuspendedFailure } from './execute'

/**
 * What a converted tool's `execute` resolves to: the validated output, or a failure value the
 * model reads (`ValidationError`, `TOOL_SUSPENDED`).
 */
export type AISDKToolOutput<T extends AnyTool> =
  T extends Tool<string, any, infer O, infer S, any, any, any, infer A>
    ? ToolResult<O, S, A> | ToolSuspendedFailure
    : ValidationError | ToolCallDeclined | ToolSuspendedFailure

/**
 * The AI SDK tool made from a polytool tool. Its input is `unknown`: the arguments are decoded
 * for the provider, not yet validated, when the AI SDK records the call; `execute` validates.
 */
export type AISDKToolFor<T extends AnyTool> = AITool<unknown, AISDKToolOutput<T>>

/** The tools `toAISDKTools` takes: a list (named by `id`) or a record keyed by the name to offer. */
export type PolytoolTools = readonly AnyTool[] | Readonly<Record<string, AnyTool>>

/** The AI SDK tool set made from polytool tools, keyed as given (a list by `id`). */
export type AISDKToolsFor<T extends PolytoolTools> = T extends readonly AnyTool[]
  ? { [Item in T[number] as Item['id']]: AISDKToolFor<Item> }
  : { [Name in keyof T]: T[Name] extends AnyTool ? AISDKToolFor<T[Name]> : never }
