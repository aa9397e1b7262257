import { Mastra } from '@mastra/core/mastra'
import { RequestContext as MastraRequestContext } from '@mastra/core/request-context'
import { InMemoryStore } from '@mastra/core/storage'
import { createStep, createWorkflow } from '@mastra/core/workflows'
import { scriptedResponses } from '@polytool/bridge-scenarios'
import { RequestContext, ToolError } from '@polytool/core'
import { createTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { MastraBridgeError, toMastraTool, toMastraTools } from './index'
import { scriptedAgent } from './test-fixtures/agent'
import { withStorage } from './test-fixtures/approval-state'

const echo = createTool({
  id: 'echo',
  description: 'Echoes',
  inputSchema: z.object({ text: z.string(), times: z.number().int().default(1) }),
  outputSchema: z.object({ echoed: z.string() }),
  execute: async ({ text, times }) => ({ echoed: text.repeat(times) }),
})

describe('toMastraTools', () => {
  it('keys a list by id and a record by its keys, and refuses two tools of one name', () => {
    expect(Object.keys(toMastraTools([echo]))).toEqual(['echo'])
    expect(Object.keys(toMastraTools({ shout: echo }))).toEqual(['shout'])
    expect(toMastraTools([echo]).echo.id).toBe('echo')
    expect(() => toMastraTools([echo, echo])).toThrow(
      expect.objectContaining({ name: 'MastraBridgeError', code: 'DUPLICATE_TOOL_NAME' }),
    )
  })

  it('refuses what is not a polytool tool, and an unknown provider, with its own error', () => {
    expect(() => toMastraTools([{} as never])).toThrow(MastraBridgeError)
    expect(() => toMastraTools(null as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_TOOL' }),
    )
    expect(() => toMastraTool(echo, { provider: 'cohere' as never })).toThrow(
      expect.objectContaining({
        code: 'INVALID_OPTIONS',
        message: expect.stringContaining('cohere'),
      }),
    )
  })

  it('runs through agent.stream: the model reads the output, and a ToolError as its message', async () => {
    const failing = createTool({
      id: 'failing',
      description: 'Fails',
      inputSchema: z.object({}),
      execute: async () => {
        throw new ToolError('Nothing to see')
      },
    })
    const provider = scriptedResponses([
      {
        toolCalls: [
          { name: 'echo', arguments: '{"text":"ab","times":null}' },
          { name: 'failing', arguments: '{}' },
        ],
      },
      { text: 'Echoed.' },
    ])
    const agent = scriptedAgent(provider, toMastraTools([echo, failing], { strict: true }))
    const stream = await agent.stream('Echo ab')
    expect(await stream.text).toBe('Echoed.')
    const sent = provider.requests[1]?.text ?? ''
    expect(sent).toContain('{\\"echoed\\":\\"ab\\"}')
    expect(sent).toContain('Nothing to see')
  })

  it('maps Mastra request context through the given function, and reports a mapper that returns something else', async () => {
    const seen: unknown[] = []
    const tenant = createTool({
      id: 'tenant',
      description: 'Tenant',
      inputSchema: z.object({}),
      requestContextSchema: z.object({ org: z.string() }),
      execute: async (_input, { requestContext }) => {
        seen.push(requestContext.get('org'))
        return { ok: true }
      },
    })
    const mapped = toMastraTool(tenant, {
      requestContext: (mastra) => new RequestContext({ org: String(mastra?.get('tenant')) }),
    })
    const mastraContext = new MastraRequestContext([['tenant', 'acme']] as never)
    await mapped.execute?.({}, { requestContext: mastraContext } as never)
    expect(seen).toEqual(['acme'])
    const broken = toMastraTool(tenant, { requestContext: () => ({}) as never })
    await expect(broken.execute?.({}, { requestContext: mastraContext } as never)).rejects.toThrow(
      expect.objectContaining({ name: 'ToolExecutionError' }),
    )
  })

  it('decides requireApproval from the decoded, validated input and the mapped request context', async () => {
    const pay = createTool({
      id: 'pay',
      description: 'Pays',
      inputSchema: z.object({ amount: z.number(), note: z.string().optional() }),
      requireApproval: ({ amount }, { requestContext }) =>
        amount > Number(requestContext.get('limit')),
      execute: async () => ({ paid: true }),
    })
    const rule = toMastraTool(pay, { strict: true }).requireApproval
    expect(typeof rule).toBe('function')
    const ask = rule as (input: unknown, context: unknown) => Promise<boolean>
    const context = { requestContext: { limit: 100 } }
    expect(await ask({ amount: 500, note: null }, context)).toBe(true)
    expect(await ask({ amount: 5, note: null }, context)).toBe(false)
    // Invalid input needs no approval: the pipeline answers it with a ValidationError.
    expect(await ask({ amount: 'lots', note: null }, context)).toBe(false)
    expect(toMastraTool(echo).requireApproval).toBe(false)
  })

  it('suspends through a workflow step made with createStep(tool), and resumes from the stored snapshot in a new Mastra', async () => {
    const executions: unknown[] = []
    const confirm = createTool({
      id: 'confirm',
      description: 'Asks a person to confirm',
      inputSchema: z.object({ order: z.string() }),
      outputSchema: z.object({ confirmed: z.boolean() }),
      suspendSchema: z.object({ question: z.string() }),
      resumeSchema: z.object({ yes: z.boolean() }),
      execute: async ({ order }, { workflow }) => {
        executions.push(workflow?.resumeData)
        if (workflow?.resumeData === undefined) {
          await workflow?.suspend({ question: `Confirm ${order}?` })
          return undefined as never
        }
        return { confirmed: workflow.resumeData.yes }
      },
    })
    // Each Mastra instance builds the workflow anew, as a restarted server would.
    const checkout = () =>
      createWorkflow({
        id: 'checkout',
        inputSchema: z.object({ order: z.string() }),
        outputSchema: z.object({ confirmed: z.boolean() }),
      })
        .then(createStep(toMastraTool(confirm)))
        .commit()
    const first = new Mastra({
      workflows: { checkout: checkout() },
      storage: new InMemoryStore(),
      logger: false,
    })
    const run = await first.getWorkflow('checkout').createRun()
    const paused = await run.start({ inputData: { order: 'A-1' } })
    expect(paused.status).toBe('suspended')
    expect(paused.status === 'suspended' && paused.suspendPayload).toEqual({
      confirm: { question: 'Confirm A-1?' },
    })

    const stored = await (await first.getStorage()?.getStore('workflows'))?.loadWorkflowSnapshot({
      workflowName: 'checkout',
      runId: run.runId,
    })
    const storage = new InMemoryStore()
    await (await storage.getStore('workflows'))?.persistWorkflowSnapshot({
      workflowName: 'checkout',
      runId: run.runId,
      snapshot: JSON.parse(JSON.stringify(stored)),
    })
    const second = new Mastra({ workflows: { checkout: checkout() }, storage, logger: false })
    const again = await second.getWorkflow('checkout').createRun({ runId: run.runId })
    const resumed = await again.resume({ step: 'confirm', resumeData: { yes: true } })
    expect(resumed.status).toBe('success')
    expect(resumed.status === 'success' && resumed.result).toEqual({ confirmed: true })
    expect(executions).toEqual([undefined, { yes: true }])
  })

  it('suspends an agent run through context.agent.suspend and resumes it with resumeGenerate', async () => {
    const executions: unknown[] = []
    const ask = createTool({
      id: 'ask',
      description: 'Asks the user',
      inputSchema: z.object({ question: z.string() }),
      suspendSchema: z.object({ question: z.string() }),
      resumeSchema: z.object({ answer: z.string() }),
      execute: async ({ question }, { agent }) => {
        executions.push(agent?.resumeData)
        if (agent?.resumeData === undefined) {
          await agent?.suspend({ question })
          return undefined as never
        }
        return { answer: agent.resumeData.answer }
      },
    })
    const provider = scriptedResponses([
      { toolCalls: [{ name: 'ask', arguments: '{"question":"Which city?"}' }] },
      { text: 'Lima it is.' },
    ])
    const { agent } = withStorage(scriptedAgent(provider, toMastraTools([ask])))
    const paused = await agent.generate('Plan a trip')
    expect(paused.finishReason).toBe('suspended')
    const { toolCallId } = paused.suspendPayload as { toolCallId: string }
    const resumed = await agent.resumeGenerate(
      { answer: 'Lima' },
      { runId: paused.runId!, toolCallId },
    )
    expect(resumed.text).toBe('Lima it is.')
    expect(executions).toEqual([undefined, { answer: 'Lima' }])
    expect(provider.requests.at(-1)?.text).toContain('Lima')
  })

  it('pauses a Mastra run only when the approval rule says so, on the decoded input', async () => {
    const paid: unknown[] = []
    const pay = createTool({
      id: 'pay',
      description: 'Pays',
      inputSchema: z.object({ amount: z.number(), note: z.string().optional() }),
      requireApproval: ({ amount }) => amount > 100,
      execute: async (input) => {
        paid.push(input)
        return { paid: true }
      },
    })
    const run = async (amount: number) => {
      const provider = scriptedResponses([
        { toolCalls: [{ name: 'pay', arguments: JSON.stringify({ amount, note: null }) }] },
        { text: 'Paid.' },
      ])
      const { agent } = withStorage(scriptedAgent(provider, toMastraTools([pay], { strict: true })))
      return agent.generate('Pay')
    }
    expect((await run(500)).finishReason).toBe('suspended')
    expect(paid).toEqual([])
    expect((await run(5)).text).toBe('Paid.')
    expect(paid).toEqual([{ amount: 5 }])
  })

  it('runs onInputAvailable with the validated input and onOutput with the output, never for a refused call', async () => {
    const events: unknown[] = []
    const noted = createTool({
      id: 'noted',
      description: 'Notes its hooks',
      inputSchema: z.object({ text: z.string(), times: z.number().default(1) }),
      onInputAvailable: ({ input, toolCallId }) => {
        events.push(['input', input, toolCallId])
      },
      onOutput: ({ output, toolName }) => {
        events.push(['output', output, toolName])
      },
      execute: async ({ text }) => ({ text }),
    })
    const provider = scriptedResponses([
      {
        toolCalls: [
          { name: 'noted', arguments: '{"text":"hi","times":null}', callId: 'call_ok' },
          { name: 'noted', arguments: '{"text":7,"times":null}', callId: 'call_bad' },
        ],
      },
      { text: 'Noted.' },
    ])
    await scriptedAgent(provider, toMastraTools([noted], { strict: true })).generate('Note')
    expect(events).toEqual([
      ['input', { text: 'hi', times: 1 }, 'call_ok'],
      ['output', { text: 'hi' }, 'noted'],
    ])
  })
})
