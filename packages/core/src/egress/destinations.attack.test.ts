// An attacker, or a careless tool, puts private text where a model, a UI or a client reads it:
// an exception message with a credential after a prefix, an approver's reason quoting a key,
// an invalid output full of the host's data, a request context keyed by session ids. Each case
// failed before every destination went through the egress gate.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from '../create-tool'
import { ToolError } from '../errors'
import { RequestContext } from '../request-context'
import { createToolCallRuntime } from '../runtime/runtime'
import { readAll, streamCall } from '../runtime/test-fixtures/streaming'
import { isToolFailure, isValidationError } from '../validation-error'

const CREDENTIAL = 'hunter2-swordfish-4417'

describe('attack: model messages', () => {
  it('a ToolError message with a credential after a prefix', async () => {
    const tool = createTool({
      id: 'lookup',
      description: 'd',
      execute: async () => {
        throw new ToolError(`Lookup failed: password: ${CREDENTIAL}`)
      },
    })
    const message = await tool.execute!({}).then(
      () => '',
      (error: Error) => error.message,
    )
    expect(message).toContain('Lookup failed')
    expect(message).not.toContain(CREDENTIAL)
  })

  it('an exposed exception with a cookie header in it', async () => {
    const tool = createTool({
      id: 'fetcher',
      description: 'd',
      exposeErrors: true,
      execute: async () => {
        throw new Error(`upstream 401 with Cookie: theme=dark; sid=${CREDENTIAL}`)
      },
    })
    const message = await tool.execute!({}).then(
      () => '',
      (error: Error) => error.message,
    )
    expect(message).toContain('upstream 401')
    expect(message).not.toContain(CREDENTIAL)
  })

  it("an approver's reason quoting a key reaches neither the model nor the UI", async () => {
    const tool = createTool({
      id: 'transfer',
      description: 'd',
      requireApproval: true,
      execute: async () => 'sent',
    })
    const runtime = createToolCallRuntime({ tools: [tool] })
    streamCall(runtime, 'call_1', 'transfer', '{}')
    await runtime.settle()
    const outcome = await runtime.decline('call_1', `risk check: x-api-key: ${CREDENTIAL}`)
    await runtime.close()
    const chunks = await readAll(runtime.display)
    expect(JSON.stringify(outcome)).toContain('risk check')
    expect(JSON.stringify(outcome)).not.toContain(CREDENTIAL)
    expect(JSON.stringify(chunks)).not.toContain(CREDENTIAL)
  })
})

describe('attack: request-context values in a decline reason', () => {
  it('a runtime decline quoting the context reaches neither the model nor the UI', async () => {
    const tool = createTool({
      id: 'transfer',
      description: 'd',
      requireApproval: true,
      execute: async () => 'sent',
    })
    const requestContext = new RequestContext<Record<string, unknown>>([
      ['customer', 'cus_88213xyz'],
      ['sessions', { sess_priv_77: 1 }],
    ] as never)
    const runtime = createToolCallRuntime({ tools: [tool], requestContext })
    streamCall(runtime, 'call_1', 'transfer', '{}')
    await runtime.settle()
    const outcome = await runtime.decline('call_1', 'cus_88213xyz said no (sess_priv_77)')
    await runtime.close()
    const shown = JSON.stringify([outcome, await readAll(runtime.display)])
    expect(shown).toContain('said no')
    expect(shown).not.toContain('cus_88213xyz')
    expect(shown).not.toContain('sess_priv_77')
  })

  it("an approver's reason in the pipeline quoting the context", async () => {
    const tool = createTool({
      id: 'transfer',
      description: 'd',
      requireApproval: true,
      execute: async () => 'sent',
    })
    const requestContext = new RequestContext([['customer', 'cus_88213xyz']] as never)
    const result = await tool.execute!(
      {},
      { requestContext, approve: () => ({ approved: false, reason: 'cus_88213xyz is blocked' }) },
    )
    expect(JSON.stringify(result)).toContain('is blocked')
    expect(JSON.stringify(result)).not.toContain('cus_88213xyz')
  })
})

