// What the root README promises, run from the packed tarballs in a project outside the
// workspace: each library's tool called with valid and invalid input, an OpenAI strict entry,
// and an MCP round trip through the official SDK client. Any broken promise throws (exit 1).
import assert from 'node:assert/strict'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import { isValidationError } from '@polytool/core'
import { toProviderTool } from '@polytool/json-schema'
import { toMastraTools } from '@polytool/mastra'
import { createMcpServer } from '@polytool/mcp'
import { weatherTools, zodWeatherTool } from './tools.js'
import './smoke-openai-agents.js'

for (const tool of weatherTools) {
  const valid = await tool.execute!({ location: 'Paris' })
  assert.deepEqual(valid, { location: 'Paris', temperatureCelsius: 21, conditions: 'sunny' })
  const invalid = await tool.execute!({ location: 42 } as never)
  assert.ok(isValidationError(invalid), `${tool.id}: a number for location is refused`)
  assert.match(invalid.message, /location/)

  const entry = toProviderTool(tool, 'openai')
  assert.equal(entry.strict, true, `${tool.id}: sent strict to OpenAI`)
  assert.equal(entry.payload.function.parameters.additionalProperties, false)
  assert.deepEqual(entry.payload.function.parameters.required, ['location'])
  console.log(`ok ${tool.id}: valid and invalid calls, OpenAI strict entry`)
}

const server = createMcpServer({ name: 'weather', version: '1.0.0' }, weatherTools)
const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair()
await server.connect(serverTransport)
const client = new Client({ name: 'release-rehearsal', version: '1.0.0' })
await client.connect(clientTransport)

const listed = await client.listTools()
assert.deepEqual(
  listed.tools.map((tool) => tool.name),
  weatherTools.map((tool) => tool.id),
)
const called = await client.callTool({ name: 'weather_zod', arguments: { location: 'Paris' } })
assert.equal(called.isError, undefined)
assert.deepEqual(called.structuredContent, {
  location: 'Paris',
  temperatureCelsius: 21,
  conditions: 'sunny',
})
const refused = await client.callTool({ name: 'weather_arktype', arguments: { location: 42 } })
assert.equal(refused.isError, true)
await client.close()
console.log(`ok MCP round trip: ${listed.tools.length} tools listed, one call, one refused`)

// A polytool tool through Mastra's own tool wrapper, as Mastra's agent calls it, and Mastra's
// one-argument toModelOutput.
const { weather_zod: mastraWeather } = toMastraTools([zodWeatherTool], { strict: true })
const viaMastra = await mastraWeather.execute?.({ location: 'Paris' }, {} as never)
assert.deepEqual(viaMastra, { location: 'Paris', temperatureCelsius: 21, conditions: 'sunny' })
assert.deepEqual(await mastraWeather.toModelOutput?.(viaMastra as never), {
  type: 'json',
  value: viaMastra,
})
console.log('ok Mastra: a bridged call and toModelOutput(output)')
