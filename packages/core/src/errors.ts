import { egressText } from './egress/egress-text'
import { excerpt } from './secrets'

/** A tool definition that cannot work, reported by `createTool` when the tool is created. */
export class ToolDefinitionError extends TypeError {
  override readonly name = 'ToolDefinitionError'
  readonly code = 'TOOL_DEFINITION_INVALID'
  /** The option at fault, e.g. `inputSchema`. */
  readonly option: string

  constructor(option: string, message: string) {
    super(message)
    this.option = option
  }
}

/**
 * An error a tool throws on purpose for the model to read (`City not found`): its message is
 * shown to the model and to MCP clients, where any other exception is hidden behind a generic
 * message. Its `code` (default `TOOL_ERROR`) becomes the code of the failure the model reads.
 *
 * @example
 * ```ts fragment
 * import { ToolError } from '@polytool/core'
 * import { createTool } from '@polytool/zod'
 * import { z } from 'zod'
 *
 * declare function lookUp(city: string): Promise<{ temperatureCelsius: number } | undefined>
 *
 * export const forecastTool = createTool({
 *   id: 'forecast',
 *   description: 'Get the forecast of a city',
 *   inputSchema: z.object({ city: z.string() }),
 *   execute: async ({ city }) => {
 *     const forecast = await lookUp(city)
 *     if (forecast === undefined) throw new ToolError('City not found', { code: 'CITY_NOT_FOUND' })
 *     return forecast
 *   },
 * })
 * ```
 */
export class ToolError extends Error {
  override readonly name = 'ToolError'
  readonly code: string

  constructor(message: string, options: { code?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = options.code ?? 'TOOL_ERROR'
  }
}

/** Longest part of an exception's own message that a model-facing message repeats. */
const MAX_SHOWN_MESSAGE = 500

/**
 * The message a model or an MCP client gets when a tool failed with an exception it did not
 * mean to show: it names the tool and nothing of the exception, which may hold a stack, paths,
 * connection strings or personal data.
 *
 * @param toolId - the id of the tool that failed
 * @returns the message, naming the tool and nothing of the exception
 *
 * @example
 * import { internalErrorMessage } from '@polytool/core'
 *
 * internalErrorMessage('weather') // 'Tool weather failed with an internal error; the details stay on the server.'
 */
export function internalErrorMessage(toolId: string): string {
  return `Tool ${toolId} failed with an internal error; the details stay on the server.`
}

/** Longest `ToolError` code a model reads; a code is a name, not a message. */
const MAX_SHOWN_CODE = 64

/** Options of `ToolExecutionError`. */
export interface ToolExecutionErrorOptions {
  /** Show the exception's message (as for a `ToolError`): the tool set `exposeErrors`. */
  expose?: boolean
  /**
   * Texts the shown message must not hold: the request context's values, as `privateTexts`
   * gives them.
   */
  privateTexts?: readonly string[] | undefined
  /** Show the generic message even for a `ToolError`: its private texts could not be listed. */
  withhold?: boolean
}

/**
 * An exception thrown by a tool's `execute`, wrapped with the tool id; the original is `cause`.
 * Its `message` is safe for a model: the generic `internalErrorMessage`, unless the tool threw a
 * `ToolError` or was created with `exposeErrors: true` (then the exception's message through
 * the egress gate: redacted, scrubbed of `privateTexts`, cut short).
 */
export class ToolExecutionError extends Error {
  override readonly name = 'ToolExecutionError'
  readonly code = 'TOOL_EXECUTION_FAILED'
  readonly toolId: string
  /** Whether `message` repeats the tool's own message (a `ToolError`, or `exposeErrors`). */
  readonly exposed: boolean
  /**
   * The code a model reads: a `ToolError`'s own `code` through the egress gate (redacted,
   * scrubbed of `privateTexts`, cut to 64 characters) when its message is shown, this error's
   * `code` otherwise.
   */
  readonly shownCode: string

  constructor(toolId: string, cause: unknown, options: ToolExecutionErrorOptions = {}) {
    const exposed =
      options.withhold !== true && (isInstance(cause, ToolError) || options.expose === true)
    super(
      exposed
        ? `Tool ${toolId} failed: ${egressText('model', describeCause(cause), { maxLength: MAX_SHOWN_MESSAGE, privateTexts: options.privateTexts })}`
        : internalErrorMessage(toolId),
      { cause },
    )
    this.toolId = toolId
    this.exposed = exposed
    this.shownCode =
      exposed && isInstance(cause, ToolError)
        ? egressText('model', String(cause.code), {
            maxLength: MAX_SHOWN_CODE,
            privateTexts: options.privateTexts,
          })
        : this.code
  }
}

/** The call was aborted through its `AbortSignal`; the signal's reason is `cause`. */
export class ToolAbortedError extends Error {
  override readonly name = 'ToolAbortedError'
  readonly code = 'TOOL_ABORTED'
  readonly toolId: string

  constructor(toolId: string, reason: unknown) {
    super(
      `Tool ${toolId} was aborted${reason === undefined ? '' : `: ${excerpt(describeCause(reason), MAX_SHOWN_MESSAGE)}`}`,
      { cause: reason },
    )
    this.toolId = toolId
  }
}

/** `value instanceof type`, false for a proxy whose prototype trap throws. */
export function isInstance<T>(
  value: unknown,
  type: abstract new (...args: never[]) => T,
): value is T {
  try {
    return value instanceof type
  } catch {
    return false
  }
}

/**
 * The message of anything thrown, without ever throwing itself: a getter on `message`, a
 * throwing `toString` or a revoked proxy give `unknown error`.
 */
export function describeCause(cause: unknown): string {
  try {
    if (cause instanceof Error) return String(cause.message)
    return String(cause)
  } catch {
    return 'unknown error'
  }
}
