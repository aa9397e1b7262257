import { type AnyTool, ignoreRejection, validateWith } from '@polytool/core'
import { child } from '../pointer'
import type { ProviderToolWarning } from './warnings'

/** One entry of a tool's `inputExamples`. */
export type ToolInputExample = NonNullable<AnyTool['inputExamples']>[number]

/** The `inputExamples` a tool may show the model, and what was said about the others. */
export interface AcceptedInputExamples {
  /** The examples the input schema accepts (or could not check), as the tool lists them. */
  readonly examples: readonly ToolInputExample[]
  /** One `INPUT_EXAMPLE_INVALID` or `INPUT_EXAMPLE_UNCHECKED` warning per example concerned. */
  readonly warnings: readonly ProviderToolWarning[]
}

const NONE: AcceptedInputExamples = Object.freeze({
  examples: Object.freeze([]),
  warnings: Object.freeze([]),
})

// A warning names where an example is refused, never what it holds.
const MAX_PATHS_NAMED = 5

/**
 * The tool's `inputExamples` that its input schema accepts, in the shape the tool lists them:
 * an example the schema refuses would teach the model a call the tool refuses, so it is left out
 * with an `INPUT_EXAMPLE_INVALID` warning naming where it fails (never what it holds). An example
 * of a schema that validates only asynchronously is kept unchecked, with an
 * `INPUT_EXAMPLE_UNCHECKED` warning: a tool list is built synchronously. Provider entries and the
 * agent-framework bridges share it, so every surface shows the model the same examples.
 *
 * @param tool - The tool, whose `inputExamples` and `inputSchema` are read.
 * @returns The examples to show, in order, and the warnings.
 * @example
 * ```ts
 * import { acceptedInputExamples } from '@polytool/json-schema'
 * import { createTool } from '@polytool/zod'
 * import { z } from 'zod'
 *
 * const tool = createTool({
 *   id: 'weather',
 *   description: 'Current weather for a city',
 *   inputSchema: z.object({ city: z.string() }),
 *   inputExamples: [{ input: { city: 'Paris' } }, { input: { city: 5 } as never }],
 * })
 * const { examples, warnings } = acceptedInputExamples(tool)
 * // examples: [{ input: { city: 'Paris' } }]; warnings[0].code: 'INPUT_EXAMPLE_INVALID'
 * ```
 */
export function acceptedInputExamples(tool: AnyTool): AcceptedInputExamples {
  const listed = tool.inputExamples
  if (listed === undefined || listed.length === 0) return NONE
  const examples: ToolInputExample[] = []
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
    examples.push(example)
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
