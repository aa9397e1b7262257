import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { needsApprovalForInput } from './approval-for-input'
import { createTool } from './create-tool'
import { RequestContext } from './request-context'

const refund = createTool({
  id: 'refund',
  description: 'Refunds an order',
  inputSchema: z.object({ amount: z.number() }),
  requireApproval: (input, { requestContext }) =>
    input.amount > 100 || requestContext.get('role') !== 'admin',
  execute: async (input) => ({ refunded: input.amount }),
})

const admin = () => new RequestContext([['role', 'admin']])

describe('needsApprovalForInput', () => {
  it('asks the rule with the validated input and the request context', async () => {
    expect(await needsApprovalForInput(refund, { amount: 500 }, admin)).toBe(true)
    expect(await needsApprovalForInput(refund, { amount: 5 }, admin)).toBe(false)
    expect(await needsApprovalForInput(refund, { amount: 5 }, () => new RequestContext())).toBe(
      true,
    )
  })

  it('needs no approval for input the pipeline refuses, and resolves no context for it', async () => {
    let asked = 0
    const context = () => {
      asked++
      return admin()
    }
    expect(await needsApprovalForInput(refund, { amount: 'lots' }, context)).toBe(false)
    expect(await needsApprovalForInput(refund, [], context)).toBe(false)
    expect(asked).toBe(0)
  })

  it('fails closed when the rule throws', async () => {
    const throwing = createTool({
      id: 'throwing',
      description: 'Its rule throws',
      requireApproval: () => {
        throw new Error('rule broke')
      },
      execute: async () => 'ran',
    })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(await needsApprovalForInput(throwing, {}, admin)).toBe(true)
      expect(logged).toHaveBeenCalledOnce()
    } finally {
      logged.mockRestore()
    }
  })
})
