import { MCPServerStreamableHttp } from '@openai/agents'
import { afterEach, describe, expect, it } from 'vitest'
import {
  BREAKAGES,
  type Breakage,
  type ClientTestServer,
  EXPECTED,
  serveForClient,
} from './test-fixtures/client-server'

// A real third-party client, the OpenAI Agents SDK's `MCPServerStreamableHttp`, lists and calls
// a polytool server over Streamable HTTP with a bearer token, as an agent does.

const open: Array<{ close(): Promise<void> }> = []
afterEach(async () => {
  for (const item of open.splice(0).reverse()) await item.close().catch(() => {})
})

async function serve(breakage: Breakage): Promise<ClientTestServer> {
  const server = await serveForClient(breakage)
  open.push(server)
  return server
}

/** Connects as an agent would, lists the tools and calls both; errors are thrown, not shown. */
async function scenario(server: ClientTestServer) {
  const mcp = new MCPServerStreamableHttp({
    url: server.url.href,
    name: 'polytool',
    requestInit: { headers: { authorization: `Bearer ${server.token}` } },
    useStructuredContent: true,
    errorFunction: null,
    timeout: 5_000,
  })
  open.push(mcp)
  await mcp.connect()
  const tools = await mcp.listTools()
  const weather = await mcp.callToolResult('weather', { city: 'Paris' })
  const whoami = await mcp.callTool('whoami', {})
  return {
    tools: tools.map((tool) => tool.name).sort(),
    description: tools.find((tool) => tool.name === 'weather')?.description,
    weather: weather.structuredContent,
    whoami: whoami.map((item) => ('text' in item ? item.text : item)).join(''),
  }
}

describe('the OpenAI Agents SDK’s MCPServerStreamableHttp and a polytool server', () => {
  it('lists and calls the tools with its bearer token, the call running for the token’s user', async () => {
    const seen = await scenario(await serve('none'))
    expect(seen).toEqual({
      tools: EXPECTED.tools,
      description: 'Current weather for a city',
      weather: EXPECTED.weather,
      whoami: EXPECTED.whoami,
    })
  })

  // The SDK's own words for each broken piece: the scenario fails there, not anywhere.
  const failures: Record<(typeof BREAKAGES)[number], RegExp> = {
    'tools-list': /Invalid result for tools\/list/,
    'tools-call': /Invalid result for tools\/call/,
    'auth-header': /requires authorization \(HTTP 401\)/,
  }

  it.each(BREAKAGES)('fails on a server whose %s is broken', async (breakage) => {
    await expect(scenario(await serve(breakage))).rejects.toThrow(failures[breakage])
  })
})
