import { isValidationError, RequestContext } from '@polytool/core'
import { toProviderSchema } from '@polytool/json-schema'
import { createTool } from '@polytool/zod'
import { generateText, stepCountIs } from 'ai'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { scriptedModel, textTurn, toolCallTurn, toolResultsSent } from './test-fixtures/model'
import { weatherTools } from './test-fixtures/tools'
import { toAISDKTools } from './to-ai-sdk-tools'

describe.each(weatherTools)('generateText with the %s weather tool', (_library, weatherTool) => {
  it('runs a valid call and sends the validated output back to the model', async () => {
    const model = scriptedModel([
      toolCallTurn('weather', { location: 'Paris' }),
      textTurn('It is sunny in Paris.'),
    ])
    const result = await generateText({
      model,
      tools: toAISDKTools([weatherTool], { provider: 'openai' }),
      stopWhen: stepCountIs(3),
      prompt: 'Weather in Paris?',
    })

    const output = { location: 'Paris', temperatureCelsius: 21, conditions: 'sunny' }
    expect(result.steps[0]?.toolResults.map((part) => part.output)).toEqual([output])
    expect(toolResultsSent(model, 1)).toEqual({ call_1: { type: 'json', value: output } })
    expect(result.text).toBe('It is sunny in Paris.')
  })

  it('returns a ValidationError the model reads, then runs its corrected call', async () => {
    const model = scriptedModel([
      toolCallTurn('weather', { location: 42 }, 'call_bad'),
      toolCallTurn('weather', { location: 'Paris' }, 'call_good'),
      textTurn('It is sunny in Paris.'),
    ])
    const result = await generateText({
      model,
      tools: toAISDKTools([weatherTool], { provider: 'openai' }),
      stopWhen: stepCountIs(5),
      prompt: 'Weather in Paris?',
    })

    const [failed] = result.steps[0]?.toolResults ?? []
    expect(isValidationError(failed?.output)).toBe(true)
    expect(failed?.output).toMatchObject({ code: 'TOOL_INPUT_INVALID' })
    const sent = toolResultsSent(model, 1).call_bad as { type: string; value: string }
    expect(sent.type).toBe('error-text')
    expect(sent.value).toContain('Tool input validation failed for weather')
    expect(sent.value).toContain('location')
    expect(result.steps[1]?.toolResults[0]?.output).toMatchObject({ location: 'Paris' })
    expect(result.steps).toHaveLength(3)
    expect(result.text).toBe('It is sunny in Paris.')
  })
})

describe('generateText with an OpenAI strict tool', () => {
  const received: unknown[] = []
  const searchTool = createTool({
    id: 'search-flights',
    description: 'Search flights',
    strict: true,
    inputSchema: z.object({
      from: z.string(),
      to: z.string(),
      cabin: z.enum(['economy', 'business']).optional(),
      passengers: z.number().int().default(1),
    }),
    execute: async (input) => {
      received.push(input)
      return { flights: 3 }
    },
  })

  it('sends the strict schema and decodes the synthetic nulls before validating', async () => {
    const model = scriptedModel([
      toolCallTurn('search-flights', { from: 'CDG', to: 'JFK', cabin: null, passengers: null }),
      textTurn('Three flights.'),
    ])
    await generateText({
      model,
      tools: toAISDKTools([searchTool], { provider: 'openai' }),
      stopWhen: stepCountIs(3),
      prompt: 'Flights from Paris to New York',
    })

    expect(received).toEqual([{ from: 'CDG', to: 'JFK', passengers: 1 }])
    expect(Object.hasOwn(received[0] as object, 'cabin')).toBe(false)
    const [offered] = model.doGenerateCalls[0]?.tools ?? []
    expect(offered).toMatchObject({ type: 'function', name: 'search-flights', strict: true })
    const expected = toProviderSchema(
      { ...(offered as { inputSchema: object }).inputSchema },
      'openai',
      { strict: true },
    )
    expect((offered as { inputSchema: unknown }).inputSchema).toEqual(expected.schema)
    expect((offered as { inputSchema: { required: string[] } }).inputSchema.required).toEqual([
      'from',
      'to',
      'cabin',
      'passengers',
    ])
  })

  it('lets a non-strict option override the tool: optional fields stay optional', async () => {
    const model = scriptedModel([textTurn('No call.')])
    await generateText({
      model,
      tools: toAISDKTools([searchTool], { provider: 'openai', strict: false }),
      prompt: 'Hi',
    })
    const [offered] = model.doGenerateCalls[0]?.tools ?? []
    expect(offered).toMatchObject({ strict: false })
    expect((offered as { inputSchema: { required: string[] } }).inputSchema.required).toEqual([
      'from',
      'to',
    ])
  })
})

