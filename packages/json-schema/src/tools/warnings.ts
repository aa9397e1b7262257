import type { ProviderSchemaWarningCode } from '../warnings'

/** What kind of step a tool warning reports: a lossy schema step, or a tool-level change. */
export type ProviderToolWarningCode =
  | ProviderSchemaWarningCode
  /** A part the schema library could not express in JSON Schema was kept permissive. */
  | 'UNREPRESENTABLE'
  /** The tool asked for strict mode, and its schema cannot be strict: it is sent non-strict. */
  | 'STRICT_DROPPED'
  /** The request's strict budgets would be exceeded: this tool is sent non-strict. */
  | 'STRICT_BUDGET'
  /** The output schema's root is not an object: it is wrapped, and so is `structuredContent`. */
  | 'OUTPUT_WRAPPED'
  /** The tool id breaks a naming rule the provider states as a recommendation. */
  | 'TOOL_NAME'
  /** An `inputExamples` entry the input schema refuses: it is left out. */
  | 'INPUT_EXAMPLE_INVALID'
  /** An `inputExamples` entry of a schema that validates only asynchronously: shown unchecked. */
  | 'INPUT_EXAMPLE_UNCHECKED'

/** A lossy or tool-level step taken while building a tool entry, located in the tool's schemas. */
export interface ProviderToolWarning {
  /** The tool's id. */
  readonly tool: string
  /** The tool option the pointer points into, when the warning is about a schema. */
  readonly schema: 'inputSchema' | 'outputSchema' | undefined
  /** JSON pointer into that schema's JSON Schema (`''` is the root). */
  readonly pointer: string
  /** What happened, as a stable code. */
  readonly code: ProviderToolWarningCode
  /** What happened, and what to do about it. */
  readonly message: string
}
