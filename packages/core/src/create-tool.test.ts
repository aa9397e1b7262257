import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './create-tool'
import { ToolDefinitionError } from './errors'

const inputSchema = z.object({ location: z.string() })

describe('createTool', () => {
  it('keeps every option of the reference on the tool', () => {
    const options = {
      id: 'weather-tool',
      description: 'Get the current weather',
      inputSchema,
      outputSchema: z.object({ ok: z.boolean() }),
      strict: true,
      toModelOutput: () => ({ type: 'text' as const, value: 'ok' }),
      transform: { display: { output: () => ({}) } },
      suspendSchema: z.object({ message: z.string() }),
      resumeSchema: z.object({ approval: z.boolean() }),
      requireApproval: true,
      mcp: { annotations: { title: 'Weather', readOnlyHint: true }, _meta: { v: 1 } },
      requestContextSchema: z.object({ userTier: z.string() }),
      providerOptions: { anthropic: { cacheControl: { type: 'ephemeral' } } },
      inputExamples: [{ input: { location: 'Paris' } }],
      background: { enabled: true, timeoutMs: 1000 },
      execute: async () => ({ ok: true }),
      onInputStart: () => {},
      onInputDelta: () => {},
      onInputAvailable: () => {},
      onOutput: () => {},
    }
    const tool = createTool(options)
    for (const [key, value] of Object.entries(options)) {
      if (key === 'execute') continue
      expect(tool[key as keyof typeof tool], key).toBe(value)
    }
    expect(tool.definition.execute).toBe(options.execute)
    expect(typeof tool.execute).toBe('function')
    expect(Object.isFrozen(tool)).toBe(true)
  })

  it('leaves execute undefined for a tool defined without one', () => {
    const tool = createTool({ id: 'client-side', description: 'Runs in the browser' })
    expect(tool.execute).toBeUndefined()
  })

  it.each([
    ['options', null, /expects an options object, received null/],
    ['id', { id: '', description: 'd' }, /"id" must be a non-empty string, received string ""/],
    ['id', { id: 42, description: 'd' }, /"id" must be a non-empty string, received number 42/],
    [
      'description',
      { id: 't' },
      /createTool\("t"\): "description" must be a non-empty string.*received undefined/,
    ],
    ['description', { id: 't', description: '   ' }, /"description" must be a non-empty string/],
    [
      'inputSchema',
      { id: 't', description: 'd', inputSchema: { type: 'object' } },
      /"inputSchema" is not a Standard Schema: .*fromJsonSchema\(\).*Received object \{"type":"object"\}/,
    ],
    [
      'outputSchema',
      { id: 't', description: 'd', outputSchema: { '~standard': { vendor: 'x', jsonSchema: {} } } },
      /"outputSchema" is not a Standard Schema: it has "~standard" but no "~standard.validate"/,
    ],
    [
      'execute',
      { id: 't', description: 'd', execute: 'run' },
      /"execute" must be a function, received string "run"/,
    ],
    ['strict', { id: 't', description: 'd', strict: 'yes' }, /"strict" must be a boolean/],
    [
      'exposeErrors',
      { id: 't', description: 'd', exposeErrors: 1 },
      /"exposeErrors" must be a boolean/,
    ],
    [
      'validationLimits',
      { id: 't', description: 'd', validationLimits: { maxMessageLength: -1 } },
      /"validationLimits.maxMessageLength" must be a positive integer, received number -1/,
    ],
    [
      'requireApproval',
      { id: 't', description: 'd', requireApproval: 'always' },
      /"requireApproval" must be a boolean or a function/,
    ],
    ['mcp', { id: 't', description: 'd', mcp: [] }, /"mcp" must be an object, received an array/],
    [
      'inputExamples',
      { id: 't', description: 'd', inputExamples: [{ location: 'x' }] },
      /"inputExamples" must be an array of \{ input: object \}/,
    ],
    [
      'runtimeContext',
      { id: 't', description: 'd', runtimeContext: {} },
      /unknown option "runtimeContext"/,
    ],
  ])('rejects a bad %s with a ToolDefinitionError (a TypeError)', (option, options, message) => {
    let thrown: unknown
    try {
      createTool(options as never)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(TypeError)
    expect(thrown).toBeInstanceOf(ToolDefinitionError)
    expect(thrown).toMatchObject({
      name: 'ToolDefinitionError',
      code: 'TOOL_DEFINITION_INVALID',
      option,
    })
    expect((thrown as Error).message).toMatch(message)
  })
})

describe('tool.needsApproval', () => {
  it('answers for a fixed requireApproval', async () => {
    const always = createTool({ id: 'a', description: 'd', requireApproval: true })
    const never = createTool({ id: 'b', description: 'd' })
    expect(await always.needsApproval({})).toBe(true)
    expect(await never.needsApproval({})).toBe(false)
  })

  it('answers from the input and request context for a function', async () => {
    const tool = createTool({
      id: 'transfer',
      description: 'Moves money',
      inputSchema: z.object({ amount: z.number() }),
      requestContextSchema: z.object({ role: z.string() }),
      requireApproval: async (input, { requestContext }) =>
        input.amount > 100 && requestContext.get('role') !== 'admin',
    })
    const { RequestContext } = await import('./request-context')
    expect(await tool.needsApproval({ amount: 50 })).toBe(false)
    expect(await tool.needsApproval({ amount: 500 })).toBe(true)
    const admin = new RequestContext({ role: 'admin' })
    expect(await tool.needsApproval({ amount: 500 }, { requestContext: admin })).toBe(false)
  })

  it('asks for approval when the rule throws', async () => {
    const tool = createTool({
      id: 'fragile',
      description: 'd',
      requireApproval: () => {
        throw new Error('rule broke')
      },
    })
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      expect(await tool.needsApproval({})).toBe(true)
    } finally {
      console.error = original
    }
    expect(errors).toHaveLength(1)
  })
})
