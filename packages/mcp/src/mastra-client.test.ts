import { MCPClient } from '@mastra/mcp'
import { afterEach, describe, expect, it } from 'vitest'
import {
  BREAKAGES,
  type Breakage,
  type ClientTestServer,
  EXPECTED,
  serveForClient,
} from './test-fixtures/client-server'

// A real third-party client, Mastra's `MCPClient` (`@mastra/mcp` 2, on the SDK's v2 client),
// lists and calls a polytool server over Streamable HTTP with a bearer token, as a Mastra agent
// gets its tools. Mastra needs Node 22.13 or later: see vitest.config.ts and .ci/run.

const open: Array<{ close(): Promise<void> } | { disconnect(): Promise<void> }> = []
afterEach(async () => {
  for (const item of open.splice(0).reverse()) {
    await ('close' in item ? item.close() : item.disconnect()).catch(() => {})
  }
})

async function serve(breakage: Breakage): Promise<ClientTestServer> {
  const server = await serveForClient(breakage)
  open.push(server)
  return server
}

let clients = 0

/** Gets the tools as an agent would, and runs both; a server's error is thrown, not skipped. */
async function scenario(server: ClientTestServer) {
  const mcp = new MCPClient({
    id: `polytool-${++clients}`,
    servers: {
      polytool: {
        url: server.url,
        requestInit: { headers: { authorization: `Bearer ${server.token}` } },
      },
    },
    timeout: 5_000,
  })
  open.push(mcp)
  const { tools, errors } = await mcp.listToolsWithErrors()
  if (errors.polytool !== undefined) throw new Error(errors.polytool)
  const weather = await tools.polytool_weather!.execute!({ city: 'Paris' }, {} as never)
  const whoami = await tools.polytool_whoami!.execute!({}, {} as never)
  return {
    tools: Object.keys(tools).sort(),
    description: tools.polytool_weather?.description,
    weather,
    whoami,
  }
}

describe('Mastra’s MCPClient and a polytool server', () => {
  it('lists and calls the tools with its bearer token, the call running for the token’s user', async () => {
    const seen = await scenario(await serve('none'))
    expect(seen).toEqual({
      tools: EXPECTED.tools.map((name) => `polytool_${name}`),
      description: 'Current weather for a city',
      // Mastra gives a tool's structured content when it has one, else the whole result.
      weather: EXPECTED.weather,
      whoami: { content: [{ type: 'text', text: EXPECTED.whoami }] },
    })
  })

  // The SDK's own words for each broken piece, through Mastra: the scenario fails there.
  const failures: Record<(typeof BREAKAGES)[number], RegExp> = {
    'tools-list': /Invalid result for tools\/list/,
    'tools-call': /Invalid result for tools\/call/,
    'auth-header': /requires authorization \(HTTP 401\)/,
  }

  it.each(BREAKAGES)('fails on a server whose %s is broken', async (breakage) => {
    await expect(scenario(await serve(breakage))).rejects.toThrow(failures[breakage])
  })
})
