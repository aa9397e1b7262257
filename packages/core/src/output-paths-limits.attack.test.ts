// Paths of an invalid output or request context: keys past the length a path key is cut to, and
// values too many to scrub the message of, showed their keys in the paths before.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './create-tool'
import { RequestContext } from './request-context'
import { isValidationError } from './validation-error'

function returning(output: unknown, outputSchema: z.ZodType) {
  return createTool({
    id: 'leaky',
    description: 'Returns what it is given',
    inputSchema: z.object({}),
    outputSchema,
    execute: () => output as never,
  })
}

async function errorText(output: unknown, outputSchema: z.ZodType): Promise<string> {
  const result = await returning(output, outputSchema).execute({})
  expect(isValidationError(result)).toBe(true)
  return JSON.stringify(result)
}

describe('review2 faults: an invalid output key reaches the ValidationError', () => {
  it('a key longer than 1000 characters shows cut, not redacted', async () => {
    const key = `tok_${'S'.repeat(1200)}`
    const text = await errorText({ [key]: 1 }, z.record(z.string(), z.string()))
    expect(text).not.toContain('SSSSSSSSSSSSSSSSSSSS')
  })

  it('an output with more than 1000 private values (2000 texts) shows its keys in the paths', async () => {
    const output: Record<string, string> = {}
    for (let i = 0; i < 2100; i++) output[`user${i}@example.com`] = 'ok'
    output['ceo@secret-corp.example'] = 42 as never
    const text = await errorText(output, z.record(z.string(), z.string()))
    expect(text).not.toContain('ceo@secret-corp.example')
  })
})

describe('review2 faults: a nested request context key reaches the ValidationError', () => {
  const tool = createTool({
    id: 'ctx',
    description: 'Needs sessions',
    inputSchema: z.object({}),
    requestContextSchema: z.object({ sessions: z.record(z.string(), z.string()) }),
    execute: () => 'ran',
  })

  async function contextErrorText(sessions: Record<string, unknown>): Promise<string> {
    const result = await tool.execute({}, { requestContext: new RequestContext({ sessions }) })
    expect(isValidationError(result)).toBe(true)
    return JSON.stringify(result)
  }

  it('a key longer than 1000 characters shows cut, not redacted', async () => {
    const text = await contextErrorText({ [`sess_${'Q'.repeat(1100)}`]: 5 })
    expect(text).not.toContain('QQQQQQQQQQQQQQQQQQQQ')
  })

  it('a context with more than 1000 private values shows its nested keys in the paths', async () => {
    const sessions: Record<string, unknown> = {}
    for (let i = 0; i < 2100; i++) sessions[`sess${i}`] = 'ok'
    sessions.sess_private_ctx_key_5521 = 5
    const text = await contextErrorText(sessions)
    expect(text).not.toContain('sess_private_ctx_key_5521')
  })
})
