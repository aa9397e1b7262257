import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import {
  createTool,
  isValidationError,
  modelOutputFor,
  ToolAbortedError,
  toolJsonSchema,
} from '@polytool/core'
import { checkProviderSchema } from '@polytool/json-schema'
import { afterEach, describe, expect, it } from 'vitest'
import { McpRequestTimeoutError, McpToolError } from '../errors'
import { type Connected, type Generation, generations } from '../test-fixtures/generations'
import { createGithubLikeServer, githubListings } from '../test-fixtures/github-server'
import {
  createSlowTool,
  explodingTool,
  forecastTool,
  weatherAnnotations,
  weatherMeta,
  weatherTool,
} from '../test-fixtures/tools'

let open: Connected[] = []
afterEach(async () => {
  await Promise.all(open.map((connection) => connection.close()))
  open = []
})

/** A tool that answers after `ms` unless the call is cancelled first. */
function createLongTool(ms: number) {
  const probe = { finished: false, aborted: new Promise<unknown>(() => {}) }
  const tool = createTool({
    id: 'long',
    description: `Answers after ${ms} ms`,
    execute: (_input, context) => {
      const signal = context.abortSignal!
      probe.aborted = new Promise((resolve) => signal.addEventListener('abort', resolve))
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          probe.finished = true
          resolve('done')
        }, ms)
        signal.addEventListener('abort', () => {
          clearTimeout(timer)
          reject(signal.reason)
        })
      })
    },
  })
  return { tool, probe }
}

