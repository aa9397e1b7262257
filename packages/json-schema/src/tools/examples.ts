import { type AnyTool, ignoreRejection, validateWith } from '@polytool/core'
import { child } from '../pointer'
import type { ProviderSchema } from '../to-provider-schema'
import type { ProviderToolWarning } from './warnings'

/** The examples a tool entry shows the model, and what was said about the others. */
export interface CheckedExamples {
  /** The examples the input schema accepts, encoded the way the model sends them. */
  readonly examples: Record<string, unknown>[]
  readonly warnings: ProviderToolWarning[]
}

const NONE: CheckedExamples = Object.freeze({ examples: [], warnings: [] })

// A warning names where an example is refused, never what it holds.
const MAX_PATHS_NAMED = 5

/**
 * The tool's example inputs that its input schema accepts, encoded the way the model sends them
 * under the emitted schema: an example the schema refuses would teach the model a call the tool
 * refuses, so it is left out with an `INPUT_EXAMPLE_INVALID` warning naming where it fails. An
 * example of a schema that validates only asynchronously is shown unchecked, with an
 * `INPUT_EXAMPLE_UNCHECKED` warning: a tool list is built synchronously.
 *
 * @param tool - The tool, whose `inputExamples` and `inputSchema` are read.
 * @param emitted - The tool's emitted input schema.
 * @returns The examples to show, and the warnings.
 */
export function checkedExamples(tool: AnyTool, emitted: ProviderSchema): CheckedExamples {
  const listed = tool.inputExamples
  if (listed === undefined || listed.length === 0) return NONE
  const examples: Record<string, unknown>[] = []
  const warnings: ProviderToolWarning[] = []
  listed.forEach((example, index) => {
    const verdict =
      tool.inputSchema === undefined ? undefined : validateWith(tool.inputSchema, example.input)
    if (verdict instanceof Promise) {
      ignoreRejection(verdict)
      warnings.push(
        exampleWarning(
          tool,
          index,
          'INPUT_EXAMPLE_UNCHECKED',
          'is shown unchecked: the input schema validates only asynchronously',
        ),
      )
    } else if (verdict !== undefined && !verdict.ok) {
      const paths = verdict.issues
        .slice(0, MAX_PATHS_NAMED)
        .map((issue) => child('', ...issue.path) || '/')
      const more =
        verdict.issueCount > paths.length ? `, and ${verdict.issueCount - paths.length} more` : ''
      warnings.push(
        exampleWarning(
          tool,
          index,
          'INPUT_EXAMPLE_INVALID',
          `is refused by the input schema at ${paths.join(', ')}${more}: it is left out, since it would teach the model a call the tool refuses`,
        ),
      )
      return
    }
    examples.push(emitted.encode(example.input) as Record<string, unknown>)
  })
  return { examples, warnings }
}

function exampleWarning(
  tool: AnyTool,
  index: number,
  code: 'INPUT_EXAMPLE_INVALID' | 'INPUT_EXAMPLE_UNCHECKED',
  what: string,
): ProviderToolWarning {
  return {
    tool: tool.id,
    schema: undefined,
    pointer: '',
    code,
    message: `Input example ${index} of tool "${tool.id}" ${what}`,
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