describe('attack: invalid output never leaves', () => {
  const outputSchema = z.object({ email: z.string(), plan: z.enum(['free', 'pro']) })
  const leakyOutput = {
    email: 42,
    plan: 'customer 4417 owes 300 EUR',
    internalNote: 'flagged for fraud review by ann@corp.example',
  }

  it('the message names paths and messages, never the returned value', async () => {
    const tool = createTool({
      id: 'get-user',
      description: 'd',
      outputSchema,
      execute: async () => leakyOutput as never,
    })
    const result = await tool.execute!({})
    expect(isValidationError(result)).toBe(true)
    if (!isValidationError(result)) return
    expect(result.message).toContain('email')
    expect(result.message).toContain('plan')
    const shown = JSON.stringify(result)
    for (const needle of ['customer 4417', 'fraud review', 'ann@corp.example']) {
      expect(shown).not.toContain(needle)
    }
  })

  it('a library message quoting the value loses what it quotes', async () => {
    const quoting = {
      '~standard': {
        version: 1 as const,
        vendor: 'quoting',
        validate: (value: unknown) => ({
          issues: [{ message: `must be a user (was ${JSON.stringify(value)})`, path: [] }],
        }),
      },
    }
    const tool = createTool({
      id: 'get-user',
      description: 'd',
      outputSchema: quoting,
      execute: async () => leakyOutput as never,
    })
    const result = await tool.execute!({})
    expect(isToolFailure(result) && result.message).toContain('must be a user')
    expect(JSON.stringify(result)).not.toContain('fraud review')
  })
})

describe('attack: keys of an invalid output', () => {
  it('a record keyed by emails shows none of its keys, in paths or messages', async () => {
    const tool = createTool({
      id: 'scores',
      description: 'd',
      outputSchema: z.object({ m: z.record(z.string(), z.number()) }),
      execute: async () => ({ m: { 'bob@corp.example': 'x1' } }) as never,
    })
    const result = await tool.execute!({})
    expect(isValidationError(result)).toBe(true)
    expect(JSON.stringify(result)).toContain('m')
    expect(JSON.stringify(result)).not.toContain('bob@corp.example')
  })

  it('an unrecognized key of a strict object is not quoted', async () => {
    const tool = createTool({
      id: 'strict',
      description: 'd',
      outputSchema: z.strictObject({ ok: z.boolean() }),
      execute: async () => ({ ok: true, leaked_key_77: 1 }) as never,
    })
    const result = await tool.execute!({})
    expect(isValidationError(result)).toBe(true)
    expect(JSON.stringify(result)).not.toContain('leaked_key_77')
  })
})

describe('attack: request-context values in messages a tool shows', () => {
  it('a ToolError that quotes a request-context value', async () => {
    const tool = createTool({
      id: 'invoice',
      description: 'd',
      execute: async (_input, context) => {
        const customer = String(context.requestContext.get('customerId' as never))
        throw new ToolError(`No invoice for customer ${customer}`)
      },
    })
    const requestContext = new RequestContext([['customerId', 'cus_88213-private']] as never)
    const message = await tool.execute!({}, { requestContext }).then(
      () => '',
      (error: Error) => error.message,
    )
    expect(message).toContain('No invoice for customer')
    expect(message).not.toContain('cus_88213-private')
  })
})

describe('attack: keys of maps inside a request context', () => {
  const sessionId = 'sess_7c1e9a55b2'
  const tool = createTool({
    id: 'billing',
    description: 'd',
    requestContextSchema: z.object({
      tenant: z.string(),
      sessions: z.record(z.string(), z.object({ expiresAt: z.number() })),
    }),
    execute: async () => 'never',
  })

  it('a record keyed by session ids shows none of its keys', async () => {
    const requestContext = new RequestContext<Record<string, unknown>>([
      ['tenant', 'acme'],
      ['sessions', { [sessionId]: { expiresAt: 'tomorrow' } }],
    ] as never)
    const result = await tool.execute!({}, { requestContext })
    expect(isValidationError(result)).toBe(true)
    if (!isValidationError(result)) return
    // The top-level key is the host's own name, and is shown.
    expect(result.message).toContain('sessions')
    expect(JSON.stringify(result)).not.toContain(sessionId)
  })
})
