import type { MaybePromise } from './maybe-promise'
import type { ToolModelOutput } from './model-output'
import { reportProblem, type ToolObserver } from './observe'
import type { AnyTool } from './tool'
import { isToolFailure } from './validation-error'

/**
 * What the model is shown of a `tool.execute` result: failures (a `ValidationError`,
 * a declined call) as `error-text`, an output that failed `outputSchema` withheld, the
 * output through the tool's `toModelOutput` when it has one, else text or JSON.
 *
 * @param tool - the tool that ran
 * @param result - what `tool.execute` resolved to
 * @param observer - where a throwing `toModelOutput` is reported
 * @returns what the model is shown
 *
 * @example
 * ```ts fragment
 * import { type AnyTool, modelOutputFor } from '@polytool/core'
 *
 * declare const tool: AnyTool & Required<Pick<AnyTool, 'execute'>>
 * declare const input: unknown
 *
 * const result = await tool.execute(input)
 * const forModel = await modelOutputFor(tool, result)
 * ```
 */
export async function modelOutputFor(
  tool: AnyTool,
  result: unknown,
  observer?: ToolObserver,
): Promise<ToolModelOutput> {
  return modelOutputNow(tool, result, observer)
}

/**
 * `modelOutputFor`, answered at once unless the tool's `toModelOutput` answers later: a
 * runtime then does not wait a turn for the usual output.
 */
export function modelOutputNow(
  tool: AnyTool,
  result: unknown,
  observer?: ToolObserver,
  jsonAs: 'json' | 'text' = 'json',
): MaybePromise<ToolModelOutput> {
  if (isToolFailure(result)) return { type: 'error-text', value: failureText(tool.id, result) }
  if (tool.toModelOutput === undefined) return defaultModelOutput(tool.id, result, observer, jsonAs)
  return customModelOutput(tool, result, observer)
}

/**
 * `modelOutputFor` for a host that sends the model text: the default output of a value that is
 * not a string comes as `text`, its JSON written once, not as a `json` copy the host would write
 * out again. Answered at once unless the tool's `toModelOutput` answers later; anything else
 * (failures, a custom `toModelOutput`, a value JSON cannot carry) as `modelOutputFor` answers it.
 *
 * @param tool - the tool that ran
 * @param result - what `tool.execute` resolved to
 * @param observer - where a throwing `toModelOutput`, or output JSON cannot carry, is reported
 * @returns what the model is shown, or a promise of it
 *
 * @example
 * ```ts fragment
 * import { type AnyTool, modelOutputAsText } from '@polytool/core'
 *
 * declare const tool: AnyTool & Required<Pick<AnyTool, 'execute'>>
 *
 * const shown = await modelOutputAsText(tool, await tool.execute({ city: 'Paris' }))
 * // { type: 'text', value: '{"temperature":21}' } for a tool that returned { temperature: 21 }
 * ```
 */
export function modelOutputAsText(
  tool: AnyTool,
  result: unknown,
  observer?: ToolObserver,
): MaybePromise<ToolModelOutput> {
  return modelOutputNow(tool, result, observer, 'text')
}

// An output that failed its schema is what the schema exists to keep from the model: its
// message quotes the output (for the application), so the model reads only that it failed.
function failureText(toolId: string, failure: { code?: unknown; message: string }): string {
  if (failure.code !== 'TOOL_OUTPUT_INVALID') return failure.message
  return `Tool output validation failed for ${toolId}. The output does not match the tool's output schema and was withheld.`
}

async function customModelOutput(
  tool: AnyTool,
  result: unknown,
  observer: ToolObserver | undefined,
): Promise<ToolModelOutput> {
  try {
    return await tool.toModelOutput!(result)
  } catch (error) {
    reportProblem(observer, 'error', `toModelOutput of tool ${tool.id} failed`, {
      toolId: tool.id,
      error,
    })
    return {
      type: 'error-text',
      value: `Tool ${tool.id} produced output that could not be formatted.`,
    }
  }
}

// A value JSON cannot carry (a cycle, a bigint) is reported, never sent half-converted. The
// exception (a getter, a `toJSON` or a proxy trap that threw) is the tool's and may quote request
// context values: it goes to the observer, the model reads a fixed message.
function defaultModelOutput(
  toolId: string,
  output: unknown,
  observer: ToolObserver | undefined,
  jsonAs: 'json' | 'text',
): ToolModelOutput {
  if (typeof output === 'string') return { type: 'text', value: output }
  try {
    const text = JSON.stringify(output ?? null) as string | undefined
    // A function, a symbol, or a `toJSON` that answers one: JSON has no text for it.
    if (text === undefined) throw new TypeError('the output has no JSON text')
    return jsonAs === 'text'
      ? { type: 'text', value: text }
      : { type: 'json', value: JSON.parse(text) }
  } catch (error) {
    reportProblem(observer, 'error', `Output of tool ${toolId} cannot be sent as JSON`, {
      toolId,
      error,
    })
    return { type: 'error-text', value: unsendableOutputMessage(toolId) }
  }
}

/** What the model reads of output that cannot be sent as JSON: no exception text. */
function unsendableOutputMessage(toolId: string): string {
  return `Tool ${toolId} returned output that cannot be sent as JSON; the details stay on the server.`
}
