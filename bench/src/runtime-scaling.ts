import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { createTool, createToolCallRuntime } from '@polytool/core'
import { z } from 'zod'
import { type BenchReport, median } from './measure'

const KB = 1024
const SIZES = [64, 128, 256, 512, 1024, 2048, 4096].map((size) => size * KB)
const MAX_GROWTH_PER_DOUBLING = 2.2
const ROUNDS = 3

/**
 * The whole runtime (an `onInputDelta` hook, display and transcript chunks at every delta, both
 * streams unread) on one call's arguments of 64 KB to 4 MB in 1-character deltas, all pushed at
 * once: time, the heap at the last push and the heap the runtime keeps afterwards, per doubling
 * of the size. The target is on CPU time (this process's, its GC threads included): on a shared
 * machine, wall time mostly measures the other processes; it is printed too.
 */
export async function run(): Promise<BenchReport> {
  const report: BenchReport = {
    name: 'runtime in 1-character deltas, 64 KB to 4 MB, both chunk streams unread',
    lines: [],
    targets: [],
  }
  const gc = exposeGc()
  const tool = createTool({
    id: 'index-files',
    description: 'Indexes files',
    inputSchema: z.object({ task: z.string(), files: z.array(z.unknown()) }),
    execute: async ({ files }) => files.length,
    onInputDelta: () => {},
  })
  const texts = SIZES.map(buildArgument)
  const times: number[][] = SIZES.map(() => [])
  const walls: number[][] = SIZES.map(() => [])
  const peaks: number[][] = SIZES.map(() => [])
  const heaps: number[][] = SIZES.map(() => [])
  // One round of the smaller sizes first, left out: the JIT warms up.
  for (let round = -1; round < ROUNDS; round++) {
    for (let s = 0; s < SIZES.length; s++) {
      if (round < 0 && s > 2) break
      const text = texts[s]!
      gc()
      const before = process.memoryUsage().heapUsed
      const start = performance.now()
      const cpu = process.cpuUsage()
      const runtime = createToolCallRuntime({ tools: [tool], observer: { log: () => {} } })
      runtime.push({ type: 'tool-input-start', toolCallId: 'call', toolName: 'index-files' })
      for (let i = 0; i < text.length; i++) {
        runtime.push({ type: 'tool-input-delta', toolCallId: 'call', inputTextDelta: text[i]! })
      }
      const peak = process.memoryUsage().heapUsed - before
      runtime.push({ type: 'tool-input-end', toolCallId: 'call' })
      const [outcome] = await runtime.settle()
      const used = process.cpuUsage(cpu)
      const elapsed = (used.user + used.system) / 1000
      const wall = performance.now() - start
      if (outcome?.status !== 'completed') throw new Error(`the call ended ${outcome?.status}`)
      gc()
      const kept = process.memoryUsage().heapUsed - before
      // The runtime is alive until here: what it keeps, its unread chunks included.
      if (runtime.display.unread + runtime.transcript.unread === 0) throw new Error('nothing kept')
      if (round >= 0) {
        times[s]!.push(elapsed)
        walls[s]!.push(wall)
        peaks[s]!.push(peak)
        heaps[s]!.push(kept)
      }
    }
  }
  let worst = 0
  SIZES.forEach((size, s) => {
    const time = median(times[s]!)
    const peak = median(peaks[s]!)
    const heap = median(heaps[s]!)
    let growth = ''
    if (s > 0) {
      const timeGrowth = time / median(times[s - 1]!)
      const peakGrowth = peak / median(peaks[s - 1]!)
      const heapGrowth = heap / median(heaps[s - 1]!)
      worst = Math.max(worst, timeGrowth)
      growth = `; per doubling: CPU time ${timeGrowth.toFixed(2)}x, heap at the last push ${peakGrowth.toFixed(2)}x, kept ${heapGrowth.toFixed(2)}x`
    }
    report.lines.push(
      `${String(size / KB).padStart(5)} KB: CPU ${time.toFixed(0)} ms (${((time * 1e6) / size).toFixed(0)} ns per delta), wall ${median(walls[s]!).toFixed(0)} ms; heap at the last push ${mb(peak)}, kept after ${mb(heap)}${growth}`,
    )
  })
  report.targets.push({
    label: 'runtime CPU time per doubling, worst of 64 KB → 4 MB (linear is 2)',
    measured: worst,
    limit: MAX_GROWTH_PER_DOUBLING,
    met: worst <= MAX_GROWTH_PER_DOUBLING,
  })
  return report
}

/** A realistic large argument: file records with text, escapes, non-ASCII, numbers and arrays. */
function buildArgument(size: number): string {
  const files: unknown[] = []
  let length = '{"task":"index the repository","files":[]}'.length
  for (let i = 0; length < size; i++) {
    const file = {
      path: `src/module-${i}/file-${i}.ts`,
      bytes: i * 37 + 11,
      owner: i % 3 === 0 ? null : `team-${i % 7}`,
      tags: ['source', `batch-${i % 13}`],
      content: `export const value${i} = "quoted \\\\ text"\\n\\tconsole.log('café ${i} 😀 ✓')\\n`,
    }
    files.push(file)
    length += JSON.stringify(file).length + 1
  }
  return JSON.stringify({ task: 'index the repository', files })
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

function exposeGc(): () => void {
  setFlagsFromString('--expose-gc')
  return runInNewContext('gc') as () => void
}
