import type { AnyTool } from '@polytool/core'
import type { ProviderSchema } from '../to-provider-schema'
import { acceptedInputExamples } from './accepted-examples'
import type { ProviderToolWarning } from './warnings'

/** The examples a tool entry shows the model, and what was said about the others. */
export interface CheckedExamples {
  /** The examples the input schema accepts, encoded the way the model sends them. */
  readonly examples: Record<string, unknown>[]
  readonly warnings: readonly ProviderToolWarning[]
}

/**
 * The tool's example inputs that its input schema accepts (`acceptedInputExamples`), encoded the
 * way the model sends them under the emitted schema.
 *
 * @param tool - The tool, whose `inputExamples` and `inputSchema` are read.
 * @param emitted - The tool's emitted input schema.
 * @returns The examples to show, and the warnings.
 */
export function checkedExamples(tool: AnyTool, emitted: ProviderSchema): CheckedExamples {
  const { examples, warnings } = acceptedInputExamples(tool)
  return {
    examples: examples.map((example) => emitted.encode(example.input) as Record<string, unknown>),
    warnings,
  }
}

/**
 * A description with the examples appended, for providers without a field for examples.
 *
 * @example
 * withExamples('Get the weather', [{ city: 'Paris' }])
 * // 'Get the weather\n\nExample inputs:\n{"city":"Paris"}'
 */
export function withExamples(description: string, examples: readonly unknown[]): string {
  if (examples.length === 0) return description
  const lines = examples.map((example) => JSON.stringify(example)).join('\n')
  return `${description}\n\nExample inputs:\n${lines}`
}
