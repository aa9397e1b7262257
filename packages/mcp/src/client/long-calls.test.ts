import { type AnyTool, createTool } from '@polytool/core'
import { afterEach, describe, expect, it } from 'vitest'
import { McpRequestTimeoutError } from '../errors'
import { type Connected, type Generation, generations } from '../test-fixtures/generations'

let open: Connected[] = []
afterEach(async () => {
  await Promise.all(open.map((connection) => connection.close()))
  open = []
})

// A 90 s tool against the SDK's default 60 s request timeout, with a heartbeat every 10 s,
// all scaled down 100 times so the test is fast: the 90/60 relation is what counts.
const SCALE = 100
const TOOL_MS = 90_000 / SCALE
const CLIENT_TIMEOUT_MS = 60_000 / SCALE
const PROGRESS_EVERY_MS = 10_000 / SCALE

const ninetySecondTool = createTool({
  id: 'ninety-seconds',
  description: 'Answers after 90 (scaled) seconds',
  execute: (_input, context) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => resolve('done after 90 s'), TOOL_MS)
      context.abortSignal?.addEventListener('abort', () => {
        clearTimeout(timer)
        reject(context.abortSignal?.reason)
      })
    }),
})

// The same 90 s, after one report of its own at the start: the heartbeat must go on after it.
const reportsOnceTool = createTool({
  id: 'reports-once',
  description: 'Reports that it started, then answers after 90 (scaled) seconds',
  execute: (_input, context) => {
    context.mcp?.progress?.({ progress: 0, total: 1, message: 'started' })
    return ninetySecondTool.execute!(_input, context)
  },
})

// Both generations' timeouts reach the caller as one error, with MCP's code -32001 on both.
function expectTimeout(error: unknown) {
  expect(error).toBeInstanceOf(McpRequestTimeoutError)
  expect(error).toMatchObject({
    code: 'MCP_REQUEST_TIMEOUT',
    rpcCode: -32001,
    toolName: 'ninety-seconds',
  })
  expect((error as Error).message).toContain(`within ${CLIENT_TIMEOUT_MS} ms`)
}

describe.each(generations)('a 90 s call through a 60 s timeout on SDK $name', (sdk: Generation) => {
  async function load(
    serverProgressEveryMs: number | undefined,
    progress: boolean,
    tool: AnyTool = ninetySecondTool,
  ) {
    const server = sdk.createMcpServer({ name: 'slow', version: '1.0.0' }, [tool], {
      ...(serverProgressEveryMs === undefined ? {} : { progressEveryMs: serverProgressEveryMs }),
    })
    const connection = await sdk.connect(server)
    open.push(connection)
    const { tools } = await sdk.loadMcpTools(connection.client, {
      progress,
      requestOptions: { timeout: CLIENT_TIMEOUT_MS },
    })
    return tools[0]!
  }

  async function outcome(call: Promise<unknown>) {
    return call.then(
      (result) => ({ result }),
      (error: Error) => ({ error: error.cause }),
    )
  }

  it('completes when progress is on at both ends', async () => {
    const tool = await load(PROGRESS_EVERY_MS, true)
    const { result } = (await outcome(tool.execute!({}))) as { result: { content: unknown } }
    expect(result.content).toEqual([{ type: 'text', text: 'done after 90 s' }])
  })

  it('completes when the tool reports once at the start, then works on for 90 s', async () => {
    const tool = await load(PROGRESS_EVERY_MS, true, reportsOnceTool)
    const { result } = (await outcome(tool.execute!({}))) as { result: { content: unknown } }
    expect(result.content).toEqual([{ type: 'text', text: 'done after 90 s' }])
  })

  it('times out when the client does not ask for progress', async () => {
    const tool = await load(PROGRESS_EVERY_MS, false)
    const { error } = (await outcome(tool.execute!({}))) as { error: unknown }
    expectTimeout(error)
  })

  it('times out when the server sends no heartbeat', async () => {
    const tool = await load(undefined, true)
    const { error } = (await outcome(tool.execute!({}))) as { error: unknown }
    expectTimeout(error)
  })
})
