import { afterAll, afterEach, expect } from 'vitest'
import { scanEndedSpans, scanMetrics } from './leaks'
import { hookRequestContext } from './request-context-hook'
import { hookSdk } from './sdk-hook'

// The secret scan of the whole test suite, a setup file of every test project (`sourceProject`
// in vitest.shared.ts). Every span any tracer provider of any test ends is copied when it ends,
// and every value any request context holds is planted, with what fixtures plant on purpose.
// After each test, the spans ended during it are searched for planted values; after the file,
// the spans ended late and every metric point. Finding one fails the test (or the file).

hookSdk()
hookRequestContext()

afterEach(() => {
  expect(scanEndedSpans(), 'planted private values found in exported spans').toEqual([])
})

afterAll(async () => {
  const leaks = [...scanEndedSpans(), ...(await scanMetrics())]
  expect(leaks, 'planted private values found in exported telemetry').toEqual([])
})
