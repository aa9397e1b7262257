import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import type { Tool } from '@modelcontextprotocol/sdk/types.js'
import { afterEach, describe, expect, it } from 'vitest'
import { McpListingError } from '../errors'
import { type Connected, type Generation, generations } from '../test-fixtures/generations'
import { loadMcpTools } from './load-mcp-tools'

let open: Connected[] = []
afterEach(async () => {
  await Promise.all(open.map((connection) => connection.close()))
  open = []
})

const HANG_GUARD = { timeout: 15_000 }

/** A hostile server whose `tools/list` pages come from `page`; counts the pages it served. */
type Page = { tools: Tool[]; nextCursor?: string }

const tool = (name: string): Tool => ({ name, inputSchema: { type: 'object' } })

async function failure(promise: Promise<unknown>): Promise<McpListingError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(McpListingError)
  return error as McpListingError
}

// SDK v2's listTools() walks every page itself; loadMcpTools must still see each one.
describe.each(generations)('on SDK $name', (sdk: Generation) => {
  async function hostile(page: (index: number) => Page | Promise<Page>) {
    const server = sdk.newServer({ name: 'hostile', version: '1.0.0' })
    const served = { pages: 0 }
    sdk.onListTools(server, () => page(served.pages++))
    const connection = await sdk.connect(server)
    open.push(connection)
    return { client: connection.client, served }
  }

  describe('loadMcpTools against a server whose pages never end', () => {
    it('stops after 100 pages of fresh cursors by default', HANG_GUARD, async () => {
      const { client, served } = await hostile((index) => ({
        tools: [tool(`t${index}`)],
        nextCursor: `cursor-${index}`,
      }))
      const error = await failure(sdk.loadMcpTools(client))
      expect(error.code).toBe('MCP_LISTING_TOO_MANY_PAGES')
      expect(error.cursor).toBe('cursor-99')
      expect(served.pages).toBe(100)
    })

    it('takes a lower or higher maxPages', HANG_GUARD, async () => {
      const endless = await hostile((index) => ({ tools: [], nextCursor: `c${index}` }))
      await failure(sdk.loadMcpTools(endless.client, { maxPages: 5 }))
      expect(endless.served.pages).toBe(5)
      const longPages = (index: number) => ({
        tools: [tool(`t${index}`)],
        ...(index < 149 ? { nextCursor: `c${index}` } : {}),
      })
      const long = await hostile(longPages)
      const { tools } = await sdk.loadMcpTools(long.client, { maxPages: 150 })
      expect(tools).toHaveLength(150)
      const unbounded = await sdk.loadMcpTools((await hostile(longPages)).client, {
        maxPages: Number.POSITIVE_INFINITY,
        timeoutMs: Number.POSITIVE_INFINITY,
      })
      expect(unbounded.tools).toHaveLength(150)
    })

    it('stops once the pages bring more than maxTools tools', HANG_GUARD, async () => {
      const { client, served } = await hostile((index) => ({
        tools: Array.from({ length: 1_000 }, (_, item) => tool(`t${index}-${item}`)),
        nextCursor: `c${index}`,
      }))
      const error = await failure(sdk.loadMcpTools(client))
      expect(error.code).toBe('MCP_LISTING_TOO_MANY_TOOLS')
      expect(served.pages).toBe(11)
      const small = await hostile(() => ({ tools: [tool('a'), tool('b'), tool('c')] }))
      expect((await failure(sdk.loadMcpTools(small.client, { maxTools: 2 }))).code).toBe(
        'MCP_LISTING_TOO_MANY_TOOLS',
      )
    })

    it('catches a cursor that comes back after others', HANG_GUARD, async () => {
      const cursors = ['a', 'b', 'c', 'b']
      const { client, served } = await hostile((index) => ({
        tools: [tool(`t${index}`)],
        nextCursor: cursors[index]!,
      }))
      const error = await failure(sdk.loadMcpTools(client))
      expect(error).toMatchObject({ code: 'MCP_LISTING_CURSOR_REPEATED', cursor: 'b' })
      expect(served.pages).toBe(4)
    })

    it('gives up on slow pages after timeoutMs in all', HANG_GUARD, async () => {
      const { client, served } = await hostile(async (index) => {
        await new Promise((resolve) => setTimeout(resolve, 50))
        return { tools: [tool(`t${index}`)], nextCursor: `c${index}` }
      })
      const error = await failure(sdk.loadMcpTools(client, { timeoutMs: 400, maxPages: 1_000 }))
      expect(error.code).toBe('MCP_LISTING_TIMEOUT')
      expect(served.pages).toBeLessThan(12)
    })

    it('gives up on a server that never answers after timeoutMs', HANG_GUARD, async () => {
      const { client } = await hostile(() => new Promise<never>(() => {}))
      const error = await failure(sdk.loadMcpTools(client, { timeoutMs: 200 }))
      expect(error.code).toBe('MCP_LISTING_TIMEOUT')
    })

    it('keeps a long cursor out of the message', HANG_GUARD, async () => {
      const cursor = 'x'.repeat(100_000)
      const { client } = await hostile(() => ({ tools: [], nextCursor: cursor }))
      const error = await failure(sdk.loadMcpTools(client))
      expect(error.message.length).toBeLessThan(300)
    })
  })

  describe('loadMcpTools against a server that sends huge cursors', () => {
    // Attacks the cursors kept to notice a repeat: fresh 300 KB cursors on every page would make
    // the client hold 30 MB by page 100 (400 MB with 4 MB cursors) before any limit applied.
    const huge = (index: number) => `${index}:`.padEnd(300_000, 'c')

    it('stops once the remembered cursors pass 1 MiB', HANG_GUARD, async () => {
      const { client, served } = await hostile((index) => ({
        tools: [tool(`t${index}`)],
        nextCursor: huge(index),
      }))
      const error = await failure(sdk.loadMcpTools(client))
      expect(error.code).toBe('MCP_LISTING_CURSORS_TOO_LARGE')
      expect(error.cursor).toBeUndefined()
      expect(error.message.length).toBeLessThan(300)
      expect(served.pages).toBe(4)
    })

    it(
      'counts cursor bytes in UTF-8, so multi-byte cursors cannot slip past',
      HANG_GUARD,
      async () => {
        const { client, served } = await hostile((index) => ({
          tools: [],
          nextCursor: `${index}`.padEnd(100_000, '😀'),
        }))
        const error = await failure(sdk.loadMcpTools(client, { maxCursorBytes: 500_000 }))
        expect(error.code).toBe('MCP_LISTING_CURSORS_TOO_LARGE')
        // About 200 KB of UTF-8 per cursor: the third one passes 500,000 bytes.
        expect(served.pages).toBe(3)
      },
    )

    it('takes a higher maxCursorBytes for a trusted server', HANG_GUARD, async () => {
      const { client, served } = await hostile((index) => ({
        tools: [tool(`t${index}`)],
        ...(index < 5 ? { nextCursor: huge(index) } : {}),
      }))
      const { tools } = await sdk.loadMcpTools(client, { maxCursorBytes: 4_000_000 })
      expect(tools).toHaveLength(6)
      expect(served.pages).toBe(6)
    })
  })
})