describe('generateText when the tool fails', () => {
  it('goes on after a tool that throws: the model sees the error as a tool result', async () => {
    const failingTool = createTool({
      id: 'weather',
      description: 'Get the weather',
      inputSchema: z.object({ location: z.string() }),
      execute: async () => {
        throw new Error('weather service down')
      },
    })
    const model = scriptedModel([
      toolCallTurn('weather', { location: 'Paris' }),
      textTurn('The weather service is down.'),
    ])
    const result = await generateText({
      model,
      tools: toAISDKTools([failingTool], { provider: 'anthropic' }),
      stopWhen: stepCountIs(3),
      prompt: 'Weather in Paris?',
    })

    const toolError = result.steps[0]?.content.find((part) => part.type === 'tool-error')
    expect(toolError).toMatchObject({ toolName: 'weather', toolCallId: 'call_1' })
    expect((toolError as { error: Error }).error).toMatchObject({
      name: 'ToolExecutionError',
      code: 'TOOL_EXECUTION_FAILED',
    })
    expect(toolResultsSent(model, 1)).toEqual({
      call_1: {
        type: 'error-text',
        value:
          'ToolExecutionError: Tool weather failed with an internal error; the details stay on the server.',
      },
    })
    expect(result.text).toBe('The weather service is down.')
  })

  it('aborts a running call through the AI SDK abort signal', async () => {
    const controller = new AbortController()
    const signals: (AbortSignal | undefined)[] = []
    const onOutput = vi.fn()
    let started: () => void = () => {}
    const running = new Promise<void>((resolve) => {
      started = resolve
    })
    const slowTool = createTool({
      id: 'slow',
      description: 'Takes its time',
      inputSchema: z.object({}),
      onOutput,
      execute: async (_input, context) => {
        signals.push(context.abortSignal)
        started()
        return await new Promise<string>(() => {})
      },
    })
    const model = scriptedModel([toolCallTurn('slow', {}), textTurn('unreachable')])

    const generation = generateText({
      model,
      tools: toAISDKTools([slowTool], { provider: 'openai' }),
      stopWhen: stepCountIs(3),
      abortSignal: controller.signal,
      prompt: 'Go',
    })
    await running
    controller.abort(new Error('user left'))

    await expect(generation).rejects.toThrow('user left')
    expect(signals).toHaveLength(1)
    expect(signals[0]?.aborted).toBe(true)
    expect(onOutput).not.toHaveBeenCalled()
    expect(model.doGenerateCalls).toHaveLength(1)
  })
})

