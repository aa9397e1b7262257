import type { StandardSchemaV1 } from '@standard-schema/spec'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createTool } from './create-tool'
import { ToolAbortedError, ToolError, ToolExecutionError } from './errors'
import { modelOutputFor } from './model-output-for'
import type { ToolObserver } from './observe'
import { libraries } from './test-fixtures'
import { isValidationError, type ValidationError } from './validation-error'

/** A Standard Schema that only validates (no JSON Schema), asynchronously. */
function asyncPositiveNumber(): StandardSchemaV1<number, number> {
  return {
    '~standard': {
      version: 1,
      vendor: 'handmade',
      validate: async (value) => {
        await new Promise((resolve) => setTimeout(resolve, 1))
        return typeof value === 'number' && value > 0
          ? { value }
          : { issues: [{ message: 'Expected a positive number', path: [] }] }
      },
    },
  }
}

function expectValidationError(result: unknown): ValidationError {
  expect(isValidationError(result)).toBe(true)
  return result as ValidationError
}

for (const [library, s] of Object.entries(libraries)) {
  describe(`bad input with ${library}`, () => {
    const execute = vi.fn(async ({ location }: { location: string }) => ({
      location,
      temperatureCelsius: 21,
      conditions: 'sunny',
    }))
    const weatherTool = createTool({
      id: 'weather-tool',
      description: 'Weather',
      inputSchema: s.weatherInput,
      outputSchema: s.weatherOutput,
      execute,
    })

    it.each([
      ['a string', 'Paris'],
      ['a number', 42],
      ['an array', [{ location: 'Paris' }]],
      ['null', null],
      ['undefined', undefined],
    ])('answers %s with a ValidationError and never calls execute', async (_name, input) => {
      execute.mockClear()
      const error = expectValidationError(await weatherTool.execute!(input as never))
      expect(error.code).toBe('TOOL_INPUT_INVALID')
      expect(error.message).toContain('weather-tool')
      expect(error.issues.length).toBeGreaterThan(0)
      expect(execute).not.toHaveBeenCalled()
    })

    it('reports wrong types at depth with items[0].tags style paths', async () => {
      const orderTool = createTool({
        id: 'place-order',
        description: 'Places an order',
        inputSchema: s.orderInput,
        execute: async () => 'ok',
      })
      const error = expectValidationError(
        await orderTool.execute!({
          items: [
            { sku: 'a', tags: 'red' },
            { sku: 7, tags: [] },
          ],
        } as never),
      )
      expect(error.issues.map((issue) => issue.path)).toEqual([
        ['items', 0, 'tags'],
        ['items', 1, 'sku'],
      ])
      expect(error.message).toMatch(/\n- items\[0\]\.tags: .+\n- items\[1\]\.sku: .+/)
      expect(error.validationErrors).toMatchObject({
        items: {
          0: { tags: { _errors: [expect.any(String)] } },
          1: { sku: { _errors: [expect.any(String)] } },
        },
      })
    })

    it('keeps __proto__ and constructor keys as data, without prototype pollution', async () => {
      const recordTool = createTool({
        id: 'echo-record',
        description: 'Echoes a record',
        inputSchema: s.anyRecord,
        execute: async (input) => input,
      })
      const input = JSON.parse(
        '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"ok":1}',
      )
      const result = await recordTool.execute!(input)
      expect(({} as { polluted?: boolean }).polluted).toBeUndefined()
      expect(Object.prototype).not.toHaveProperty('polluted')
      expect(result).toHaveProperty('ok', 1)

      const strictTool = createTool({
        id: 'weather-tool',
        description: 'Weather',
        inputSchema: s.weatherInput,
        execute: async () => 'ok',
      })
      const error = expectValidationError(
        await strictTool.execute!(JSON.parse('{"__proto__":{"location":"x"}}')),
      )
      expect(error.issues[0]?.path).toEqual(['location'])
      expect(({} as { location?: string }).location).toBeUndefined()
    })

    it('rejects a 10,000-level nested array with a clear error, no crash', async () => {
      let deep: unknown = []
      for (let i = 0; i < 10_000; i++) deep = [deep]
      const treeTool = createTool({
        id: 'tree',
        description: 'Walks a tree',
        inputSchema: s.treeInput,
        execute: async () => 'ok',
      })
      const error = expectValidationError(await treeTool.execute!({ children: deep } as never))
      expect(error.message).toContain('Tool input validation failed for tree')
      expect(error.message.length).toBeLessThan(5_000)
    })

    it('turns a throwing getter in the output into a ValidationError', async () => {
      const getterTool = createTool({
        id: 'getter',
        description: 'Returns a getter that throws',
        outputSchema: s.weatherOutput,
        execute: async () =>
          ({
            location: 'Paris',
            temperatureCelsius: 21,
            get conditions(): string {
              throw new Error('sensor offline')
            },
          }) as never,
      })
      const error = expectValidationError(await getterTool.execute!({}))
      expect(error.code).toBe('TOOL_OUTPUT_INVALID')
      // The output stays on the host: the message quotes none of it.
      expect(error.message).not.toContain('Paris')
    })

    it('handles a cyclic output: a ValidationError, or valid output the model gets an error for', async () => {
      const cyclic: { children: unknown[] } = { children: [] }
      cyclic.children.push(cyclic)
      const cyclicTool = createTool({
        id: 'cyclic',
        description: 'Returns a cycle',
        outputSchema: s.treeInput,
        execute: async () => cyclic as never,
      })
      const result = await cyclicTool.execute!({})
      if (isValidationError(result)) {
        // Valibot recurses without end: the overflow is reported, not thrown.
        expect(result.code).toBe('TOOL_OUTPUT_INVALID')
        expect(result.message).toContain('too deeply nested')
      } else {
        // Zod and ArkType accept cyclic data by design.
        expect(result).toHaveProperty('children')
      }
      expect(await modelOutputFor(cyclicTool, result)).toEqual({
        type: 'error-text',
        value: expect.stringMatching(
          isValidationError(result)
            ? /^Tool output validation failed for cyclic\. .*withheld/
            : /^Tool cyclic returned output that cannot be sent as JSON; the details stay on the server\.$/,
        ),
      })
    })
  })
}

