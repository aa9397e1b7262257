// Short private values were scrubbed inside other words: `{ pin: 'in' }` turned `Invalid input`
// into `Invalid [redacted]put`, which garbles the message and shows where the value was.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from '../create-tool'
import { RequestContext } from '../request-context'
import { isValidationError } from '../validation-error'

async function messageOf(result: unknown): Promise<string> {
  expect(isValidationError(result)).toBe(true)
  return isValidationError(result) ? result.message : ''
}

describe('attack: short private values inside words', () => {
  it('a request-context value of two letters', async () => {
    const tool = createTool({
      id: 't',
      description: 'd',
      requestContextSchema: z.object({ pin: z.number() }),
      execute: async () => 1,
    })
    const requestContext = new RequestContext([['pin', 'in']] as never)
    const message = await messageOf(await tool.execute!({}, { requestContext }))
    expect(message).toContain('Invalid input')
    expect(message).not.toContain('[redacted]put')
  })

  it('an input value under a secret key', async () => {
    const tool = createTool({
      id: 't',
      description: 'd',
      inputSchema: z.object({ pin: z.number() }),
      execute: async () => 1,
    })
    const message = await messageOf(await tool.execute!({ pin: 'in' } as never))
    expect(message).toContain('Invalid input')
    expect(message).not.toContain('[redacted]put')
  })

  it('an output value under a secret key', async () => {
    const tool = createTool({
      id: 't',
      description: 'd',
      outputSchema: z.object({ pin: z.number() }),
      execute: async () => ({ pin: 'in' }) as never,
    })
    const message = await messageOf(await tool.execute!({}))
    expect(message).toContain('Invalid input')
    expect(message).not.toContain('[redacted]put')
  })

  it('still hides a short value that stands alone', async () => {
    const tool = createTool({
      id: 't',
      description: 'd',
      requestContextSchema: z.object({
        pin: z.string().refine(() => false, { error: (issue) => `pin was:${issue.input}.` }),
      }),
      execute: async () => 1,
    })
    const requestContext = new RequestContext([['pin', '123']] as never)
    const message = await messageOf(await tool.execute!({}, { requestContext }))
    expect(message).not.toContain('123')
  })
})
