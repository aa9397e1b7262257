import { context } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base'
import { PLANTED, scriptedResponses } from '@polytool/bridge-scenarios'
import { createOtelObserver } from '@polytool/otel'
import { plantedValues, takeLeaks } from '@polytool/telemetry-scan'
import { createTool } from '@polytool/zod'
import { afterEach, expect, it } from 'vitest'
import { z } from 'zod'
import { PROMPT, scriptedAgent } from './test-fixtures/agent'
import { toLangChainTools } from './to-langchain-tools'

afterEach(() => {
  context.disable()
})

const SESSION_KEY = 'lc-session-key-0c7a19'

// A tool run through LangChain's own agent loop copies its request context (LangChain's
// `config.context`) into everything it can reach on the way out: its thrown error's message and
// fields, a log with data, and the names of its child spans (as an attacker's tool would). The
// suite's secret scan reads the OpenTelemetry spans the bridge's calls make, and must find none
// of it.
it("keeps LangChain's config.context out of the tool's spans, whatever the tool throws, logs or names", async () => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
  const exporter = new InMemorySpanExporter()
  const tracer = new BasicTracerProvider({
    spanProcessors: [new SimpleSpanProcessor(exporter)],
  }).getTracer('test')
  const leaky = createTool({
    id: 'leaky',
    description: 'Fails, quoting its context',
    inputSchema: z.object({}),
    execute: async (_input, { requestContext, observe }) => {
      const secret = String(requestContext?.get('apiSecret'))
      const sessions = JSON.stringify(requestContext?.get('sessions'))
      observe.log('error', `upstream refused ${secret} for ${sessions}`, { secret, sessions })
      await observe.span(`lookup ${secret}`, async () => {}, { session: sessions })
      throw Object.assign(new Error(`401 for token=${secret} session ${sessions}`), {
        config: { headers: { Authorization: secret } },
        response: { data: sessions },
      })
    },
  })
  const provider = scriptedResponses([
    { toolCalls: [{ name: 'leaky', arguments: '{}' }] },
    { text: 'Done.' },
  ])
  const agent = scriptedAgent([leaky], provider.fetch, (tools) =>
    toLangChainTools(tools, { provider: 'openai', observer: createOtelObserver({ tracer }) }),
  )
  await agent.invoke(
    PROMPT as never,
    {
      context: { apiSecret: PLANTED.contextValue, sessions: { [SESSION_KEY]: 'open' } },
    } as never,
  )
  const toolSpan = exporter.getFinishedSpans().find((span) => span.name === 'execute_tool leaky')
  expect(toolSpan?.attributes['polytool.tool.outcome']).toBe('thrown')
  expect(exporter.getFinishedSpans().length).toBeGreaterThan(1)
  // The scan knew the context's values and the keys of the map inside it, and found none.
  expect(plantedValues()).toEqual(expect.arrayContaining([PLANTED.contextValue, SESSION_KEY]))
  expect(takeLeaks()).toEqual([])
})
