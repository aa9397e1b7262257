import { Command, MemorySaver } from '@langchain/langgraph'
import { ChatOpenAI } from '@langchain/openai'
import { type HITLRequest, toLangChainTools } from '@polytool/langchain'
import { type BaseMessage, createAgent, ToolMessage } from 'langchain'
import { scriptedOpenAI, type Turn } from './scripted-openai'
import { transferTool, weatherTool } from './tools'

function model(turns: readonly Turn[]) {
  return new ChatOpenAI({
    model: 'gpt-4.1-mini',
    supportsStrictToolCalling: true,
    configuration: { fetch: scriptedOpenAI(turns), apiKey: 'demo' },
  })
}

function printMessages(messages: readonly BaseMessage[], print: (line: string) => void): void {
  for (const message of messages) {
    if (ToolMessage.isInstance(message)) {
      const lines = message.text.split('\n').join('\n    ')
      print(`  tool ${message.status === 'error' ? 'fails' : 'answers'}: ${lines}`)
      if (message.status !== 'error') print(`  artifact: ${JSON.stringify(message.artifact)}`)
    } else if (message.type === 'ai') {
      const calls = (message as { tool_calls?: { name: string; args: unknown }[] }).tool_calls
      for (const call of calls ?? [])
        print(`  model calls ${call.name} with ${JSON.stringify(call.args)}`)
      if (message.text) print(`  model says: ${message.text}`)
    }
  }
}

/**
 * Runs two polytool tools in LangChain's `createAgent` against a scripted OpenAI model: the
 * weather tool, whose wrong first call comes back as a `ValidationError` the model corrects and
 * whose strict `unit: null` is decoded to the default; then a transfer that pauses for approval
 * with `interrupt()` and runs once approved.
 */
export async function runDemo(print: (line: string) => void): Promise<void> {
  print('\n── weather ─────────────────────────────')
  const weatherAgent = createAgent({
    model: model([
      { call: 'weather', args: { city: 'Paris', unit: null } },
      { call: 'weather', args: { location: 'Paris', unit: null } },
      { answer: (result) => `It is ${JSON.parse(result).temperature} °C in Paris.` },
    ]),
    tools: toLangChainTools([weatherTool], { provider: 'openai' }),
  })
  const weather = await weatherAgent.invoke({
    messages: [{ role: 'user', content: 'What is the weather in Paris?' }],
  })
  printMessages(weather.messages.slice(1), print)

  print('\n── transfer, with approval ─────────────')
  const config = { configurable: { thread_id: 'demo' } }
  const transferAgent = createAgent({
    model: model([{ call: 'transfer', args: { amount: 500 } }, { answer: () => 'Moved 500.' }]),
    tools: toLangChainTools([transferTool]),
    checkpointer: new MemorySaver(),
  })
  const paused = await transferAgent.invoke(
    { messages: [{ role: 'user', content: 'Move 500 to savings' }] },
    config,
  )
  const request = paused.__interrupt__?.[0]?.value as HITLRequest
  print(`  paused for approval of ${JSON.stringify(request.actionRequests[0]?.args)}`)
  print(`  allowed: ${request.reviewConfigs[0]?.allowedDecisions.join(', ')}`)
  const resumed = await transferAgent.invoke(
    new Command({ resume: { decisions: [{ type: 'approve' }] } }),
    config,
  )
  printMessages(resumed.messages.slice(2), print)
}
