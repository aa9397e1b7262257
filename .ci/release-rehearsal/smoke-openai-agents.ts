// @polytool/openai-agents from its tarball: each library's weather tool bridged to the Agents
// SDK and called through the SDK's own invocation path, with valid and with invalid arguments.
import assert from 'node:assert/strict'
import { invokeFunctionTool, RunContext, setTracingDisabled } from '@openai/agents'
import { toOpenAIAgentsTools } from '@polytool/openai-agents'
import { weatherTools } from './tools.js'

setTracingDisabled(true)
const runContext = new RunContext({})
for (const bridged of toOpenAIAgentsTools(weatherTools)) {
  assert.equal(bridged.strict, true, `${bridged.name}: sent strict`)
  const invoke = (input: string) =>
    invokeFunctionTool({
      tool: bridged,
      runContext,
      input,
      details: {
        toolCall: { type: 'function_call', callId: 'call_1', name: bridged.name, arguments: input },
      },
    })
  assert.equal(
    await invoke('{"location":"Paris"}'),
    '{"location":"Paris","temperatureCelsius":21,"conditions":"sunny"}',
  )
  assert.match(
    String(await invoke('{"location":42}')),
    /^Tool input validation failed for .*location/s,
  )
  console.log(`ok ${bridged.name}: bridged to the OpenAI Agents SDK, valid and invalid calls`)
}
