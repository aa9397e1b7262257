// An attacker (or a careless host) puts private values where a model or a remote client reads
// the text: a request context that fails its schema, an exception from `execute`, a throwing
// getter. None of it may reach a model-facing message; the host's observer gets the detail.
import { type } from 'arktype'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createTool } from './create-tool'
import { ToolError, ToolExecutionError } from './errors'
import type { ToolObserver } from './observe'
import { RequestContext } from './request-context'
import { createToolCallRuntime } from './runtime/runtime'
import { streamCall } from './runtime/test-fixtures/streaming'
import type { AnySchema } from './tool'
import { isValidationError } from './validation-error'

const PRIVATE = {
  DATABASE_URL: 'postgres://u:pw@db/x',
  email: 'alice.private@gmail.com',
  sessionId: 'sess_9f8e7d6c5b4a',
  authorization: 'Bearer abcdef123456',
}
const NEEDLES = ['u:pw', 'pw@db', 'alice.private', 'gmail.com', 'sess_9f8e7d6c5b4a', 'abcdef123456']

// Each field fails, and the whole object fails a check of its own, so that libraries that
// quote the received value (Valibot) or the parent object (ArkType) do so.
const contextSchemas: Record<string, AnySchema> = {
  zod: z
    .object({
      DATABASE_URL: z.string().startsWith('mysql://'),
      email: z.email().endsWith('@corp.example'),
      sessionId: z.uuid(),
      authorization: z.string().max(5),
    })
    .refine(() => false, 'must be valid'),
  valibot: v.pipe(
    v.object({
      DATABASE_URL: v.pipe(v.string(), v.startsWith('mysql://')),
      email: v.pipe(v.string(), v.email(), v.endsWith('@corp.example')),
      sessionId: v.pipe(v.string(), v.uuid()),
      authorization: v.pipe(v.string(), v.maxLength(5)),
    }),
    v.check(
      () => false,
      (issue) => `must be valid, received ${JSON.stringify(issue.input)}`,
    ),
  ),
  arktype: type({
    DATABASE_URL: /^mysql:\/\//,
    email: /@corp\.example$/,
    sessionId: 'string.uuid',
    authorization: 'string <= 5',
  }).narrow((_, ctx) => ctx.mustBe('valid')),
}

function privateContext(): RequestContext {
  return new RequestContext<Record<string, unknown>>(Object.entries(PRIVATE) as never)
}

function expectNoNeedle(text: string): void {
  for (const needle of NEEDLES) expect(text).not.toContain(needle)
}

describe('a request context that fails its schema', () => {
  for (const [library, schema] of Object.entries(contextSchemas)) {
    const tool = createTool({
      id: 'billing',
      description: 'Reads the bill',
      requestContextSchema: schema,
      execute: async () => 'never',
    })

    it(`${library}: shows paths and messages, no value, and gives the observer the redacted detail`, async () => {
      const log = vi.fn()
      const result = await tool.execute!(
        {},
        { requestContext: privateContext(), observer: { log } },
      )
      expect(isValidationError(result)).toBe(true)
      if (!isValidationError(result)) return
      expect(result.code).toBe('TOOL_REQUEST_CONTEXT_INVALID')
      expectNoNeedle(result.message)
      expectNoNeedle(JSON.stringify(result.validationErrors))
      expectNoNeedle(JSON.stringify(result.issues))
      expect(result.message).not.toContain('Provided request context')
      // The library did report the fields: the paths are there to fix the context.
      const paths = result.issues.map((issue) => issue.path.join('.'))
      expect(paths).toEqual(expect.arrayContaining(['DATABASE_URL', 'sessionId']))

      expect(log).toHaveBeenCalledTimes(1)
      const [level, , data] = log.mock.calls[0]!
      expect(level).toBe('warn')
      expect(data).toMatchObject({ toolId: 'billing', code: 'TOOL_REQUEST_CONTEXT_INVALID' })
      expect(data.issues.length).toBe(result.issues.length)
      // Redacted: credentials, bearer values, secret-named keys are hidden from the observer too.
      const detail = JSON.stringify(data)
      for (const secret of ['u:pw', 'abcdef123456', 'sess_9f8e7d6c5b4a']) {
        expect(detail).not.toContain(secret)
      }
    })

    it(`${library}: the runtime sends the model none of the values`, async () => {
      const log = vi.fn()
      const runtime = createToolCallRuntime({
        tools: [tool],
        requestContext: privateContext(),
        observer: { log },
      })
      streamCall(runtime, 'call_1', 'billing', '{}')
      const [outcome] = await runtime.settle()
      expect(outcome).toMatchObject({
        status: 'failed',
        error: { code: 'TOOL_REQUEST_CONTEXT_INVALID' },
      })
      expectNoNeedle(JSON.stringify(outcome))
      expect(log).toHaveBeenCalledWith('warn', expect.any(String), expect.any(Object))
    })
  }

  it('scrubs a value that a library quotes under an innocent key', async () => {
    const quoting = {
      '~standard': {
        version: 1 as const,
        vendor: 'attacker',
        validate: (value: unknown) => ({
          issues: [
            { message: `bad ${JSON.stringify(value)} and ${PRIVATE.email} again`, path: ['note'] },
          ],
        }),
      },
    }
    const tool = createTool({
      id: 'quoting',
      description: 'd',
      requestContextSchema: quoting,
      execute: async () => 'never',
    })
    const requestContext = new RequestContext({ note: 'call me at +33 6 12 34 56 78', ...PRIVATE })
    const result = await tool.execute!({}, { requestContext })
    expect(isValidationError(result)).toBe(true)
    const text = JSON.stringify(result)
    expectNoNeedle(text)
    expect(text).not.toContain('+33 6 12 34 56 78')
  })

  it('never prints a request context through toString, JSON or inspect', async () => {
    // Imported by a computed name: core's types are platform-neutral, the tests run on Node.
    const nodeUtil = 'node:util'
    const { inspect } = (await import(nodeUtil)) as { inspect: (value: unknown) => string }
    const context = privateContext()
    for (const text of [String(context), JSON.stringify(context), inspect(context), `${context}`]) {
      expectNoNeedle(text)
      expect(text).toContain('DATABASE_URL')
    }
  })
})

