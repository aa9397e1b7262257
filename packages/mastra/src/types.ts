import type { Tool as MastraTool, ToolExecutionContext } from '@mastra/core/tools'
import type { AnyTool, Tool, ToolCallDeclined, ToolResult, ValidationError } from '@polytool/core'

/**
 * What a converted tool's `execute` resolves to: the validated output, or a failure value the
 * model reads (`ValidationError`).
 */
export type MastraToolOutput<T extends AnyTool> =
  T extends Tool<string, any, infer O, infer S, any, any, any, infer A>
    ? ToolResult<O, S, A>
    : ValidationError | ToolCallDeclined

/**
 * The Mastra tool made from a polytool tool, with the polytool tool's `id`. Its input is
 * `unknown`: Mastra records the model's arguments as sent, before polytool decodes and
 * validates them in `execute`.
 */
export type MastraToolFor<T extends AnyTool> = MastraTool<
  unknown,
  MastraToolOutput<T>,
  unknown,
  unknown,
  ToolExecutionContext<unknown, unknown>,
  T['id']
>

/** The tools `toMastraTools` takes: a list (named by `id`) or a record keyed by the name to offer. */
export type PolytoolTools = readonly AnyTool[] | Readonly<Record<string, AnyTool>>

/** The Mastra tool record made from polytool tools, keyed as given (a list by `id`). */
export type MastraToolsFor<T extends PolytoolTools> = T extends readonly AnyTool[]
  ? { [Item in T[number] as Item['id']]: MastraToolFor<Item> }
  : { [Name in keyof T]: T[Name] extends AnyTool ? MastraToolFor<T[Name]> : never }
