// The examples of the createTool() reference and of the v1 tools migration guide, run for
// real with each schema library.
import { describe, expect, it, vi } from 'vitest'
import { createTool } from './create-tool'
import { runHook } from './hooks'
import { modelOutputFor } from './model-output-for'
import { runToolPipeline } from './pipeline'
import { RequestContext } from './request-context'
import { libraries } from './test-fixtures'
import { transformPayload } from './transform'
import { isValidationError } from './validation-error'

for (const [library, s] of Object.entries(libraries))
  describe(`reference examples with ${library}`, () => {
    const weatherTool = createTool({
      id: 'weather-tool',
      description: 'Get the current weather for a location',
      inputSchema: s.weatherInput,
      outputSchema: s.weatherOutput,
      execute: async ({ location }) => ({ location, temperatureCelsius: 21, conditions: 'sunny' }),
    })

    it('runs the weather tool on valid input', async () => {
      const result = await weatherTool.execute?.({ location: 'New York' }, {})
      expect(result).toEqual({ location: 'New York', temperatureCelsius: 21, conditions: 'sunny' })
      expect(await weatherTool.execute!({ location: 'Paris' })).toMatchObject({ location: 'Paris' })
    })

    it('returns a ValidationError for invalid input, naming the tool, path and arguments', async () => {
      const result = await weatherTool.execute?.({ location: 42 } as never)
      expect(isValidationError(result)).toBe(true)
      if (!isValidationError(result)) return
      expect(result.code).toBe('TOOL_INPUT_INVALID')
      expect(result.message).toMatch(/^Tool input validation failed for weather-tool\./)
      expect(result.message).toMatch(/\n- location: .+/)
      expect(result.message).toContain('Provided arguments: {"location":42}')
      expect(result.issues.map((issue) => issue.path)).toEqual([['location']])
      expect(result.validationErrors.location).toEqual({ _errors: [expect.any(String)] })
    })

    it('keeps strict: true on the tool', () => {
      const strictTool = createTool({
        id: 'weather-tool',
        description: 'Get the current weather for a location',
        strict: true,
        inputSchema: s.weatherInput,
        outputSchema: s.weatherOutput,
        execute: async ({ location }) => ({
          location,
          temperatureCelsius: 21,
          conditions: 'sunny',
        }),
      })
      expect(strictTool.strict).toBe(true)
      expect(weatherTool.strict).toBeUndefined()
    })

    it('gives the model what toModelOutput returns and the application the raw output', async () => {
      const radarTool = createTool({
        id: 'weather-tool',
        description: 'Get the current weather for a location',
        inputSchema: s.weatherInput,
        outputSchema: s.radarOutput,
        execute: async ({ location }) => ({
          location,
          temperatureCelsius: 21,
          conditions: 'sunny',
          radarImageUrl: 'https://example.com/radar/seattle.png',
        }),
        toModelOutput: (output) => ({
          type: 'content',
          value: [
            {
              type: 'text',
              text: `${output.location}: ${output.temperatureCelsius}°C and ${output.conditions}`,
            },
            { type: 'image-url', url: output.radarImageUrl },
          ],
        }),
      })
      const raw = await radarTool.execute!({ location: 'Seattle' })
      expect(raw).toMatchObject({ radarImageUrl: 'https://example.com/radar/seattle.png' })
      expect(await modelOutputFor(radarTool, raw)).toEqual({
        type: 'content',
        value: [
          { type: 'text', text: 'Seattle: 21°C and sunny' },
          { type: 'image-url', url: 'https://example.com/radar/seattle.png' },
        ],
      })
    })

    describe('transform', () => {
      const customerTool = createTool({
        id: 'lookup-customer',
        description: 'Looks up a customer',
        inputSchema: s.customerInput,
        outputSchema: s.customerOutput,
        execute: async () => ({ displayName: 'Acme', apiKey: 'secret-value', debugScore: 0.97 }),
        transform: {
          display: {
            input: ({ input }) => ({ customerId: input?.customerId }),
            output: ({ output }) => ({ displayName: output?.displayName }),
            error: () => ({ message: 'Customer lookup failed' }),
          },
          transcript: {
            input: ({ input }) => ({ customerId: input?.customerId }),
            output: ({ output }) => ({ displayName: output?.displayName }),
            error: () => ({ message: 'Customer lookup failed' }),
          },
        },
      })

      it('keeps the raw values for execute and shapes what people see', async () => {
        const input = { customerId: 'c_1', internalPath: '/srv/customers/c_1' }
        const output = await customerTool.execute!(input)
        expect(output).toEqual({ displayName: 'Acme', apiKey: 'secret-value', debugScore: 0.97 })
        for (const target of ['display', 'transcript'] as const) {
          const shown = [
            await transformPayload(customerTool, target, 'input', {
              input,
              toolName: 'lookup-customer',
            }),
            await transformPayload(customerTool, target, 'output', {
              output: output as never,
              toolName: 'lookup-customer',
            }),
            await transformPayload(customerTool, target, 'error', {
              error: new Error('db down: secret-value'),
              toolName: 'lookup-customer',
            }),
          ]
          expect(shown).toEqual([
            { customerId: 'c_1' },
            { displayName: 'Acme' },
            { message: 'Customer lookup failed' },
          ])
          expect(JSON.stringify(shown)).not.toContain('secret-value')
          expect(JSON.stringify(shown)).not.toContain('/srv/customers')
        }
      })

      it('fails closed for a phase without a function', async () => {
        const shown = await transformPayload(customerTool, 'display', 'suspend', {
          suspendPayload: { apiKey: 'secret-value' },
          toolName: 'lookup-customer',
        })
        expect(shown).toEqual({
          redacted: true,
          phase: 'suspend',
          reason: 'no-transform-for-phase',
        })
      })
    })

    it('keeps MCP annotations and _meta exactly as given', () => {
      const mcp = {
        annotations: {
          title: 'Weather Lookup',
          readOnlyHint: true,
          destructiveHint: false,
          idempotentHint: true,
          openWorldHint: true,
        },
        _meta: { version: '1.0.0', category: 'weather' },
      }
      const tool = createTool({
        id: 'weather-tool',
        description: 'Get the current weather for a location',
        inputSchema: s.weatherInput,
        outputSchema: s.weatherOutput,
        mcp,
        execute: async ({ location }) => ({
          location,
          temperatureCelsius: 21,
          conditions: 'sunny',
        }),
      })
      expect(tool.mcp).toEqual(mcp)
      expect(JSON.stringify(tool.mcp)).toBe(JSON.stringify(mcp))
    })

    it('calls the four hooks in the reference order around execute', async () => {
      const calls: string[] = []
      const tool = createTool({
        id: 'weather-tool',
        description: 'Get the current weather for a location',
        inputSchema: s.weatherInput,
        outputSchema: s.weatherOutput,
        execute: async ({ location }) => {
          calls.push('execute')
          return { location, temperatureCelsius: 21, conditions: 'sunny' }
        },
        onInputStart: ({ toolCallId }) => {
          calls.push(`start ${toolCallId}`)
        },
        onInputDelta: ({ inputTextDelta }) => {
          calls.push(`delta ${inputTextDelta}`)
        },
        onInputAvailable: ({ input }) => {
          calls.push(`available ${input.location}`)
        },
        onOutput: ({ output, toolName }) => {
          calls.push(`output ${toolName} ${output.conditions}`)
        },
      })
      const call = { toolCallId: 'call_1', messages: [] }
      await runHook(tool, 'onInputStart', call)
      const deltas = ['{"location"', ':"Par', 'is"}']
      for (const inputTextDelta of deltas)
        await runHook(tool, 'onInputDelta', { ...call, inputTextDelta })
      const output = await runToolPipeline(
        tool,
        JSON.parse(deltas.join('')),
        { agent: call },
        {
          inputAvailable: async (input) => {
            await runHook(tool, 'onInputAvailable', { ...call, input: input as never })
          },
        },
      )
      await runHook(tool, 'onOutput', {
        toolCallId: 'call_1',
        toolName: tool.id,
        output: output as never,
      })
      expect(calls).toEqual([
        'start call_1',
        'delta {"location"',
        'delta :"Par',
        'delta is"}',
        'available Paris',
        'execute',
        'output weather-tool sunny',
      ])
    })

    it('returns a ValidationError instead of output missing email (migration guide)', async () => {
      const getUserTool = createTool({
        id: 'get-user',
        description: 'Gets a user',
        outputSchema: s.userOutput,
        execute: async () => ({ id: '123', name: 'John' }) as never,
      })
      const result = await getUserTool.execute!({})
      expect(isValidationError(result)).toBe(true)
      if (!isValidationError(result)) throw new Error('expected a ValidationError')
      expect(result.message).toMatch(
        /^Tool output validation failed for get-user\. The tool returned invalid output:\n- email: .+$/,
      )
      expect(result.message).not.toContain('John')
      expect(result.validationErrors).toMatchObject({ email: { _errors: [expect.any(String)] } })
    })

    describe('the suspendable tool (migration guide)', () => {
      const executed = vi.fn()
      const suspendableTool = createTool({
        id: 'suspendable-tool',
        description: 'Waits for approval',
        suspendSchema: s.suspendPayload,
        resumeSchema: s.resumeData,
        execute: async (_inputData, context) => {
          executed()
          if (!context?.agent?.resumeData) {
            return await context?.agent?.suspend({ message: 'Waiting for approval' })
          }
          if (context.agent.resumeData.approval) return { success: true }
        },
      })

      it('suspends with a validated payload, then resumes with resumeData', async () => {
        const suspend = vi.fn(async () => {})
        expect(
          await suspendableTool.execute!({}, { agent: { toolCallId: 'c1', suspend } }),
        ).toBeUndefined()
        expect(suspend).toHaveBeenCalledWith({ message: 'Waiting for approval' }, undefined)
        const resumed = await suspendableTool.execute!(
          {},
          { agent: { toolCallId: 'c1', suspend, resumeData: { approval: true } } },
        )
        expect(resumed).toEqual({ success: true })
      })

      it('does not resume with invalid resumeData', async () => {
        executed.mockClear()
        const result = await suspendableTool.execute!(
          {},
          { agent: { toolCallId: 'c1', resumeData: { approval: 'yes' } as never } },
        )
        expect(result).toMatchObject({ error: true, code: 'TOOL_RESUME_DATA_INVALID' })
        expect(isValidationError(result) && result.message).toMatch(/- approval: /)
        expect(executed).not.toHaveBeenCalled()
      })

      it('warns and returns the error when the suspend payload is invalid, and still suspends', async () => {
        const log = vi.fn()
        const suspend = vi.fn(async () => {})
        const badSuspender = createTool({
          id: 'bad-suspender',
          description: 'Suspends with a wrong payload',
          suspendSchema: s.suspendPayload,
          execute: async (_input, context) => {
            await context.agent?.suspend({ message: 42 } as never)
          },
        })
        const result = await badSuspender.execute!({}, { agent: { suspend }, observer: { log } })
        expect(result).toMatchObject({ error: true, code: 'TOOL_SUSPEND_PAYLOAD_INVALID' })
        expect(suspend).toHaveBeenCalledWith({ message: 42 }, undefined)
        expect(log).toHaveBeenCalledWith('warn', expect.stringContaining('bad-suspender'), {
          toolId: 'bad-suspender',
        })
      })
    })

    it('runs the workflow tool with state and setState (migration guide)', async () => {
      const setState = vi.fn()
      const workflowTool = createTool({
        id: 'workflow-tool',
        description: 'A workflow step',
        execute: async (_inputData, context) => {
          const currentState = context?.workflow?.state
          context?.workflow?.setState({ step: 'completed', was: currentState })
          return { result: 'done' }
        },
      })
      const result = await workflowTool.execute!(
        {},
        { workflow: { runId: 'run-1', state: { step: 'started' }, setState } },
      )
      expect(result).toEqual({ result: 'done' })
      expect(setState).toHaveBeenCalledWith({ step: 'completed', was: { step: 'started' } })
    })

    describe('the userTier request context (migration guide)', () => {
      const tierTool = createTool({
        id: 'my-tool',
        description: 'Reads the user tier',
        requestContextSchema: s.userTierContext,
        execute: async (_inputData, context) => {
          const userTier = context?.requestContext?.get('userTier')
          return { result: userTier }
        },
      })

      it('validates the request context before execute', async () => {
        const requestContext = new RequestContext({ userTier: 'pro', apiToken: 'tok_12345678' })
        expect(await tierTool.execute!({}, { requestContext })).toEqual({ result: 'pro' })
      })

      it('returns a ValidationError that shows no request context value at all', async () => {
        const requestContext = new RequestContext<Record<string, unknown>>()
        requestContext.set('userTier', 'gold')
        requestContext.set('apiToken', 'leak')
        requestContext.set('password', 'hunter2')
        const result = await tierTool.execute!({}, { requestContext })
        expect(result).toMatchObject({ error: true, code: 'TOOL_REQUEST_CONTEXT_INVALID' })
        const text = JSON.stringify(result)
        expect(text).not.toContain('leak')
        expect(text).not.toContain('hunter2')
        expect(isValidationError(result) && result.message).toMatch(/- apiToken: /)
        expect(isValidationError(result) && result.message).toMatch(/- userTier: /)
        expect(text).not.toContain('gold')
        expect(isValidationError(result) && result.message).not.toContain(
          'Provided request context',
        )
      })
    })
  })
