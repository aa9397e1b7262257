import { toAISDKTools } from '@polytool/ai-sdk'
import { isValidationError } from '@polytool/core'
import { generateText, stepCountIs } from 'ai'
import { scriptedModel, type Turn } from './scripted-model'
import { valibotWeatherTool, zodWeatherTool } from './tools'

const tools = { Zod: zodWeatherTool, Valibot: valibotWeatherTool }

/**
 * Runs the weather tool of each library through `generateText` with a scripted model: a first
 * call with a wrong argument name, which the model reads as a `ValidationError` and corrects,
 * then a strict OpenAI call whose `unit: null` is decoded to the schema's default.
 */
export async function runDemo(print: (line: string) => void): Promise<void> {
  for (const [library, weatherTool] of Object.entries(tools)) {
    print(`\n── ${library} ─────────────────────────────`)
    const turns: Turn[] = [
      { call: 'weather', input: { city: 'Paris', unit: null } },
      { call: 'weather', input: { location: 'Paris', unit: null } },
      { answer: describeWeather },
    ]
    const model = scriptedModel(turns)
    const result = await generateText({
      model,
      tools: toAISDKTools([weatherTool], { provider: 'openai' }),
      stopWhen: stepCountIs(5),
      prompt: 'What is the weather in Paris?',
    })
    for (const [index, step] of result.steps.entries()) {
      print(`step ${index + 1}`)
      const turn = turns[index]
      for (const call of step.toolCalls) {
        if (turn !== undefined && 'call' in turn)
          print(`  model sends ${JSON.stringify(turn.input)}`)
        print(`  decoded to ${JSON.stringify(call.input)}`)
      }
      for (const { output } of step.toolResults) {
        if (isValidationError(output)) {
          print(`  tool answers ValidationError ${output.code}`)
          for (const line of output.message.split('\n')) print(`    ${line}`)
        } else {
          print(`  tool answers ${JSON.stringify(output)}`)
        }
      }
      if (step.text) print(`  model says: ${step.text}`)
    }
  }
}

// What the scripted model says, read from the tool result it was sent.
function describeWeather(toolResult: unknown): string {
  const { type, value } = toolResult as { type: string; value: Record<string, unknown> }
  if (type !== 'json') return `I could not get the weather (${type}).`
  const symbol = value.unit === 'celsius' ? '°C' : '°F'
  return `It is ${value.temperature} ${symbol} and ${value.conditions} in ${value.location}.`
}
