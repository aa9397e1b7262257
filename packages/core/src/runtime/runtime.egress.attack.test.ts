// A tool's error code and a model's tool name reach outcomes and UI chunks: a code built from
// a request-context value and a credential, and a 100 KB unknown name with a credential in it,
// used to arrive whole.
import { describe, expect, it } from 'vitest'
import { createTool } from '../create-tool'
import { ToolError } from '../errors'
import { RequestContext } from '../request-context'
import { createToolCallRuntime } from './runtime'
import { readAll, streamCall } from './test-fixtures/streaming'

describe('attack: codes and names in outcomes and UI chunks', () => {
  it("a ToolError's code built from a context value and a credential", async () => {
    const tool = createTool({
      id: 'invoice',
      description: 'd',
      execute: async (_input, context) => {
        const customer = String(context.requestContext.get('customer' as never))
        throw new ToolError('no invoice', {
          code: `E_${customer} password=hunter22${'x'.repeat(200)}`,
        })
      },
    })
    const requestContext = new RequestContext([['customer', 'cus_88213xyz']] as never)
    const runtime = createToolCallRuntime({ tools: [tool], requestContext })
    streamCall(runtime, 'call_1', 'invoice', '{}')
    const outcomes = await runtime.settle()
    await runtime.close()
    const shown = JSON.stringify([outcomes, await readAll(runtime.display)])
    expect(shown).toContain('no invoice')
    for (const secret of ['cus_88213xyz', 'hunter22', 'x'.repeat(64)]) {
      expect(shown).not.toContain(secret)
    }
  })

  it('a huge unknown tool name with a credential in it', async () => {
    const name = `missing_tool password=hunter22 ${'n'.repeat(100_000)}`
    const runtime = createToolCallRuntime({ tools: [] })
    streamCall(runtime, 'call_1', name, '{}')
    const outcomes = await runtime.settle()
    await runtime.close()
    const shown = JSON.stringify([outcomes, await readAll(runtime.display)])
    expect(shown).toContain('missing_tool')
    expect(shown).not.toContain('hunter22')
    expect(shown.length).toBeLessThan(5_000)
  })
})
