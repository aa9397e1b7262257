import { createTool } from '@polytool/zod'
import { stepCountIs, streamText } from 'ai'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  streamedTextTurn,
  streamedToolCallTurn,
  streamingModel,
  toolResultsSent,
} from './test-fixtures/model'
import { toAISDKTools } from './to-ai-sdk-tools'

/** A weather tool that records every hook and `execute`, in the order they run. */
function recordingWeatherTool(strict = false) {
  const events: Array<{ event: string; toolCallId?: string | undefined; value?: unknown }> = []
  const partials: unknown[] = []
  const tool = createTool({
    id: 'weather',
    description: 'Get the weather',
    strict,
    inputSchema: z.object({
      location: z.string().trim().min(1),
      unit: z.enum(['celsius', 'fahrenheit']).optional(),
    }),
    onInputStart: ({ toolCallId }) => {
      events.push({ event: 'onInputStart', toolCallId })
    },
    onInputDelta: ({ toolCallId, inputTextDelta, partialInput }) => {
      partials.push(partialInput)
      events.push({
        event: 'onInputDelta',
        toolCallId,
        value: { inputTextDelta, partialInput: structuredClone(partialInput) },
      })
    },
    onInputAvailable: ({ toolCallId, input }) => {
      events.push({ event: 'onInputAvailable', toolCallId, value: input })
    },
    execute: async (input, context) => {
      events.push({ event: 'execute', toolCallId: context.agent?.toolCallId, value: input })
      return { location: input.location, temperature: 21 }
    },
    onOutput: ({ toolCallId, toolName, output }) => {
      events.push({ event: 'onOutput', toolCallId, value: { toolName, output } })
    },
  })
  return { tool, events, partials }
}

describe('streamText', () => {
  it('drives the hooks from the streamed input, in the reference order, each once', async () => {
    const { tool, events, partials } = recordingWeatherTool()
    const pieces = ['{"loca', 'tion": "  Pa', 'ris  ", "unit"', ': "celsius"}']
    const model = streamingModel([
      streamedToolCallTurn('weather', pieces),
      streamedTextTurn('Sunny.'),
    ])
    const result = streamText({
      model,
      tools: toAISDKTools([tool], { provider: 'anthropic' }),
      stopWhen: stepCountIs(3),
      prompt: 'Weather in Paris?',
    })
    expect(await result.text).toBe('Sunny.')

    expect(events.map(({ event }) => event)).toEqual([
      'onInputStart',
      'onInputDelta',
      'onInputDelta',
      'onInputDelta',
      'onInputDelta',
      'onInputAvailable',
      'execute',
      'onOutput',
    ])
    expect(new Set(events.map(({ toolCallId }) => toolCallId))).toEqual(new Set(['call_1']))
    expect(
      events.filter(({ event }) => event === 'onInputDelta').map(({ value }) => value),
    ).toEqual([
      { inputTextDelta: '{"loca', partialInput: {} },
      { inputTextDelta: 'tion": "  Pa', partialInput: { location: '  Pa' } },
      { inputTextDelta: 'ris  ", "unit"', partialInput: { location: '  Paris  ' } },
      {
        inputTextDelta: ': "celsius"}',
        partialInput: { location: '  Paris  ', unit: 'celsius' },
      },
    ])
    // One value parsed in place, piece by piece: the incremental parser, not a re-parse per delta.
    expect(new Set(partials).size).toBe(1)
    const validated = { location: 'Paris', unit: 'celsius' }
    expect(events.find(({ event }) => event === 'onInputAvailable')?.value).toEqual(validated)
    expect(events.find(({ event }) => event === 'execute')?.value).toEqual(validated)
    expect(events.at(-1)?.value).toEqual({
      toolName: 'weather',
      output: { location: 'Paris', temperature: 21 },
    })
    expect(toolResultsSent(model, 1, 'doStreamCalls')).toEqual({
      call_1: { type: 'json', value: { location: 'Paris', temperature: 21 } },
    })
  })

  it('starts the hooks once when the provider sends the call without streaming its input', async () => {
    const { tool, events } = recordingWeatherTool()
    const unstreamed = streamedToolCallTurn('weather', ['{"location":"Oslo"}']).filter(
      (part) => !part.type.startsWith('tool-input-'),
    )
    expect(unstreamed.map((part) => part.type)).toEqual(['stream-start', 'tool-call', 'finish'])
    const model = streamingModel([unstreamed, streamedTextTurn('Cold.')])
    const result = streamText({
      model,
      tools: toAISDKTools([tool], { provider: 'openai' }),
      stopWhen: stepCountIs(3),
      prompt: 'Weather in Oslo?',
    })
    expect(await result.text).toBe('Cold.')
    expect(events.map(({ event }) => event)).toEqual([
      'onInputStart',
      'onInputAvailable',
      'execute',
      'onOutput',
    ])
  })

  it('decodes a strict call: partial input shows the raw nulls, validated input does not', async () => {
    const { tool, events } = recordingWeatherTool(true)
    const model = streamingModel([
      streamedToolCallTurn('weather', ['{"location":"Rome",', '"unit":null}']),
      streamedTextTurn('Warm.'),
    ])
    const result = streamText({
      model,
      tools: toAISDKTools([tool], { provider: 'openai' }),
      stopWhen: stepCountIs(3),
      prompt: 'Weather in Rome?',
    })
    expect(await result.text).toBe('Warm.')
    const deltas = events.filter(({ event }) => event === 'onInputDelta')
    expect(deltas.at(-1)?.value).toMatchObject({ partialInput: { location: 'Rome', unit: null } })
    expect(events.find(({ event }) => event === 'execute')?.value).toEqual({ location: 'Rome' })
  })

  it('sends a ValidationError back and runs the corrected streamed call', async () => {
    const { tool, events } = recordingWeatherTool()
    const model = streamingModel([
      streamedToolCallTurn('weather', ['{"location":', '"   "}'], 'call_bad'),
      streamedToolCallTurn('weather', ['{"location":', '"Lima"}'], 'call_good'),
      streamedTextTurn('Mild.'),
    ])
    const result = streamText({
      model,
      tools: toAISDKTools([tool], { provider: 'anthropic' }),
      stopWhen: stepCountIs(5),
      prompt: 'Weather in Lima?',
    })
    expect(await result.text).toBe('Mild.')

    const sent = toolResultsSent(model, 1, 'doStreamCalls').call_bad as {
      type: string
      value: string
    }
    expect(sent.type).toBe('error-text')
    expect(sent.value).toContain('location')
    const forBadCall = events.filter(({ toolCallId }) => toolCallId === 'call_bad')
    expect(forBadCall.map(({ event }) => event)).toEqual([
      'onInputStart',
      'onInputDelta',
      'onInputDelta',
    ])
    const forGoodCall = events.filter(({ toolCallId }) => toolCallId === 'call_good')
    expect(forGoodCall.map(({ event }) => event)).toEqual([
      'onInputStart',
      'onInputDelta',
      'onInputDelta',
      'onInputAvailable',
      'execute',
      'onOutput',
    ])
  })
})
