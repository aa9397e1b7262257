import { context, ROOT_CONTEXT, trace } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base'
import { endedSpanCount } from '@polytool/telemetry-scan'
import { afterAll, aroundEach, expect } from 'vitest'

// Every test of the otel project runs with a context manager and a host span active (a request
// the host traces), as a service does. The suite's secret scan (@polytool/telemetry-scan) reads
// every span the SDK ends, the host's included.

const hostTracer = new BasicTracerProvider().getTracer('host')

aroundEach(async (runTest) => {
  context.disable()
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
  const host = hostTracer.startSpan('host.request')
  try {
    await context.with(trace.setSpan(ROOT_CONTEXT, host), runTest)
  } finally {
    host.end()
    context.disable()
  }
})

afterAll(() => {
  expect(endedSpanCount(), 'the secret scan saw the host spans at least').toBeGreaterThan(0)
})
