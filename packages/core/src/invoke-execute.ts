import { type AbortWatch, raceAbort } from './abort'
import type { ToolExecutionContext } from './context'
import { isInstance, ToolAbortedError, ToolError, ToolExecutionError } from './errors'
import { isOwnPromise, isPromiseLike, type MaybePromise } from './maybe-promise'
import { privateTexts } from './private-values'
import type { AnyTool } from './tool'

/**
 * Calls the tool's own `execute`. Its exceptions become `ToolExecutionError` (whose message
 * hides them unless the tool threw a `ToolError` or sets `exposeErrors`); an abort,
 * before or during the call, becomes `ToolAbortedError` at once, even if `execute` ignores
 * the signal.
 */
export function invokeExecute<R>(
  tool: AnyTool,
  input: unknown,
  context: ToolExecutionContext,
  signal: AbortSignal | AbortWatch | undefined,
  onOutput: (output: unknown) => R,
): MaybePromise<R> {
  const execute = tool.definition.execute
  if (execute === undefined) throw new TypeError(`Tool ${tool.id} has no execute function`)
  if (signal?.aborted) throw new ToolAbortedError(tool.id, signal.reason)
  let result: unknown
  try {
    result = execute(input, context as never)
  } catch (error) {
    throw wrapFailure(tool, error, signal, context)
  }
  if (!isOwnPromise(result) && !isPromiseLike(result)) return onOutput(result)
  const settling = signal ? raceAbort(tool.id, result, signal) : result
  // An async `execute` answers a native promise, whose `then` is called as it is.
  const running = isOwnPromise(settling) ? settling : Promise.resolve(settling)
  return running.then(onOutput, (error: unknown) => {
    throw wrapFailure(tool, error, signal, context)
  })
}

// A message the tool chose to show may still quote the request context: its values are
// scrubbed, and a context too large to scrub shows the generic message instead.
function wrapFailure(
  tool: AnyTool,
  error: unknown,
  signal: AbortSignal | AbortWatch | undefined,
  context: ToolExecutionContext,
): Error {
  if (isInstance(error, ToolAbortedError)) return error
  if (signal?.aborted) return new ToolAbortedError(tool.id, signal.reason)
  const exposeErrors = tool.definition.exposeErrors === true
  if (!exposeErrors && !isInstance(error, ToolError)) return new ToolExecutionError(tool.id, error)
  const texts = privateTexts(requestValues(context))
  if (texts === undefined) return new ToolExecutionError(tool.id, error, { withhold: true })
  return new ToolExecutionError(tool.id, error, { expose: exposeErrors, privateTexts: texts })
}

function requestValues(context: ToolExecutionContext): unknown {
  try {
    return context.requestContext?.toObject()
  } catch {
    return undefined
  }
}
