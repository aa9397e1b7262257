import { randomUUID } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, expect } from 'vitest'
import { CHILD_TELEMETRY_ENV, removeChildTelemetry, takeChildTelemetry } from './child-process'
import { readChildTelemetryWith, scanEndedSpans, scanMetrics } from './leaks'
import { hookRequestContext } from './request-context-hook'
import type { Leak } from './scan'
import { hookSdk } from './sdk-hook'

// The secret scan of the whole test suite, loaded by secret-scan.setup.ts (the setup file of
// every test project) where an OpenTelemetry SDK is in reach. Every span any tracer provider of
// any test ends is copied when it ends, and every value any request context holds is planted,
// with what fixtures plant on purpose. After each test, the spans ended during it are searched
// for planted values; after the file, the spans ended late and every metric point. Finding one
// fails the test (or the file). Processes a test spawns inherit the environment: those that call
// `scanThisProcess` write their spans' texts to the file named there, and the same scan reads
// them.

hookSdk()
hookRequestContext()
const childTelemetry = join(tmpdir(), `polytool-telemetry-scan-${randomUUID()}.jsonl`)
process.env[CHILD_TELEMETRY_ENV] = childTelemetry
readChildTelemetryWith(() => takeChildTelemetry(childTelemetry))

afterEach(() => {
  const leaks = scanEndedSpans()
  expect(leaks, describe('planted private values found in exported spans', leaks)).toEqual([])
})

afterAll(async () => {
  const leaks = [...scanEndedSpans(), ...(await scanMetrics())]
  removeChildTelemetry(childTelemetry)
  expect(leaks, describe('planted private values found in exported telemetry', leaks)).toEqual([])
})

/** Names each leak in full: vitest's diff cuts the objects short. */
function describe(title: string, leaks: readonly Leak[]): string {
  return [title, ...leaks.map((leak) => `  ${JSON.stringify(leak.value)} in ${leak.where}`)].join(
    '\n',
  )
}
