import { Agent, OpenAIResponsesModel, RunState, run, setTracingDisabled } from '@openai/agents'
import { type ScriptedTurn, scriptedResponses } from '@polytool/bridge-scenarios'
import { toOpenAIAgentsTools } from '@polytool/openai-agents'
import OpenAI from 'openai'
import { transferTool, weatherTool } from './tools'

interface BankContext {
  readonly accountId: string
}

// The demo talks to no one: no trace export, and a scripted stand-in for the OpenAI API.
setTracingDisabled(true)

/**
 * The agent as any process builds it: the SDK's own Responses model, here on an OpenAI client
 * whose `fetch` plays `turns` instead of calling api.openai.com.
 */
function buildAgent(turns: readonly ScriptedTurn[]) {
  const provider = scriptedResponses(turns)
  const client = new OpenAI({ apiKey: 'sk-demo', fetch: provider.fetch })
  const agent = new Agent<BankContext>({
    name: 'Assistant',
    instructions: 'Answer with the tools.',
    model: new OpenAIResponsesModel(client as never, 'gpt-4.1-mini'),
    tools: toOpenAIAgentsTools([weatherTool, transferTool]),
  })
  return { agent, provider }
}

// What the model read back of each tool call, from the requests the SDK sent.
function toolOutputs(requests: readonly { body: unknown }[]): unknown[] {
  const last = requests.at(-1)?.body as { input?: { type?: string; output?: unknown }[] }
  return (last?.input ?? [])
    .filter((item) => item.type === 'function_call_output')
    .map((item) => item.output)
}

/**
 * Two runs of the Agents SDK with polytool tools: a strict call whose `unit: null` is decoded
 * to the schema's default, and a transfer that waits for approval, is saved with
 * `state.toString()`, and is approved and resumed from that text by an agent built anew.
 */
export async function runDemo(print: (line: string) => void): Promise<void> {
  const context = { accountId: 'acct_1' }
  print('\n── strict arguments ─────────────────────────')
  const weather = buildAgent([
    { toolCalls: [{ name: 'weather', arguments: '{"location":"Paris","unit":null}' }] },
    { text: 'It is 21 °C in Paris.' },
  ])
  const sunny = await run(weather.agent, 'Weather in Paris?', { context })
  print('  model sends {"location":"Paris","unit":null}')
  print(`  model reads ${JSON.stringify(toolOutputs(weather.provider.requests))}`)
  print(`  model says: ${sunny.finalOutput}`)

  print('\n── approval across processes ─────────────────')
  const first = buildAgent([{ toolCalls: [{ name: 'transfer', arguments: '{"amount":10}' }] }])
  const paused = await run(first.agent, 'Move 10 to savings.', { context })
  const names = paused.interruptions.map((item) => item.name)
  print(`  run paused for approval of ${names.join(', ')}`)
  const saved = paused.state.toString()
  print(`  state saved as ${saved.length} characters of JSON`)

  const second = buildAgent([{ text: 'Moved 10 to savings.' }])
  const state = await RunState.fromString(second.agent, saved)
  for (const item of state.getInterruptions()) state.approve(item)
  const resumed = await run(second.agent, state)
  print(`  approved; model reads ${JSON.stringify(toolOutputs(second.provider.requests))}`)
  print(`  model says: ${resumed.finalOutput}`)
}
