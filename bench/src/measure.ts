/** One benchmark's verdict, printed by the runner. */
export interface BenchReport {
  name: string
  /** Lines to print: measured numbers and ratios. */
  lines: string[]
  /** Each target with the measured value and whether it was met. */
  targets: Array<{ label: string; measured: number; limit: number; met: boolean }>
}

/** What `compare` measured: the median ns per call of each case, and paired ratios. */
export interface Comparison {
  /** Median of the per-round times, in ns per call. */
  times: Record<string, number>
  /**
   * Median over rounds of each case's time divided by the first case's time in the same round:
   * both sides of a ratio ran back to back, under the same load.
   */
  ratios: Record<string, number>
}

/**
 * Times several async functions side by side: rounds alternate between them so machine
 * noise hits all alike; the median of the per-round times is reported in ns per call, and the
 * median of the per-round ratios to the first case.
 */
export async function compare(
  cases: Record<string, () => unknown>,
  options: { rounds?: number; callsPerRound?: number; warmupRounds?: number } = {},
): Promise<Comparison> {
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
  return summarize(names, samples)
}

/** Median times per side, and the median of each round's ratio to the first side. */
function summarize(names: string[], samples: Record<string, number[]>): Comparison {
  const times: Record<string, number> = {}
  const ratios: Record<string, number> = {}
  const baseline = samples[names[0]!]!
  for (const name of names) {
    times[name] = median(samples[name]!)
    ratios[name] = median(samples[name]!.map((time, round) => time / baseline[round]!))
  }
  return { times, ratios }
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

/**
 * Times first conversions side by side: every batch gets its own fresh inputs (built before
 * timing, `build(fresh)` with a new number each time) and sides alternate their order. Times
 * are the median ns per input; ratios the median of the per-round ratios to the first side.
 */
export function compareCold<Input>(
  build: (fresh: number) => Input[],
  sides: Record<string, (input: Input) => unknown>,
  options: { rounds?: number; warmupRounds?: number } = {},
): Comparison {
  const rounds = options.rounds ?? 60
  const warmup = options.warmupRounds ?? 8
  const names = Object.keys(sides)
  const samples: Record<string, number[]> = {}
  for (const name of names) samples[name] = []
  let fresh = 0
  for (let round = 0; round < warmup + rounds; round++) {
    for (const name of round % 2 === 0 ? names : [...names].reverse()) {
      const inputs = build(fresh++)
      const convert = sides[name]!
      const start = performance.now()
      // The results are kept until the batch ends, as a caller building a tool list keeps them.
      const results = inputs.map((input) => convert(input))
      const elapsed = (performance.now() - start) * 1e6
      if (results.length !== inputs.length) throw new Error('a conversion went missing')
      if (round >= warmup) samples[name]!.push(elapsed / inputs.length)
    }
  }
  return summarize(names, samples)
}

/** What `compareSync` measured: `Comparison`, and the processor time each call cost. */
export interface SyncComparison extends Comparison {
  /**
   * Median of the per-round processor time (user and system) of this process, in ns per call.
   * Unlike the wall-clock times, it does not count the time other processes held the CPU, so
   * it is the cost of the call on a shared, loaded machine.
   */
  cpuTimes: Record<string, number>
}

/**
 * `compare` for synchronous functions that take a microsecond or two, where awaiting each call
 * would cost as much as the call: the same alternating rounds and medians, without `await`,
 * with the processor time of each round besides its wall-clock time.
 */
export function compareSync(
  cases: Record<string, () => unknown>,
  options: {
    rounds?: number
    callsPerRound?: number
    warmupRounds?: number
    /**
     * `cpu`: the process's CPU time (`process.cpuUsage`) instead of the wall clock, for numbers
     * that time spent waiting for a core on a loaded machine does not inflate.
     */
    clock?: 'wall' | 'cpu'
  } = {},
): SyncComparison {
  const now = options.clock === 'cpu' ? cpuMs : () => performance.now()
  const rounds = options.rounds ?? 30
  const calls = options.callsPerRound ?? 2_000
  const warmup = options.warmupRounds ?? 5
  const samples: Record<string, number[]> = {}
  const cpuSamples: Record<string, number[]> = {}
  const names = Object.keys(cases)
  for (const name of names) {
    samples[name] = []
    cpuSamples[name] = []
  }
  let sink = 0
  for (let round = 0; round < warmup + rounds; round++) {
    const order = round % 2 === 0 ? names : [...names].reverse()
    for (const name of order) {
      const fn = cases[name]!
      const cpuStart = process.cpuUsage()
      const start = now()
      for (let i = 0; i < calls; i++) sink += (fn() as string).length
      const elapsed = now() - start
      const cpu = process.cpuUsage(cpuStart)
      if (round >= warmup) {
        samples[name]!.push((elapsed * 1e6) / calls)
        cpuSamples[name]!.push(((cpu.user + cpu.system) * 1e3) / calls)
      }
    }
  }
  // Read the sink, so the calls cannot be optimised away.
  if (sink === -1) console.log(sink)
  const cpuTimes: Record<string, number> = {}
  for (const name of names) cpuTimes[name] = median(cpuSamples[name]!)
  return { ...summarize(names, samples), cpuTimes }
}

/** The CPU time this process has used, user and system, in milliseconds. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1_000
}
