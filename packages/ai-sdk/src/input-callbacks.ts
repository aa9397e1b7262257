import { type AnyTool, runHook, type ToolObserver, validateToolInput } from '@polytool/core'
import type { ToolExecutionOptions } from 'ai'
import { callOptions } from './call-options'
import type { StreamedInput, StreamedInputs } from './streamed-inputs'

type Options = ToolExecutionOptions<unknown>

/** The AI SDK callbacks a converted tool gets, each present only when a polytool hook needs it. */
export interface InputCallbacks {
  onInputStart?: (options: Options) => Promise<void>
  onInputDelta?: (options: { inputTextDelta: string } & Options) => Promise<void>
  onInputAvailable?: (options: { input: unknown } & Options) => Promise<void>
}

/**
 * Maps the AI SDK's input callbacks onto polytool's hooks: `onInputStart` once per call, and
 * `onInputDelta` with the partial input, parsed incrementally so a long argument costs linear
 * time. A tool without `execute` gets `onInputAvailable` here, after validation; a tool with
 * one gets it from the pipeline, which validates.
 */
export function inputCallbacks(
  tool: AnyTool,
  inputs: StreamedInputs,
  observer: ToolObserver | undefined,
): InputCallbacks {
  const callbacks: InputCallbacks = {}
  const start = (call: StreamedInput, options: Options) => startOnce(tool, call, options, observer)
  if (tool.onInputStart !== undefined || tool.onInputDelta !== undefined) {
    callbacks.onInputStart = async (options) => {
      const call = inputs.open(options.toolCallId)
      // A second start for the same call is the provider retrying it: the text starts over.
      if (call.started) call.parser = undefined
      await start(call, options)
    }
  }
  if (tool.onInputDelta !== undefined) {
    callbacks.onInputDelta = async (options) => {
      const call = inputs.open(options.toolCallId)
      await start(call, options)
      const partialInput = inputs.write(call, options.inputTextDelta)
      await runHook(
        tool,
        'onInputDelta',
        { inputTextDelta: options.inputTextDelta, partialInput, ...callOptions(options) },
        observer,
      )
    }
  }
  if (tool.definition.execute === undefined && tool.onInputAvailable !== undefined) {
    callbacks.onInputAvailable = async (options) => {
      await startOnce(tool, inputs.take(options.toolCallId), options, observer)
      const checked =
        tool.inputSchema === undefined
          ? { ok: true as const, value: options.input }
          : await validateToolInput(tool.inputSchema, options.input)
      if (!checked.ok) return
      await runHook(
        tool,
        'onInputAvailable',
        { input: checked.value, ...callOptions(options) },
        observer,
      )
    }
  }
  return callbacks
}

/** Runs `onInputStart` unless it already ran for this call (`undefined`: the input did not stream). */
export async function startOnce(
  tool: AnyTool,
  call: StreamedInput | undefined,
  options: Options,
  observer: ToolObserver | undefined,
): Promise<void> {
  if (call?.started) return
  if (call !== undefined) call.started = true
  await runHook(tool, 'onInputStart', callOptions(options), observer)
}
