import { metrics, trace } from '@opentelemetry/api'
import { MeterProvider } from '@opentelemetry/sdk-metrics'
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base'
import { createTool } from '@polytool/zod'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import manifest from '../package.json'
import { createOtelObserver, INSTRUMENTATION_SCOPE, INSTRUMENTATION_VERSION } from './index'
import { CollectingReader } from './test-fixtures/telemetry'

const echo = createTool({
  id: 'echo',
  description: 'Answers what it gets',
  inputSchema: z.object({ text: z.string() }),
  execute: ({ text }) => text,
})

afterEach(() => {
  trace.disable()
  metrics.disable()
})

describe('the instrumentation scope', () => {
  it("names this package and its version on the global providers' spans and metrics", async () => {
    const exporter = new InMemorySpanExporter()
    trace.setGlobalTracerProvider(
      new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }),
    )
    const reader = new CollectingReader()
    metrics.setGlobalMeterProvider(new MeterProvider({ readers: [reader] }))
    await echo.execute!({ text: 'hi' }, { observer: createOtelObserver() })
    const expected = { name: INSTRUMENTATION_SCOPE, version: manifest.version }
    expect(INSTRUMENTATION_VERSION).toBe(manifest.version)
    expect(exporter.getFinishedSpans()[0]?.instrumentationScope).toMatchObject(expected)
    const { resourceMetrics } = await reader.collect()
    expect(resourceMetrics.scopeMetrics.map((each) => each.scope)).toEqual([
      expect.objectContaining(expected),
    ])
  })
})
