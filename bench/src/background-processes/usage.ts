// What a process spent over a window: CPU time (user and system) and garbage collection time.
import { PerformanceObserver } from 'node:perf_hooks'

let gcMs = 0
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration
}).observe({ entryTypes: ['gc'] })

/** What a process spent since its window opened, in milliseconds. */
export interface Usage {
  readonly cpuMs: number
  readonly gcMs: number
}

/**
 * Opens a window on this process's usage.
 *
 * @returns a function answering what the process spent since the window opened
 */
export function usageWindow(): () => Usage {
  const cpu = process.cpuUsage()
  const gcStart = gcMs
  return () => {
    const { user, system } = process.cpuUsage(cpu)
    return { cpuMs: (user + system) / 1000, gcMs: gcMs - gcStart }
  }
}
