import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from '../create-tool'
import { createToolCallRuntime } from './runtime'
import { readAll, streamCall } from './test-fixtures/streaming'

function recordingWeatherTool(log: unknown[]) {
  return createTool({
    id: 'weather',
    description: 'Get the weather for a city',
    inputSchema: z.object({ city: z.string(), days: z.number().int().positive() }),
    outputSchema: z.object({ city: z.string(), temperatureCelsius: z.number() }),
    execute: async ({ city, days }, context) => {
      log.push(['execute', { city, days }, context.agent?.toolCallId])
      return { city, temperatureCelsius: 21 }
    },
    onInputStart: ({ toolCallId, messages }) => {
      log.push(['onInputStart', toolCallId, messages])
    },
    onInputDelta: ({ inputTextDelta, partialInput }) => {
      log.push(['onInputDelta', inputTextDelta, structuredClone(partialInput)])
    },
    onInputAvailable: ({ input, toolCallId }) => {
      log.push(['onInputAvailable', input, toolCallId])
    },
    onOutput: ({ output, toolName, toolCallId }) => {
      log.push(['onOutput', output, toolName, toolCallId])
    },
  })
}

describe('createToolCallRuntime: hooks in order', () => {
  it('calls onInputStart, onInputDelta per delta with the partial input, onInputAvailable, execute, onOutput', async () => {
    const log: unknown[] = []
    const runtime = createToolCallRuntime({
      tools: [recordingWeatherTool(log)],
      messages: [{ role: 'user', content: 'weather?' }],
    })
    runtime.push({ type: 'tool-input-start', toolCallId: 'call_1', toolName: 'weather' })
    for (const piece of ['{"ci', 'ty": "Pa', 'ris", "da', 'ys": 3}']) {
      runtime.push({ type: 'tool-input-delta', toolCallId: 'call_1', inputTextDelta: piece })
    }
    runtime.push({ type: 'tool-input-end', toolCallId: 'call_1' })
    const [outcome] = await runtime.settle()

    expect(log).toEqual([
      ['onInputStart', 'call_1', [{ role: 'user', content: 'weather?' }]],
      ['onInputDelta', '{"ci', {}],
      ['onInputDelta', 'ty": "Pa', { city: 'Pa' }],
      ['onInputDelta', 'ris", "da', { city: 'Paris' }],
      ['onInputDelta', 'ys": 3}', { city: 'Paris', days: 3 }],
      ['onInputAvailable', { city: 'Paris', days: 3 }, 'call_1'],
      ['execute', { city: 'Paris', days: 3 }, 'call_1'],
      ['onOutput', { city: 'Paris', temperatureCelsius: 21 }, 'weather', 'call_1'],
    ])
    expect(outcome).toEqual({
      status: 'completed',
      toolCallId: 'call_1',
      toolName: 'weather',
      output: { city: 'Paris', temperatureCelsius: 21 },
      modelOutput: { type: 'json', value: { city: 'Paris', temperatureCelsius: 21 } },
    })
  })

  it('sends invalid input back as a ValidationError without onInputAvailable or execute', async () => {
    const log: unknown[] = []
    const runtime = createToolCallRuntime({ tools: [recordingWeatherTool(log)] })
    streamCall(runtime, 'call_1', 'weather', '{"city": "Paris", "days": -2}')
    const [outcome] = await runtime.settle()
    expect(log.map((entry) => (entry as unknown[])[0])).toEqual([
      'onInputStart',
      ...Array(10).fill('onInputDelta'),
    ])
    expect(outcome).toMatchObject({
      status: 'failed',
      error: { error: true, code: 'TOOL_INPUT_INVALID', issues: [{ path: ['days'] }] },
      modelOutput: { type: 'error-text' },
    })
  })

  it('sends malformed JSON back with what and where, without onInputAvailable or execute', async () => {
    const log: unknown[] = []
    const runtime = createToolCallRuntime({ tools: [recordingWeatherTool(log)] })
    streamCall(runtime, 'call_1', 'weather', '{"city": "Paris" "days": 3}')
    const [outcome] = await runtime.settle()
    expect(log.some((entry) => (entry as unknown[])[0] === 'onInputAvailable')).toBe(false)
    expect(outcome).toMatchObject({
      status: 'failed',
      error: { code: 'TOOL_INPUT_PARSE_FAILED', offset: 17, path: '/city' },
    })
    expect(outcome?.status === 'failed' && outcome.error.message).toBe(
      `The arguments for weather are not valid JSON. Invalid JSON at line 1, column 18 (offset 17) in /city: expected ',' or '}' after an object member, received '"'. Send the complete arguments again as one JSON object.`,
    )
  })

  it('repairs the common slips: a code fence and a missing closing brace', async () => {
    const log: unknown[] = []
    const runtime = createToolCallRuntime({ tools: [recordingWeatherTool(log)] })
    streamCall(runtime, 'call_1', 'weather', '```json\n{"city": "Oslo", "days": 1}\n```')
    streamCall(runtime, 'call_2', 'weather', '{"city": "Bergen", "days": 1,\n')
    const outcomes = await runtime.settle()
    expect(outcomes).toMatchObject([
      { status: 'completed', output: { city: 'Oslo' } },
      { status: 'completed', output: { city: 'Bergen' } },
    ])
  })

  it('answers a call to an unknown tool with the names of the known ones', async () => {
    const runtime = createToolCallRuntime({ tools: [recordingWeatherTool([])] })
    streamCall(runtime, 'call_1', 'wether', '{}')
    const [outcome] = await runtime.settle()
    expect(outcome).toMatchObject({
      status: 'failed',
      error: {
        code: 'TOOL_NOT_FOUND',
        message: 'There is no tool named "wether". Available tools: weather.',
      },
    })
  })

  it('treats a call without argument text as {} and keeps going when a hook throws', async () => {
    const problems: string[] = []
    const tool = createTool({
      id: 'now',
      description: 'The time',
      inputSchema: z.object({}),
      execute: async () => '12:00',
      onInputStart: () => {
        throw new Error('hook broke')
      },
    })
    const runtime = createToolCallRuntime({
      tools: { clock: tool },
      observer: { log: (_level, message) => problems.push(message) },
    })
    runtime.push({ type: 'tool-input-start', toolCallId: 'call_1', toolName: 'clock' })
    runtime.push({ type: 'tool-input-end', toolCallId: 'call_1' })
    const [outcome] = await runtime.settle()
    expect(outcome).toMatchObject({
      status: 'completed',
      output: '12:00',
      modelOutput: { type: 'text', value: '12:00' },
    })
    expect(problems).toEqual(['Hook onInputStart of tool now failed'])
  })

  it('emits the chunks of a call in order on both streams', async () => {
    const runtime = createToolCallRuntime({ tools: [recordingWeatherTool([])] })
    streamCall(runtime, 'call_1', 'weather', '{"city":"Rome","days":2}', 12)
    await runtime.close()
    const display = await readAll(runtime.display)
    expect(display.map((chunk) => chunk.type)).toEqual([
      'tool-input-start',
      'tool-input-delta',
      'tool-input-delta',
      'tool-input-available',
      'tool-output-available',
    ])
    expect(display[3]).toEqual({
      type: 'tool-input-available',
      toolCallId: 'call_1',
      toolName: 'weather',
      payload: { input: { city: 'Rome', days: 2 }, toolCallId: 'call_1', toolName: 'weather' },
    })
    expect(await readAll(runtime.transcript)).toEqual(display)
  })
})