describe('loadMcpTools against a client that misbehaves itself', () => {
  // A client object stands in for the SDK's: what a wrapped or hostile transport could return.
  // loadMcpTools asks for pages with `request` (never `listTools`, which compiles output schemas).
  const fakeClient = (request: () => unknown) => ({ request }) as unknown as Client

  it(
    'refuses 130,000 tools on one page with MCP_LISTING_TOO_MANY_TOOLS, not a stack overflow',
    HANG_GUARD,
    async () => {
      const tools = Array.from({ length: 130_000 }, (_, index) => tool(`t${index}`))
      const error = await failure(loadMcpTools(fakeClient(async () => ({ tools }))))
      expect(error.code).toBe('MCP_LISTING_TOO_MANY_TOOLS')
    },
  )

  it(
    'reads a page’s length before copying: a Proxy claiming 2^32 − 1 tools is refused at once',
    HANG_GUARD,
    async () => {
      let reads = 0
      const tools = new Proxy([], {
        get(target, key) {
          if (key === 'length') return 2 ** 32 - 1
          if (typeof key === 'string' && /^\d+$/.test(key)) return tool(`t${reads++}`)
          return Reflect.get(target, key)
        },
      })
      const error = await failure(loadMcpTools(fakeClient(async () => ({ tools }))))
      expect(error.code).toBe('MCP_LISTING_TOO_MANY_TOOLS')
      expect(reads).toBe(0)
    },
  )

  it(
    'keeps its own timer: a client that ignores the timeout option still ends at timeoutMs',
    HANG_GUARD,
    async () => {
      const error = await failure(
        loadMcpTools(
          fakeClient(() => new Promise(() => {})),
          { timeoutMs: 200 },
        ),
      )
      expect(error.code).toBe('MCP_LISTING_TIMEOUT')
    },
  )
})

describe('loadMcpTools against a listing whose schema throws a secret', () => {
  it('repeats only a redacted excerpt of what the schema getter threw', HANG_GUARD, async () => {
    const listing = {
      name: 'a',
      get inputSchema(): never {
        throw new Error('secret=schemagetter')
      },
    }
    const client = { request: async () => ({ tools: [listing] }) } as unknown as Client
    const error = await loadMcpTools(client).then(
      () => undefined,
      (caught: Error) => caught,
    )
    expect(error).toMatchObject({ name: 'McpToolError', code: 'MCP_TOOL_SCHEMA_INVALID' })
    expect(error?.message).not.toContain('schemagetter')
    expect(error?.cause).toBeUndefined()
  })
})
