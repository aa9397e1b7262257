/** One benchmark's verdict, printed by the runner. */
export interface BenchReport {
  name: string
  /** Lines to print: measured numbers and ratios. */
  lines: string[]
  /** Each target with the measured value and whether it was met. */
  targets: Array<{ label: string; measured: number; limit: number; met: boolean }>
}

/**
 * Times several async functions side by side: rounds alternate between them so machine
 * noise hits all alike; the median of the per-round times is reported in ns per call.
 */
export async function compare(
  cases: Record<string, () => unknown>,
  options: { rounds?: number; callsPerRound?: number; warmupRounds?: number } = {},
): Promise<Record<string, number>> {
  const rounds = options.rounds ?? 30
  const calls = options.callsPerRound ?? 2_000
  const warmup = options.warmupRounds ?? 5
  const samples: Record<string, number[]> = {}
  const names = Object.keys(cases)
  for (const name of names) samples[name] = []
  for (let round = 0; round < warmup + rounds; round++) {
    const order = round % 2 === 0 ? names : [...names].reverse()
    for (const name of order) {
      const fn = cases[name]!
      const start = performance.now()
      for (let i = 0; i < calls; i++) await fn()
      const elapsed = performance.now() - start
      if (round >= warmup) samples[name]!.push((elapsed * 1e6) / calls)
    }
  }
  const medians: Record<string, number> = {}
  for (const name of names) medians[name] = median(samples[name]!)
  return medians
}

/** The middle value of a list of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 0 ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[middle]!
}

/** Formats nanoseconds for people. */
export function formatNs(ns: number): string {
  if (ns >= 1e6) return `${(ns / 1e6).toFixed(2)} ms`
  if (ns >= 1e3) return `${(ns / 1e3).toFixed(2)} µs`
  return `${ns.toFixed(0)} ns`
}