describe.each(generations)('on SDK $name', (sdk: Generation) => {
  async function connect(server: unknown) {
    const connection = await sdk.connect(server)
    open.push(connection)
    return connection
  }

  describe('loadMcpTools against a polytool server', () => {
    const info = { name: 'polytool-test', version: '1.0.0' }

    it('loads every tool with its description, annotations and _meta', async () => {
      const { client } = await connect(sdk.createMcpServer(info, [weatherTool, forecastTool]))
      const { tools, listings } = await sdk.loadMcpTools(client)
      expect(tools.map((tool) => tool.id)).toEqual(['weather', 'forecast'])
      expect(listings).toHaveLength(2)
      const weather = tools[0]!
      expect(weather.description).toBe('Current weather for a city')
      expect(weather.mcp?.annotations).toEqual(weatherAnnotations)
      expect(JSON.stringify(weather.mcp?._meta)).toBe(JSON.stringify(weatherMeta))
      expect(toolJsonSchema(weather, 'inputSchema')).toMatchObject({
        type: 'object',
        required: ['city'],
      })
    })

    it('calls the server and resolves to its result, shown to the model as text', async () => {
      const { client } = await connect(sdk.createMcpServer(info, [weatherTool]))
      const { tools } = await sdk.loadMcpTools(client)
      const weather = tools[0]!
      const result = (await weather.execute!({ city: 'Oslo', unit: 'F' })) as CallToolResult
      expect(result.structuredContent).toEqual({ city: 'Oslo', temperature: 70, unit: 'F' })
      expect(await modelOutputFor(weather, result)).toEqual({
        type: 'text',
        value: '{"city":"Oslo","temperature":70,"unit":"F"}',
      })
    })

    it('validates input locally before calling the server', async () => {
      const { client, received } = await connect(sdk.createMcpServer(info, [weatherTool]))
      const { tools } = await sdk.loadMcpTools(client)
      const before = received.length
      const result = await tools[0]!.execute!({ city: 42 })
      expect(isValidationError(result)).toBe(true)
      expect((result as { message: string }).message).toContain('city')
      expect(received.length).toBe(before)
    })

    it('shows a server-side tool error to the model as error text', async () => {
      const { client } = await connect(sdk.createMcpServer(info, [explodingTool]))
      const { tools } = await sdk.loadMcpTools(client)
      const result = await tools[0]!.execute!({ orderId: 'A-1' })
      expect(await modelOutputFor(tools[0]!, result)).toEqual({
        type: 'error-text',
        value: 'Tool lookup-order failed with an internal error; the details stay on the server.',
      })
    })

    it('cancels the server call when the polytool call is aborted', async () => {
      const { tool, probe } = createSlowTool()
      const { client } = await connect(sdk.createMcpServer(info, [tool]))
      const { tools } = await sdk.loadMcpTools(client)
      const controller = new AbortController()
      const call = tools[0]!.execute!({}, { abortSignal: controller.signal })
      await probe.started
      controller.abort('no longer needed')
      await expect(call).rejects.toBeInstanceOf(ToolAbortedError)
      await expect(probe.aborted).resolves.toBeDefined()
    })

    // SDK v2's callTool takes its request options second; given in v1's third place they were
    // dropped, and a call outlived its timeout.
    it('times a call out with requestOptions.timeout, and the server stops the tool', async () => {
      const { tool, probe } = createLongTool(1_500)
      const { client } = await connect(sdk.createMcpServer(info, [tool]))
      const { tools } = await sdk.loadMcpTools(client, { requestOptions: { timeout: 300 } })
      const error = await tools[0]!.execute!({}).then(
        () => undefined,
        (caught: unknown) => caught,
      )
      expect(error).toMatchObject({ code: 'TOOL_EXECUTION_FAILED' })
      const timeout = (error as Error).cause
      expect(timeout).toBeInstanceOf(McpRequestTimeoutError)
      expect(timeout).toMatchObject({ code: 'MCP_REQUEST_TIMEOUT', rpcCode: -32001 })
      expect(sdk.isTimeout((timeout as Error).cause)).toBe(true)
      await expect(probe.aborted).resolves.toBeDefined()
      expect(probe.finished).toBe(false)
    })
  })

  describe('loadMcpTools against GitHub’s listings on a plain SDK server', () => {
    it('loads every page, with a prefix, keeping annotations and _meta', async () => {
      const { client } = await connect(createGithubLikeServer(sdk))
      const set = await sdk.loadMcpTools(client, { idPrefix: 'github_' })
      expect(set.tools.map((tool) => tool.id)).toEqual(
        githubListings.map((listing) => `github_${listing.name}`),
      )
      for (const [index, listing] of githubListings.entries()) {
        const tool = set.tools[index]!
        expect(tool.description).toBe(listing.description)
        expect(tool.mcp?.annotations).toEqual(listing.annotations)
        expect(JSON.stringify(tool.mcp?._meta)).toBe(JSON.stringify(listing._meta))
      }
    })

    it('validates against the listed schema and calls the tool by its own name', async () => {
      const { client } = await connect(createGithubLikeServer(sdk))
      const { tools } = await sdk.loadMcpTools(client, { idPrefix: 'github_' })
      const createPr = tools.find((tool) => tool.id === 'github_create_pull_request')!
      const invalid = await createPr.execute!({ owner: 'octo', repo: 'hello' })
      expect(isValidationError(invalid)).toBe(true)
      expect((invalid as { message: string }).message).toContain('title')
      const args = { owner: 'octo', repo: 'hello', title: 'Fix', head: 'fix', base: 'main' }
      const result = (await createPr.execute!(args)) as CallToolResult
      expect(JSON.parse((result.content[0] as { text: string }).text)).toEqual({
        name: 'create_pull_request',
        arguments: args,
      })
    })

    it('reports which tools a provider would reject, as checkProviderSchema sees the listings', async () => {
      const { client } = await connect(createGithubLikeServer(sdk))
      const set = await sdk.loadMcpTools(client, { idPrefix: 'github_' })
      const strict = set.checkProviderSchemas('openai', { strict: true })
      const expected = githubListings.flatMap((listing) => {
        const violations = checkProviderSchema(listing.inputSchema, 'openai', { strict: true })
        return violations.length === 0 ? [] : [{ toolId: `github_${listing.name}`, violations }]
      })
      expect(strict).toEqual(expected)
      expect(strict.length).toBeGreaterThan(0)
      // get_me takes no parameters: Gemini `parameters` rejects its empty object.
      const gemini = set.checkProviderSchemas('gemini')
      expect(gemini.find((check) => check.toolId === 'github_get_me')?.violations).toEqual([
        expect.objectContaining({ rule: 'empty-parameters' }),
      ])
      expect(set.checkProviderSchemas('mcp')).toEqual([])
    })

    it('stops a listing whose cursor comes back, and refuses duplicate names', async () => {
      const looping = sdk.newServer({ name: 'loop', version: '1.0.0' })
      sdk.onListTools(looping, () => ({
        tools: githubListings.slice(0, 1),
        nextCursor: 'again',
      }))
      const { client } = await connect(looping)
      await expect(sdk.loadMcpTools(client)).rejects.toThrow(
        expect.objectContaining({
          name: 'McpListingError',
          code: 'MCP_LISTING_CURSOR_REPEATED',
          cursor: 'again',
        }),
      )
      const doubled = sdk.newServer({ name: 'doubled', version: '1.0.0' })
      sdk.onListTools(doubled, () => ({
        tools: [githubListings[0]!, githubListings[0]!],
      }))
      const second = await connect(doubled)
      await expect(sdk.loadMcpTools(second.client)).rejects.toThrow(
        expect.objectContaining({ code: 'MCP_TOOL_DUPLICATE', toolId: 'actions_get' }),
      )
    })

    it('names the tool whose listed schema cannot be compiled', async () => {
      const server = sdk.newServer({ name: 'bad', version: '1.0.0' })
      sdk.onListTools(server, () => ({
        tools: [
          {
            name: 'bad_pattern',
            inputSchema: { type: 'object', properties: { a: { type: 'string', pattern: '(' } } },
          },
        ],
      }))
      const { client } = await connect(server)
      await expect(sdk.loadMcpTools(client)).rejects.toThrow(
        expect.objectContaining({
          name: 'McpToolError',
          code: 'MCP_TOOL_SCHEMA_INVALID',
          toolId: 'bad_pattern',
        }),
      )
      await expect(sdk.loadMcpTools(client)).rejects.toBeInstanceOf(McpToolError)
    })
  })
})
