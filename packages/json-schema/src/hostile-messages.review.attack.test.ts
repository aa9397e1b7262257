import { createTool, createToolCallRuntime } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { fromJsonSchema } from './index.js'

// A schema from an MCP server is untrusted: its issue messages quote the schema (consts, enums,
// patterns, formats) and reach the model. They must pass the gate (secrets redacted, patterns
// quoted to 64 characters), and hostile values must stay within the documented limits.

const CREDENTIAL = 'Zk9f2q7WmX3pL8vB4nR6'

async function modelReads(schema: Record<string, unknown>, args: unknown): Promise<string> {
  const tool = createTool({
    id: 'remote',
    description: 'a loaded tool',
    inputSchema: fromJsonSchema(schema),
    execute: async () => 'ok',
  })
  const runtime = createToolCallRuntime({ tools: [tool] })
  runtime.push({ type: 'tool-input-start', toolCallId: 'c1', toolName: 'remote' })
  runtime.push({ type: 'tool-input-delta', toolCallId: 'c1', inputTextDelta: JSON.stringify(args) })
  runtime.push({ type: 'tool-input-end', toolCallId: 'c1' })
  const [outcome] = await runtime.settle()
  await runtime.close()
  expect(outcome?.status).toBe('failed')
  return outcome && 'modelOutput' in outcome ? JSON.stringify(outcome.modelOutput) : ''
}

describe('issue messages that quote a hostile schema', () => {
  it('a const, an enum and a default holding credentials are redacted', async () => {
    const text = await modelReads(
      {
        type: 'object',
        properties: {
          a: { const: `postgres://app:${CREDENTIAL}@db/prod` },
          b: { enum: [`Bearer ${CREDENTIAL}`, `sk_live_${CREDENTIAL}`] },
          c: { type: 'string', format: `password=${CREDENTIAL}` },
        },
        required: ['a', 'b'],
      },
      { a: 'x', b: 'y', c: 'z' },
    )
    expect(text).toContain('remote')
    expect(text).not.toContain(CREDENTIAL.slice(0, 8))
  })

  it('a long pattern is quoted to at most 64 characters, and a secret in it is not shown', async () => {
    const pattern = `^(?:token=${CREDENTIAL}|${'a'.repeat(500)})$`
    const text = await modelReads(
      { type: 'object', properties: { q: { type: 'string', pattern } } },
      { q: 'nope' },
    )
    expect(text).not.toContain('a'.repeat(65))
    expect(text).not.toContain(CREDENTIAL.slice(0, 8))
  })

  it('a catastrophic pattern on a long argument answers quickly', async () => {
    const started = Date.now()
    await modelReads(
      { type: 'object', properties: { q: { type: 'string', pattern: '^(a|a)*$' } } },
      { q: `${'a'.repeat(50_000)}b` },
    )
    expect(Date.now() - started).toBeLessThan(3_000)
  })

  it('a property name pattern over many keys stays within the step budget', async () => {
    const args: Record<string, number> = {}
    for (let index = 0; index < 20_000; index++) args[`k${index}`] = index
    const started = Date.now()
    await modelReads(
      {
        type: 'object',
        patternProperties: { '^(x+x+)+y$': { type: 'string' }, '^k': { type: 'string' } },
      },
      args,
    )
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})
