import type { ResourceMetrics } from '@opentelemetry/sdk-metrics'
import { takeForeignTexts } from './foreign'
import { plant, plantedValues } from './planted'
import { type ExportedText, findLeaks, findLeaksInTexts, type Leak } from './scan'
import { metricReaders, sdkHooked, takeEndedSpans } from './sdk-hook'

/** What the processes a test spawned exported, and the values they planted. */
export interface ChildTelemetry {
  readonly texts: readonly ExportedText[]
  readonly planted: readonly string[]
}

/** Reads what spawned processes exported since the last read; set by the setup file. */
let takeChildTelemetry: () => ChildTelemetry = () => ({ texts: [], planted: [] })

/**
 * Names where the scan reads what spawned processes exported (the setup file does).
 *
 * @param read - reads and clears what they exported since the last call
 * @returns nothing
 */
export function readChildTelemetryWith(read: () => ChildTelemetry): void {
  takeChildTelemetry = read
}

/**
 * Scans the spans ended since the last scan, in this process and in the processes the test
 * spawned (see `scanThisProcess`), and what other tracing systems exported (see
 * `scanForeignRecord`), for planted values.
 *
 * @returns the planted values found, with where they stood
 */
export function scanEndedSpans(): Leak[] {
  const children = takeChildTelemetry()
  plant(...children.planted)
  const planted = plantedValues()
  return [
    ...findLeaks(takeEndedSpans(), [], planted),
    ...findLeaksInTexts(takeForeignTexts(), planted),
    ...findLeaksInTexts(children.texts, planted).map((leak) => ({
      value: leak.value,
      where: `a spawned process's ${leak.where}`,
    })),
  ]
}

/**
 * Scans every metric point of every metric reader of the test file for planted values.
 *
 * @returns the planted values found, with where they stood
 */
export async function scanMetrics(): Promise<Leak[]> {
  const metrics: ResourceMetrics[] = []
  for (const reader of metricReaders()) {
    try {
      metrics.push((await reader.collect()).resourceMetrics)
    } catch {
      // A reader its test shut down has nothing left to export.
    }
  }
  return findLeaks([], metrics, plantedValues())
}

/**
 * For a test that records private data on purpose (an opt-in the host made) or proves that the
 * scan catches a leak: scans the spans ended so far and hands over what it found, which the
 * scan then no longer fails the test for. The test asserts on what it gets back.
 *
 * @returns the planted values found in spans ended since the last scan, with where they stood
 * @example
 * const leaks = takeLeaks()
 * expect(leaks.map((leak) => leak.value)).toContain(TENANT)
 */
export function takeLeaks(): Leak[] {
  if (!sdkHooked()) {
    throw new Error(
      'the telemetry secret scan is not set up in this test project: add @polytool/telemetry-scan/setup to its setupFiles (sourceProject does)',
    )
  }
  return scanEndedSpans()
}
