import type { ToolCallInfo, ToolCallTraceEnd, ToolObserver } from '@polytool/core'
import { generateText, stepCountIs } from 'ai'
import { describe, expect, it } from 'vitest'
import { scriptedModel, textTurn, toolCallTurn } from './test-fixtures/model'
import { weatherTools } from './test-fixtures/tools'
import { toAISDKTools } from './to-ai-sdk-tools'

// An observer that traces calls, recording what the pipeline tells it.
function tracingObserver() {
  const calls: Array<{ info: ToolCallInfo; end?: ToolCallTraceEnd }> = []
  const observer: ToolObserver = {
    startToolCall(info) {
      const call: { info: ToolCallInfo; end?: ToolCallTraceEnd } = { info }
      calls.push(call)
      return {
        event: () => {},
        span: (_name, fn) => fn(),
        log: () => {},
        within: (fn) => fn(),
        carrier: () => undefined,
        end: (end) => {
          call.end = end
        },
      }
    },
  }
  return { observer, calls }
}

describe('toAISDKTools passes the observer down: one trace per tool call', () => {
  const [, weatherTool] = weatherTools[0]!

  it('opens and ends one trace per call, with the call id and the outcome', async () => {
    const { observer, calls } = tracingObserver()
    const model = scriptedModel([
      toolCallTurn('weather', { location: 42 }, 'call_bad'),
      toolCallTurn('weather', { location: 'Paris' }, 'call_good'),
      textTurn('It is sunny in Paris.'),
    ])
    await generateText({
      model,
      tools: toAISDKTools([weatherTool], { provider: 'openai', observer }),
      stopWhen: stepCountIs(5),
      prompt: 'Weather in Paris?',
    })
    expect(
      calls.map(({ info, end }) => [info.toolId, info.toolCallId, end?.outcome, end?.errorType]),
    ).toEqual([
      ['weather', 'call_bad', 'invalid-input', 'TOOL_INPUT_INVALID'],
      ['weather', 'call_good', 'completed', undefined],
    ])
  })

  it('tells the observer the name the model called, where the tool record names it otherwise', async () => {
    const { observer, calls } = tracingObserver()
    const model = scriptedModel([
      toolCallTurn('forecast', { location: 'Paris' }, 'call_1'),
      textTurn('It is sunny in Paris.'),
    ])
    await generateText({
      model,
      tools: toAISDKTools({ forecast: weatherTool }, { provider: 'openai', observer }),
      stopWhen: stepCountIs(5),
      prompt: 'Weather in Paris?',
    })
    expect(calls.map(({ info }) => [info.toolId, info.toolName])).toEqual([['weather', 'forecast']])
  })
})
