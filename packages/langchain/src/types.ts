import type { DynamicStructuredTool } from '@langchain/core/tools'
import type { JsonSchema7Type } from '@langchain/core/utils/json_schema'
import type { AnyTool } from '@polytool/core'
import type { LangChainToolReturn } from './call'

/**
 * A converted tool: a `DynamicStructuredTool` named `Name` whose result is
 * `content_and_artifact`. Its `schema` is typed as a JSON Schema, which is how LangChain reads
 * it (see `LangChainInputSchema`); its input is the provider's arguments, decoded and validated
 * inside the tool by polytool.
 */
export type LangChainTool<Name extends string = string> = DynamicStructuredTool<
  JsonSchema7Type,
  unknown,
  unknown,
  LangChainToolReturn,
  unknown,
  Name
>

/** The tools `toLangChainTools` takes: a list (named by `id`) or a record keyed by the name to offer. */
export type PolytoolTools = readonly AnyTool[] | Readonly<Record<string, AnyTool>>

/** The converted tools: a list keeps its order and names, a record becomes a list named by its keys. */
export type LangChainToolsFor<T extends PolytoolTools> = T extends readonly AnyTool[]
  ? { -readonly [Index in keyof T]: LangChainTool<IdOf<T[Index]>> }
  : LangChainTool<Extract<keyof T, string>>[]

type IdOf<T> = T extends { readonly id: infer Id extends string } ? Id : string
