import type { AnyTool, ToolObserver } from '@polytool/core'
import { acceptedInputExamples, type ToolInputExample } from './accepted-examples'

/**
 * The tool's `inputExamples` an agent framework may show the model, for a bridge that hands the
 * examples on as the tool wrote them: the ones its input schema accepts,
 * judged as `toProviderTool` judges them, so no surface teaches the model a call the tool
 * refuses. Each example left out (`INPUT_EXAMPLE_INVALID`) or kept unchecked
 * (`INPUT_EXAMPLE_UNCHECKED`) is reported as a `warn` log to the observer, or to the console
 * without one: the warning names where an example fails, never what it holds.
 *
 * @param tool - The tool whose examples are checked.
 * @param observer - The host's observer, if any.
 * @returns The accepted examples in the tool's order; `undefined` when the tool lists none.
 * @example
 * ```ts fragment
 * import type { AnyTool } from '@polytool/core'
 * import { shownInputExamples } from '@polytool/json-schema'
 *
 * declare const tool: AnyTool
 *
 * const inputExamples = shownInputExamples(tool, undefined) // refused ones left out, and warned
 * ```
 */
export function shownInputExamples(
  tool: AnyTool,
  observer: ToolObserver | undefined,
): readonly ToolInputExample[] | undefined {
  if (tool.inputExamples === undefined) return undefined
  const { examples, warnings } = acceptedInputExamples(tool)
  for (const { code, message } of warnings) {
    try {
      if (observer?.log) observer.log('warn', message, { toolId: tool.id, code })
      else console.warn(`[polytool] ${message}`)
    } catch {
      // A broken logger must not stop the tool from being made.
    }
  }
  return examples
}
