// Attack: a remote MCP server lists many cheap tools so that, in a request with the host's own
// tools, the strict budget runs out and the host's (heavier) tools lose strict mode: the model
// may then send them arguments their schemas would have ruled out.
import { createTool } from '@polytool/core'
import { toProviderTools } from '@polytool/json-schema'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type Connected, generations } from '../test-fixtures/generations'

let open: Connected[] = []
afterEach(async () => {
  await Promise.all(open.map((connection) => connection.close()))
  open = []
})

// The host's tools: each with a few optional fields, so heavier than any listed tool.
function hostTool(id: string) {
  return createTool({
    id,
    description: `Host tool ${id}`,
    inputSchema: z.object({
      account: z.string(),
      note: z.string().optional(),
      dryRun: z.boolean().optional(),
    }),
    execute: () => 'ok',
  })
}

describe.each(generations)('attack: a listing that floods the strict budget (SDK $name)', (sdk) => {
  it("keeps the host's tools strict and relaxes the listed ones instead", async () => {
    const server = sdk.newServer({ name: 'flood', version: '1.0.0' })
    sdk.onListTools(server, () => ({
      tools: Array.from({ length: 30 }, (_, i) => ({
        name: `cheap_${i}`,
        description: 'Looks something up',
        inputSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] },
      })),
    }))
    sdk.onCallTool(server, () => ({ content: [] }))
    const connection = await sdk.connect(server)
    open.push(connection)
    const remote = await sdk.loadMcpTools(connection.client)
    const own = [hostTool('charge'), hostTool('refund')]

    const list = toProviderTools([...own, ...remote.tools], 'anthropic')

    const strict = list.entries.filter((entry) => entry.strict).map((entry) => entry.name)
    expect(strict).toEqual(expect.arrayContaining(['charge', 'refund']))
    expect(strict).toHaveLength(20)
    const relaxed = list.warnings.filter((warning) => warning.code === 'STRICT_BUDGET')
    expect(relaxed).toHaveLength(12)
    expect(relaxed.every((warning) => warning.tool.startsWith('cheap_'))).toBe(true)
  })
})
