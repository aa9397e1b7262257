import { context, ROOT_CONTEXT, trace } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { afterAll, aroundEach, expect } from 'vitest'
import { PLANTED_VALUES } from './planted-secrets'
import { collectSuiteExport, exportedText, hostTracer } from './suite-telemetry'

// Every test of the otel project runs with a context manager and a host span active (a request
// the host traces), as a service does. When the file ends, everything its telemetry exported
// (spans, events, links, statuses, metric points) is scanned for the values the fixtures plant in
// request contexts and thrown errors: finding one fails the file.

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

afterAll(async () => {
  const exported = await collectSuiteExport()
  expect(exported.spans.length, 'the scan saw the host spans at least').toBeGreaterThan(0)
  const text = exportedText(exported)
  const found = PLANTED_VALUES.filter((value) => text.includes(value))
  expect(found, 'planted private values found in exported telemetry').toEqual([])
})
