import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createTool } from './create-tool'

// The result type of a tool leaves out ToolCallDeclined when the definition cannot ask for
// approval (tool-result.test-d.ts): these tests hold the runtime to that promise.
describe('a tool that cannot ask for approval', () => {
  const declineAll = () => vi.fn(() => ({ approved: false, reason: 'declines everything' }))
  const definition = {
    id: 'weather',
    description: 'd',
    inputSchema: z.object({ location: z.string() }),
    execute: async ({ location }: { location: string }) => `sunny in ${location}`,
  }

  it('runs without requireApproval, whatever the approval gate would answer', async () => {
    const approve = declineAll()
    const tool = createTool(definition)
    expect(await tool.execute({ location: 'Paris' }, { approve })).toBe('sunny in Paris')
    expect(approve).not.toHaveBeenCalled()
  })

  it('runs with requireApproval: false, whatever the approval gate would answer', async () => {
    const approve = declineAll()
    const tool = createTool({ ...definition, requireApproval: false })
    expect(await tool.execute({ location: 'Paris' }, { approve })).toBe('sunny in Paris')
    expect(approve).not.toHaveBeenCalled()
  })

  it('is declined by the gate once it requires approval', async () => {
    const approve = declineAll()
    const tool = createTool({ ...definition, requireApproval: true })
    expect(await tool.execute({ location: 'Paris' }, { approve })).toMatchObject({
      code: 'TOOL_CALL_DECLINED',
    })
    expect(approve).toHaveBeenCalledOnce()
  })
})
