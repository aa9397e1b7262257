import { createOpenAI } from '@ai-sdk/openai'
import { Agent } from '@mastra/core/agent'
import { Mastra } from '@mastra/core/mastra'
import { InMemoryStore } from '@mastra/core/storage'
import { type ScriptedTurn, scriptedResponses } from '@polytool/bridge-scenarios'
import { fromMastraTool, toMastraTools } from '@polytool/mastra'
import { zodAdapter } from '@polytool/zod'
import { bookTool, mastraForecastTool, weatherTool } from './tools'

// A Mastra agent whose OpenAI model answers from a script: no network, no API key.
function scriptedAgent(turns: readonly ScriptedTurn[]) {
  const provider = scriptedResponses(turns)
  const openai = createOpenAI({ apiKey: 'demo', fetch: provider.fetch })
  const agent = new Agent({
    id: 'concierge',
    name: 'Concierge',
    instructions: 'Help with the weather and with bookings.',
    model: openai('gpt-4.1-mini'),
    tools: toMastraTools(
      [weatherTool, bookTool, fromMastraTool(mastraForecastTool, { adapter: zodAdapter })],
      {
        provider: 'openai',
        strict: true,
      },
    ),
  })
  // Storage keeps the snapshot of a run paused for approval.
  const mastra = new Mastra({ agents: { agent }, storage: new InMemoryStore(), logger: false })
  return { agent: mastra.getAgent('agent'), provider }
}

const call = (name: string, args: unknown): ScriptedTurn => ({
  toolCalls: [{ name, arguments: JSON.stringify(args) }],
})

/**
 * Runs three turns of a Mastra agent with polytool tools: a strict call whose `unit: null` is
 * decoded to the default, a Mastra tool moved to polytool, and a booking that Mastra pauses
 * for approval and resumes with `approveToolCallGenerate`.
 */
export async function runDemo(print: (line: string) => void): Promise<void> {
  print('── strict nulls ─────────────────────────────')
  const weather = scriptedAgent([
    call('weather', { location: 'Paris', unit: null }),
    { text: 'It is 21 °C in Paris.' },
  ])
  const answer = await weather.agent.generate('Weather in Paris?')
  print(`  model sends {"location":"Paris","unit":null}`)
  print(`  tool answers ${JSON.stringify(answer.steps[0]?.toolResults[0]?.payload.result)}`)
  print(`  model says: ${answer.text}`)

  print('── a Mastra tool, through polytool ──────────')
  const forecast = scriptedAgent([
    call('forecast', { location: 'Lima' }),
    { text: 'Rain in Lima.' },
  ])
  const rainy = await forecast.agent.generate('Forecast for Lima?')
  print(`  tool answers ${JSON.stringify(rainy.steps[0]?.toolResults[0]?.payload.result)}`)
  print(`  model says: ${rainy.text}`)

  print('── approval ─────────────────────────────────')
  const booking = scriptedAgent([
    call('book_table', { restaurant: 'Chez Lu', guests: 2 }),
    { text: 'Booked for two.' },
  ])
  const paused = await booking.agent.generate('Book Chez Lu for two')
  const { toolCallId, toolName } = paused.suspendPayload as { toolCallId: string; toolName: string }
  print(`  run ${paused.finishReason}: ${toolName} waits for approval`)
  const resumed = await booking.agent.approveToolCallGenerate({ runId: paused.runId!, toolCallId })
  print(`  approved; model says: ${resumed.text}`)
}