describe('the execute pipeline', () => {
  it('awaits async validators and runs a schema that only validates', async () => {
    const tool = createTool({
      id: 'double',
      description: 'Doubles a positive number',
      inputSchema: asyncPositiveNumber(),
      outputSchema: asyncPositiveNumber(),
      execute: async (n) => n * 2,
    })
    expect(await tool.execute!(21)).toBe(42)
    const error = expectValidationError(await tool.execute!(-1))
    expect(error.message).toContain('- (root): Expected a positive number')
  })

  it('reports a validator that throws as a ValidationError', async () => {
    const broken: StandardSchemaV1 = {
      '~standard': {
        version: 1,
        vendor: 'broken',
        validate: () => {
          throw new Error('validator bug')
        },
      },
    }
    const tool = createTool({ id: 'b', description: 'd', inputSchema: broken, execute: () => 1 })
    const { message } = expectValidationError(await tool.execute!({}))
    expect(message).toContain('the validator threw')
    expect(message).not.toContain('validator bug')
  })

  it('uses the validated (transformed) input and output values', async () => {
    const tool = createTool({
      id: 'trim',
      description: 'Trims',
      inputSchema: z.object({ text: z.string().trim() }),
      outputSchema: z.object({ length: z.number().transform(String) }),
      execute: async ({ text }) => ({ length: text.length }),
    })
    expect(await tool.execute!({ text: '  hi  ' })).toEqual({ length: '2' })
  })

  it('wraps an exception from execute in ToolExecutionError with the tool id and cause', async () => {
    const cause = new Error('upstream 503')
    const tool = createTool({
      id: 'flaky',
      description: 'Fails',
      execute: async () => {
        throw cause
      },
    })
    const error = await tool.execute!({}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ToolExecutionError)
    expect(error).toMatchObject({
      name: 'ToolExecutionError',
      code: 'TOOL_EXECUTION_FAILED',
      toolId: 'flaky',
      cause,
    })
    expect((error as Error).message).toBe(
      'Tool flaky failed with an internal error; the details stay on the server.',
    )
  })

  it('repeats the message of a ToolError, and of any exception with exposeErrors', async () => {
    const thrower = (error: Error, exposeErrors?: boolean) =>
      createTool({
        id: 'flaky',
        description: 'Fails',
        ...(exposeErrors === undefined ? {} : { exposeErrors }),
        execute: async () => {
          throw error
        },
      })
    const toolError = new ToolError('City not found', { code: 'CITY_NOT_FOUND' })
    await expect(thrower(toolError).execute!({})).rejects.toMatchObject({
      message: 'Tool flaky failed: City not found',
      exposed: true,
      cause: toolError,
    })
    await expect(thrower(new Error('upstream 503'), true).execute!({})).rejects.toMatchObject({
      message: 'Tool flaky failed: upstream 503',
      exposed: true,
    })
  })

  it('wraps a synchronous throw from execute too', async () => {
    const tool = createTool({
      id: 'sync-throw',
      description: 'Fails at once',
      execute: () => {
        throw new TypeError('bad')
      },
    })
    await expect(tool.execute!({})).rejects.toBeInstanceOf(ToolExecutionError)
  })

  it('stops before execute when the signal is already aborted', async () => {
    const execute = vi.fn()
    const tool = createTool({ id: 'slow', description: 'd', execute })
    const controller = new AbortController()
    controller.abort(new Error('user left'))
    const error = await tool.execute!({}, { abortSignal: controller.signal }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ToolAbortedError)
    expect((error as Error).message).toBe('Tool slow was aborted: user left')
    expect(execute).not.toHaveBeenCalled()
  })

  it('stops waiting at once when the signal aborts during execute', async () => {
    let seenSignal: AbortSignal | undefined
    const tool = createTool({
      id: 'hangs',
      description: 'Never finishes',
      execute: (_input, context) => {
        seenSignal = context.abortSignal
        return new Promise<never>(() => {})
      },
    })
    const controller = new AbortController()
    const running = tool.execute!({}, { abortSignal: controller.signal })
    await new Promise((resolve) => setTimeout(resolve, 5))
    controller.abort()
    await expect(running).rejects.toBeInstanceOf(ToolAbortedError)
    expect(seenSignal).toBe(controller.signal)
  })

  it('stops at once when the signal aborts while execute is starting', async () => {
    const controller = new AbortController()
    const tool = createTool({
      id: 'aborts-itself',
      description: 'Aborts, then never finishes',
      execute: () => {
        controller.abort(new Error('gave up'))
        return new Promise<never>(() => {})
      },
    })
    await expect(tool.execute!({}, { abortSignal: controller.signal })).rejects.toThrow(
      'Tool aborts-itself was aborted: gave up',
    )
  })

  it('gives execute requestContext and a silent observe when the caller gives nothing', async () => {
    const tool = createTool({
      id: 'ctx',
      description: 'd',
      execute: async (_input, context) => {
        context.observe.log('info', 'nobody listens')
        const inSpan = await context.observe.span('work', () => 7)
        return { keys: Object.keys(context).sort(), inSpan, size: context.requestContext.size }
      },
    })
    expect(await tool.execute!({})).toEqual({
      keys: ['observe', 'requestContext'],
      inSpan: 7,
      size: 0,
    })
  })

  it('sends spans and logs to the observer', async () => {
    const log = vi.fn()
    const spans: unknown[] = []
    const observer: ToolObserver = {
      log,
      span: (name, fn, attributes) => {
        spans.push({ name, attributes })
        return fn()
      },
    }
    const tool = createTool({
      id: 'observed',
      description: 'd',
      execute: async (_input, context) => {
        context.observe.log('debug', 'start', { a: 1 })
        return context.observe.span('fetch', async () => 'done', { url: 'x' })
      },
    })
    expect(await tool.execute!({}, { observer })).toBe('done')
    expect(log).toHaveBeenCalledWith('debug', 'start', { a: 1 })
    expect(spans).toEqual([{ name: 'fetch', attributes: { url: 'x' } }])
  })

  it('passes agent, workflow and mcp namespaces through', async () => {
    const elicitation = { sendRequest: vi.fn(async () => ({ action: 'accept' as const })) }
    const tool = createTool({
      id: 'ns',
      description: 'd',
      execute: async (_input, context) => ({
        toolCallId: context.agent?.toolCallId,
        messages: context.agent?.messages,
        runId: context.workflow?.runId,
        extra: context.mcp?.extra,
        answer: await context.mcp?.elicitation.sendRequest({ message: 'ok?', requestedSchema: {} }),
      }),
    })
    const result = await tool.execute!(
      {},
      {
        agent: { toolCallId: 'call_9', messages: [{ role: 'user', content: 'hi' }] },
        workflow: { runId: 'run_1', state: {}, setState: () => {} },
        mcp: { extra: { sessionId: 's1' }, elicitation },
      },
    )
    expect(result).toEqual({
      toolCallId: 'call_9',
      messages: [{ role: 'user', content: 'hi' }],
      runId: 'run_1',
      extra: { sessionId: 's1' },
      answer: { action: 'accept' },
    })
  })

  describe('approval gate', () => {
    const execute = vi.fn(async () => 'sent')
    const tool = createTool({
      id: 'send-email',
      description: 'Sends an email',
      inputSchema: z.object({ to: z.string() }),
      requireApproval: (input) => !input.to.endsWith('@example.com'),
      execute,
    })

    it('asks the gate when the tool requires approval, and runs when approved', async () => {
      const approve = vi.fn(() => true)
      expect(await tool.execute!({ to: 'a@other.org' }, { approve })).toBe('sent')
      expect(approve).toHaveBeenCalledWith({ toolId: 'send-email', input: { to: 'a@other.org' } })
    })

    it('does not ask when this input needs no approval', async () => {
      const approve = vi.fn(() => false)
      expect(await tool.execute!({ to: 'a@example.com' }, { approve })).toBe('sent')
      expect(approve).not.toHaveBeenCalled()
    })

    it('returns a declined result the model can read, without calling execute', async () => {
      execute.mockClear()
      const result = await tool.execute!(
        { to: 'a@other.org' },
        {
          approve: async () => ({ approved: false, reason: 'not on the allow list' }),
          agent: { toolCallId: 'c1' },
        },
      )
      expect(result).toEqual({
        error: true,
        code: 'TOOL_CALL_DECLINED',
        message:
          'The call to send-email was declined: not on the allow list. Do not retry it unchanged.',
        reason: 'not on the allow list',
      })
      expect(execute).not.toHaveBeenCalled()
    })
  })
})
