import type { ProviderTarget } from '../options'
import type { ProviderRequestOptions, ProviderToolPayload } from './payloads'
import type { ProviderToolWarning } from './warnings'

/** A tool as one provider takes it: the entry to send, and how to read the model's arguments. */
export interface ProviderTool<T extends ProviderTarget = ProviderTarget, O = object> {
  /** The tool's id: the name the model calls. */
  readonly name: string
  /** The provider the entry is for. */
  readonly target: T
  /** The entry for the request's tool list (frozen). */
  readonly payload: ProviderToolPayload<T, O>
  /** Whether the entry is strict (OpenAI and Anthropic). */
  readonly strict: boolean
  /** Turns the arguments the model sends into what the tool's input schema expects. */
  readonly decode: (args: unknown) => unknown
  /** Every lossy step and tool-level change, with JSON pointers into the tool's schemas. */
  readonly warnings: readonly ProviderToolWarning[]
  /** Request parameters this entry needs: `parallel_tool_calls: false` for OpenAI strict tools. */
  readonly requestOptions: ProviderRequestOptions
  /** MCP: turns the tool's output into the `structuredContent` its output schema describes. */
  readonly toStructuredContent?: (output: unknown) => unknown
}
