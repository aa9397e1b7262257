// Run only by secret-scan.proof.test.ts, in a vitest of its own: a bridge of some other
// framework, with its own tracer provider and in-memory exporter, that copies private values
// into its spans. The suite's secret scan must fail every leaking test here, and only those.
import { trace } from '@opentelemetry/api'
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base'
import { RequestContext } from '@polytool/core'
import { expect, it } from 'vitest'
import { plant } from '../index'

const exporter = new InMemorySpanExporter()
const tracer = new BasicTracerProvider({
  spanProcessors: [new SimpleSpanProcessor(exporter)],
}).getTracer('some-bridge')

it('clean: a span with no private value passes', () => {
  const context = new RequestContext({ tenant: 'proof-tenant-clean-0001' })
  const span = tracer.startSpan('execute_tool lookup', {
    attributes: { 'gen_ai.tool.name': 'lookup', keys: context.size },
  })
  span.end()
  expect(exporter.getFinishedSpans().length).toBeGreaterThan(0)
})

it('leak: a request-context value in a span attribute', () => {
  const context = new RequestContext({ tenant: 'proof-tenant-attribute-5a1c' })
  const span = tracer.startSpan('execute_tool lookup')
  span.setAttribute('bridge.tenant', String(context.get('tenant')))
  span.end()
})

it('leak: the key of a map inside a request context, in an event', () => {
  const context = new RequestContext({ sessions: { 'proof-session-key-77b2': 'open' } })
  const span = tracer.startSpan('execute_tool lookup')
  span.addEvent('sessions', { open: Object.keys(context.toObject().sessions ?? {}).join(',') })
  span.end()
})

it('leak: raw exception text with a planted secret, in the status message', () => {
  plant('proof-secret-in-error-3f9e')
  const span = tracer.startSpan('execute_tool lookup')
  span.setStatus({ code: 2, message: 'connect failed: token proof-secret-in-error-3f9e' })
  span.end()
})

it('leak: a request-context value on a span of the global provider, through the API', () => {
  trace.setGlobalTracerProvider(new BasicTracerProvider())
  const context = new RequestContext()
  context.set('user', { email: 'proof-user-9d04@example.test' })
  trace.getTracer('another-bridge').startActiveSpan('invoke_agent', (span) => {
    span.setAttribute('user', JSON.stringify(context.get('user')))
    span.end()
  })
  trace.disable()
})
