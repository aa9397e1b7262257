import { afterEach, describe, expect, it } from 'vitest'
import { McpToolError } from '../errors'
import { type Connected, type Generation, generations } from '../test-fixtures/generations'

let open: Connected[] = []
afterEach(async () => {
  await Promise.all(open.map((connection) => connection.close()))
  open = []
})

// A server that lists one tool for each task support, and counts the plain calls it receives.
async function taskServer(sdk: Generation) {
  const server = sdk.newServer({ name: 'tasks', version: '1.0.0' })
  const calls: string[] = []
  const listing = (name: string, taskSupport?: string) => ({
    name,
    inputSchema: { type: 'object' },
    ...(taskSupport === undefined ? {} : { execution: { taskSupport } }),
  })
  sdk.onListTools(server, () => ({
    tools: [
      listing('export-report', 'required'),
      listing('summarize', 'optional'),
      listing('lookup'),
    ],
  }))
  sdk.onCallTool(server, ({ name }) => {
    calls.push(name)
    return { content: [{ type: 'text', text: `ran ${name}` }] }
  })
  const connection = await sdk.connect(server)
  open.push(connection)
  const { tools } = await sdk.loadMcpTools(connection.client)
  const byId = (id: string) => tools.find((tool) => tool.id === id)!
  return { calls, byId }
}

describe.each(generations)('a tool that must run as a task, on SDK $name', (sdk) => {
  it("refuses to call a tool listed with taskSupport 'required' with a typed error, sending nothing", async () => {
    const { calls, byId } = await taskServer(sdk)
    const error = await byId('export-report').execute!({}).then(
      () => undefined,
      (thrown: Error) => thrown.cause,
    )
    expect(error).toBeInstanceOf(McpToolError)
    expect(error).toMatchObject({ code: 'MCP_TOOL_TASK_REQUIRED', toolId: 'export-report' })
    expect(calls).toEqual([])
  })

  it("calls tools whose task support is 'optional' or not given as plain calls", async () => {
    const { calls, byId } = await taskServer(sdk)
    await expect(byId('summarize').execute!({})).resolves.toMatchObject({
      content: [{ type: 'text', text: 'ran summarize' }],
    })
    await expect(byId('lookup').execute!({})).resolves.toMatchObject({
      content: [{ type: 'text', text: 'ran lookup' }],
    })
    expect(calls).toEqual(['summarize', 'lookup'])
  })
})