describe('an exception thrown by execute', () => {
  const leaky = (error: unknown, exposeErrors?: boolean) =>
    createTool({
      id: 'leaky',
      description: 'Connects to the database',
      inputSchema: z.object({ city: z.string() }),
      ...(exposeErrors === undefined ? {} : { exposeErrors }),
      execute: async () => {
        throw error
      },
    })

  it('rejects tool.execute with a generic message, keeping the original as cause', async () => {
    const cause = new Error('connect postgres://u:pw@db failed')
    const error = await leaky(cause).execute!({ city: 'Lima' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ToolExecutionError)
    expect((error as Error).message).toBe(
      'Tool leaky failed with an internal error; the details stay on the server.',
    )
    expect((error as Error).cause).toBe(cause)
  })

  it('reaches the model under the runtime as the generic message; the observer gets the error', async () => {
    const cause = new Error('connect postgres://u:pw@db failed')
    const log = vi.fn()
    const observer: ToolObserver = { log }
    const runtime = createToolCallRuntime({ tools: [leaky(cause)], observer })
    streamCall(runtime, 'call_1', 'leaky', '{"city":"Lima"}')
    const [outcome] = await runtime.settle()
    expect(outcome).toMatchObject({
      status: 'failed',
      error: {
        code: 'TOOL_EXECUTION_FAILED',
        message: 'Tool leaky failed with an internal error; the details stay on the server.',
      },
      modelOutput: {
        type: 'error-text',
        value: 'Tool leaky failed with an internal error; the details stay on the server.',
      },
    })
    expectNoNeedle(JSON.stringify(outcome))
    expect(log).toHaveBeenCalledWith(
      'error',
      expect.stringContaining('leaky'),
      expect.objectContaining({ toolCallId: 'call_1', error: cause }),
    )
  })

  it('shows a ToolError to the model, with its code', async () => {
    const runtime = createToolCallRuntime({
      tools: [leaky(new ToolError('City not found', { code: 'CITY_NOT_FOUND' }))],
      observer: { log: () => {} },
    })
    streamCall(runtime, 'call_1', 'leaky', '{"city":"Atlantis"}')
    const [outcome] = await runtime.settle()
    expect(outcome).toMatchObject({
      status: 'failed',
      error: { code: 'CITY_NOT_FOUND', message: 'Tool leaky failed: City not found' },
      modelOutput: { type: 'error-text', value: 'Tool leaky failed: City not found' },
    })
  })

  it('with exposeErrors shows the message, still redacted and short', async () => {
    const cause = new Error(`connect postgres://u:pw@db failed ${'x'.repeat(100_000)}`)
    const error = (await leaky(cause, true).execute!({ city: 'Lima' }).catch(
      (e: unknown) => e,
    )) as Error
    expect(error.message).toContain('Tool leaky failed: connect postgres://[redacted]@db failed')
    expect(error.message.length).toBeLessThan(600)
  })

  it('scrubs request context values that a ToolError or an exposed message quotes', async () => {
    const quoting = createTool({
      id: 'quoting',
      description: 'Quotes its context in its errors',
      execute: async (_input, { requestContext }) => {
        throw new ToolError(`No orders for ${String(requestContext.get('email'))}`)
      },
    })
    const requestContext = new RequestContext({ email: PRIVATE.email, tenant: 'acme' })
    const error = (await quoting.execute!({}, { requestContext }).catch((e: unknown) => e)) as Error
    expect(error.message).toBe('Tool quoting failed: No orders for [redacted]')
  })

  it('withholds an exposed message when the request context is too large to scrub', async () => {
    const values = Object.fromEntries(
      Array.from({ length: 2_100 }, (_, index) => [`k${index}`, `value-${index}`]),
    )
    const requestContext = new RequestContext(values)
    const error = (await leaky(new ToolError('City value-7 not found')).execute!(
      { city: 'Lima' },
      { requestContext },
    ).catch((e: unknown) => e)) as ToolExecutionError
    expect(error.message).toBe(
      'Tool leaky failed with an internal error; the details stay on the server.',
    )
    expect(error.exposed).toBe(false)
  })

  it('never throws while describing a hostile exception', async () => {
    const hostile = new Proxy(
      {},
      {
        getPrototypeOf: () => {
          throw new Error('trap password=hunter2')
        },
        get: () => {
          throw new Error('trap password=hunter2')
        },
      },
    )
    const error = (await leaky(hostile, true).execute!({ city: 'Lima' }).catch(
      (e: unknown) => e,
    )) as Error
    expect(error).toBeInstanceOf(ToolExecutionError)
    expect(error.message).toBe('Tool leaky failed: unknown error')
  })
})

describe('model-controlled or tool-made text quoted in a failure', () => {
  it('quotes an unknown tool name short and redacted', async () => {
    const runtime = createToolCallRuntime({ tools: [] })
    const name = `sk-proj-abcdefghijklmnop1234 ${'n'.repeat(1_000_000)}`
    streamCall(runtime, 'call_1', name, '{}', 100_000)
    const [outcome] = await runtime.settle()
    expect(outcome).toMatchObject({ status: 'failed', error: { code: 'TOOL_NOT_FOUND' } })
    const text = JSON.stringify((outcome as { error: unknown }).error)
    expect(text.length).toBeLessThan(400)
    expect(text).not.toContain('abcdefghijklmnop1234')
  })

  it('quotes an output getter that throws short and redacted', async () => {
    const { modelOutputFor } = await import('./model-output-for')
    const tool = createTool({ id: 'out', description: 'd', execute: async () => 'x' })
    const output = {
      get user(): string {
        throw new Error(`lookup failed: password=hunter2 ${'z'.repeat(100_000)}`)
      },
    }
    const shown = await modelOutputFor(tool, output)
    expect(shown.type).toBe('error-text')
    expect(String(shown.value)).not.toContain('hunter2')
    expect(String(shown.value).length).toBeLessThan(400)
  })
})

describe('a throwing getter in the input', () => {
  it('becomes a short issue that quotes nothing of what was thrown', async () => {
    const tool = createTool({
      id: 'getter',
      description: 'd',
      inputSchema: z.object({ city: z.string() }),
      execute: async () => 'never',
    })
    const input = {
      get city(): string {
        throw new Error(`db down: password=hunter2 token ${'y'.repeat(100_000)}`)
      },
    }
    const result = await tool.execute!(input)
    expect(isValidationError(result)).toBe(true)
    if (!isValidationError(result)) return
    expect(result.message).not.toContain('hunter2')
    expect(result.message.length).toBeLessThan(1000)
    expect(result.issues[0]!.message).toBe(
      'The value could not be validated: the validator threw while reading it',
    )
    expect(JSON.stringify(result)).not.toContain('db down')
  })

  it('a proxy that throws on every trap, and an error without a prototype, still give an issue', async () => {
    const tool = createTool({
      id: 'proxy',
      description: 'd',
      inputSchema: z.object({ city: z.string() }),
      execute: async () => 'never',
    })
    const thrown = Object.create(null) as object
    const input = new Proxy(
      {},
      {
        get: () => {
          throw thrown
        },
        ownKeys: () => {
          throw thrown
        },
        getOwnPropertyDescriptor: () => {
          throw thrown
        },
      },
    )
    const result = await tool.execute!(input as never)
    expect(result).toMatchObject({ error: true, code: 'TOOL_INPUT_INVALID' })
  })
})