describe('generateText with polytool options', () => {
  it('passes the request context and validates it with requestContextSchema', async () => {
    const tierTool = createTool({
      id: 'tier',
      description: 'Tells the user tier',
      requestContextSchema: z.object({ userTier: z.enum(['free', 'pro']) }),
      execute: async (_input, context) => ({ tier: context.requestContext.get('userTier') }),
    })
    const run = async (requestContext: RequestContext<any>) => {
      const model = scriptedModel([toolCallTurn('tier', {}), textTurn('done')])
      await generateText({
        model,
        tools: toAISDKTools([tierTool], { provider: 'openai', requestContext }),
        stopWhen: stepCountIs(3),
        prompt: 'Tier?',
      })
      return toolResultsSent(model, 1).call_1
    }

    expect(await run(new RequestContext({ userTier: 'pro' }))).toEqual({
      type: 'json',
      value: { tier: 'pro' },
    })
    expect(await run(new RequestContext({ userTier: 'gold' }))).toMatchObject({
      type: 'error-text',
      value: expect.stringContaining('userTier'),
    })
  })

  it('makes the request context per call from the AI SDK tool context', async () => {
    const tierTool = createTool({
      id: 'tier',
      description: 'Tells the user tier',
      execute: async (_input, context) => ({ tier: context.requestContext.get('userTier') }),
    })
    const model = scriptedModel([toolCallTurn('tier', {}), textTurn('done')])
    const tools = toAISDKTools([tierTool], {
      provider: 'openai',
      requestContext: ({ toolCallId }) => new RequestContext({ userTier: `tier-of-${toolCallId}` }),
    })
    await generateText({ model, tools, stopWhen: stepCountIs(3), prompt: 'Tier?' })
    expect(toolResultsSent(model, 1).call_1).toEqual({
      type: 'json',
      value: { tier: 'tier-of-call_1' },
    })
  })

  it('shapes what the model sees with toModelOutput, and keeps the raw output', async () => {
    const chartTool = createTool({
      id: 'chart',
      description: 'Draws a chart',
      inputSchema: z.object({ title: z.string() }),
      execute: async ({ title }) => ({ title, png: 'iVBORw0KGgo=', internalId: 7 }),
      toModelOutput: (output) => ({
        type: 'content',
        value: [
          { type: 'text', text: `Chart: ${(output as { title: string }).title}` },
          { type: 'image-data', data: (output as { png: string }).png, mediaType: 'image/png' },
        ],
      }),
    })
    const model = scriptedModel([toolCallTurn('chart', { title: 'Sales' }), textTurn('Here.')])
    const result = await generateText({
      model,
      tools: toAISDKTools([chartTool], { provider: 'anthropic' }),
      stopWhen: stepCountIs(3),
      prompt: 'Chart',
    })
    expect(result.steps[0]?.toolResults[0]?.output).toMatchObject({ internalId: 7 })
    expect(toolResultsSent(model, 1).call_1).toEqual({
      type: 'content',
      value: [
        { type: 'text', text: 'Chart: Sales' },
        { type: 'file', mediaType: 'image/png', data: { type: 'data', data: 'iVBORw0KGgo=' } },
      ],
    })
    expect(result.warnings ?? []).toEqual([])
  })

  it('asks for approval when requireApproval says so for the validated input', async () => {
    const execute = vi.fn(async (_input: { path: string }) => ({ deleted: true }))
    const deleteTool = createTool({
      id: 'delete-file',
      description: 'Deletes a file',
      inputSchema: z.object({ path: z.string().trim() }),
      requireApproval: (input) => input.path.startsWith('/etc'),
      execute,
    })
    const tools = toAISDKTools([deleteTool], { provider: 'openai' })

    const guarded = scriptedModel([
      toolCallTurn('delete-file', { path: '  /etc/hosts' }),
      textTurn('Deleted.'),
    ])
    const prompt = [{ role: 'user' as const, content: 'Delete /etc/hosts' }]
    const asked = await generateText({ model: guarded, tools, messages: prompt })
    expect(asked.content.map((part) => part.type)).toEqual(['tool-call', 'tool-approval-request'])
    expect(execute).not.toHaveBeenCalled()

    const request = asked.content.find((part) => part.type === 'tool-approval-request')
    await generateText({
      model: guarded,
      tools,
      stopWhen: stepCountIs(3),
      messages: [
        ...prompt,
        ...asked.response.messages,
        {
          role: 'tool',
          content: [
            { type: 'tool-approval-response', approvalId: request!.approvalId, approved: true },
          ],
        },
      ],
    })
    expect(execute).toHaveBeenCalledTimes(1)
    expect(execute.mock.calls[0]?.[0]).toEqual({ path: '/etc/hosts' })
    execute.mockClear()

    const free = scriptedModel([toolCallTurn('delete-file', { path: '/tmp/a' }), textTurn('ok')])
    await generateText({ model: free, tools, stopWhen: stepCountIs(3), prompt: 'Delete /tmp/a' })
    expect(execute).toHaveBeenCalledTimes(1)
  })

  it('offers the description, input examples and provider options', async () => {
    const weatherTool = createTool({
      id: 'weather',
      description: 'Get the weather',
      inputSchema: z.object({ location: z.string() }),
      inputExamples: [{ input: { location: 'Paris' } }],
      providerOptions: { anthropic: { cacheControl: { type: 'ephemeral' } } },
      execute: async () => 'sunny',
    })
    const model = scriptedModel([textTurn('Hi')])
    await generateText({
      model,
      tools: toAISDKTools([weatherTool], { provider: 'anthropic', strict: true }),
      prompt: 'Hi',
    })
    expect(model.doGenerateCalls[0]?.tools?.[0]).toMatchObject({
      name: 'weather',
      description: 'Get the weather',
      strict: true,
      inputExamples: [{ input: { location: 'Paris' } }],
      providerOptions: { anthropic: { cacheControl: { type: 'ephemeral' } } },
    })
  })
})
