import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { createPartialJsonParser, createTool, createToolCallRuntime } from '@polytool/core'
import { z } from 'zod'
import { type BenchReport, median } from './measure'

const KB = 1024
const SMALL = 256 * KB
const LARGE = 1024 * KB
const MAX_RATIO_TO_JSON_PARSE = 100
const MAX_GROWTH = 5
// Re-parsing the whole buffer at every delta is quadratic: a full run at 1 MB would take
// about an hour. Its cost at one delta depends only on the text so far, so it is measured
// at every SAMPLE_EVERY-th delta and scaled, and measured in full at a smaller size.
const SAMPLE_EVERY = 1024
const FULL_BASELINE_SIZE = 32 * KB
// The whole runtime (hook, transforms, chunks per delta) is slower per delta than the parser
// alone, so its growth is measured on smaller inputs.
const RUNTIME_SMALL = 64 * KB
const RUNTIME_LARGE = 256 * KB

/**
 * A 1 MB tool argument streamed in 1-character deltas: the incremental parser against one
 * `JSON.parse` of the final text, and against re-parsing the whole buffer at every delta.
 */
export async function run(): Promise<BenchReport> {
  const report: BenchReport = {
    name: 'streamed tool input: incremental parser vs. re-parse per delta',
    lines: [],
    targets: [],
  }
  const small = buildArgument(SMALL)
  const large = buildArgument(LARGE)
  const { small: incrementalSmall, large: incrementalLarge } = timeIncremental({ small, large })
  const jsonParseLarge = timeJsonParse(large)
  const ratio = incrementalLarge / jsonParseLarge
  const growth = incrementalLarge / incrementalSmall

  report.lines.push(
    `argument: ${kb(large.length)} of JSON (records with strings, escapes, numbers, arrays), ${large.length.toLocaleString('en')} one-character deltas`,
    `incremental parser, 256 KB: ${ms(incrementalSmall)} total`,
    `incremental parser, 1 MB:   ${ms(incrementalLarge)} total, ${((incrementalLarge * 1e6) / large.length).toFixed(0)} ns per delta`,
    `one JSON.parse of the final 1 MB text: ${ms(jsonParseLarge)}`,
    `ratio incremental / JSON.parse: ${ratio.toFixed(1)}x; growth 256 KB → 1 MB: ${growth.toFixed(2)}x for 4x the size`,
  )

  const fullSmall = timeBaselineFull(buildArgument(FULL_BASELINE_SIZE))
  const sampledSmall = timeBaselineSampled(buildArgument(FULL_BASELINE_SIZE))
  const sampledLarge = timeBaselineSampled(large)
  report.lines.push(
    `baseline (repair + JSON.parse of the whole buffer at every delta, as the AI SDK's parsePartialJson does):`,
    `  32 KB, every delta measured: ${ms(fullSmall.total)} (${fullSmall.failed} deltas failed to parse); sampled estimate at 32 KB: ${ms(sampledSmall.total)}`,
    `  1 MB, EXTRAPOLATED from every ${SAMPLE_EVERY}th delta (${sampledLarge.samples} measured, scaled x${SAMPLE_EVERY}): ~${seconds(sampledLarge.total)} (${sampledLarge.failed} sampled deltas failed to parse)`,
    `  at 1 MB the incremental parser is ~${Math.round(sampledLarge.total / incrementalLarge).toLocaleString('en')}x faster than the baseline`,
  )

  const runtime = await timeRuntime(buildArgument(RUNTIME_SMALL), buildArgument(RUNTIME_LARGE))
  const runtimeGrowth = runtime.large / runtime.small
  report.lines.push(
    `whole runtime (onInputDelta hook, display and transcript chunks at every delta): 64 KB ${ms(runtime.small)}, 256 KB ${ms(runtime.large)} (${((runtime.large * 1e6) / RUNTIME_LARGE).toFixed(0)} ns per delta); growth ${runtimeGrowth.toFixed(2)}x for 4x the size`,
  )

  report.targets.push(
    {
      label: '1 MB in 1-char deltas / one JSON.parse',
      measured: ratio,
      limit: MAX_RATIO_TO_JSON_PARSE,
      met: ratio <= MAX_RATIO_TO_JSON_PARSE,
    },
    {
      label: 'time growth 256 KB → 1 MB (linear is 4)',
      measured: growth,
      limit: MAX_GROWTH,
      met: growth <= MAX_GROWTH,
    },
    {
      label: 'whole runtime: time growth 64 KB → 256 KB (linear is 4)',
      measured: runtimeGrowth,
      limit: MAX_GROWTH,
      met: runtimeGrowth <= MAX_GROWTH,
    },
  )
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
      ratio: (i % 97) / 7,
      binary: i % 5 === 0,
      owner: i % 3 === 0 ? null : `team-${i % 7}`,
      tags: ['source', `batch-${i % 13}`],
      content: `export const value${i} = "quoted \\ text"\n\tconsole.log('café ${i} 😀 ✓')\n`,
    }
    files.push(file)
    length += JSON.stringify(file).length + 1
  }
  return JSON.stringify({ task: 'index the repository', files })
}

// Rounds alternate between the sizes and start from a collected heap, so that garbage
// left by one round and noise from other processes do not land on one size only.
function timeIncremental(texts: { small: string; large: string }): {
  small: number
  large: number
} {
  const collectGarbage = exposeGc()
  const times = { small: [] as number[], large: [] as number[] }
  for (let round = 0; round < 9; round++) {
    for (const size of ['small', 'large'] as const) {
      const text = texts[size]
      collectGarbage()
      const start = performance.now()
      const parser = createPartialJsonParser()
      for (let i = 0; i < text.length; i++) parser.write(text[i]!)
      const result = parser.end()
      times[size].push(performance.now() - start)
      if (!result.ok) throw result.error
    }
  }
  // The first rounds warm the JIT up; they are left out.
  return { small: median(times.small.slice(2)), large: median(times.large.slice(2)) }
}

/** The same argument through the whole runtime: parser, hook, transforms and chunks per delta. */
async function timeRuntime(
  small: string,
  large: string,
): Promise<{ small: number; large: number }> {
  const collectGarbage = exposeGc()
  const tool = createTool({
    id: 'index-files',
    description: 'Indexes files',
    inputSchema: z.object({ task: z.string(), files: z.array(z.unknown()) }),
    execute: async ({ files }) => files.length,
    onInputDelta: () => {},
  })
  const once = async (text: string) => {
    collectGarbage()
    const start = performance.now()
    const runtime = createToolCallRuntime({ tools: [tool] })
    runtime.push({ type: 'tool-input-start', toolCallId: 'call', toolName: 'index-files' })
    for (let i = 0; i < text.length; i++) {
      runtime.push({ type: 'tool-input-delta', toolCallId: 'call', inputTextDelta: text[i]! })
    }
    runtime.push({ type: 'tool-input-end', toolCallId: 'call' })
    const [outcome] = await runtime.settle()
    if (outcome?.status !== 'completed') throw new Error(`the call ended ${outcome?.status}`)
    return performance.now() - start
  }
  const times = { small: [] as number[], large: [] as number[] }
  for (let round = 0; round < 4; round++) {
    times.small.push(await once(small))
    times.large.push(await once(large))
  }
  return { small: median(times.small.slice(1)), large: median(times.large.slice(1)) }
}

function exposeGc(): () => void {
  setFlagsFromString('--expose-gc')
  return runInNewContext('gc') as () => void
}

function timeJsonParse(text: string): number {
  const times: number[] = []
  for (let round = 0; round < 21; round++) {
    const start = performance.now()
    JSON.parse(text)
    times.push(performance.now() - start)
  }
  return median(times)
}

function timeBaselineFull(text: string): { total: number; failed: number } {
  let failed = 0
  let buffer = ''
  const start = performance.now()
  for (let i = 0; i < text.length; i++) {
    buffer += text[i]!
    if (parsePartialJsonBaseline(buffer) === FAILED) failed++
  }
  return { total: performance.now() - start, failed }
}

function timeBaselineSampled(text: string): { total: number; failed: number; samples: number } {
  let measured = 0
  let failed = 0
  let samples = 0
  for (let end = 1; end <= text.length; end += SAMPLE_EVERY) {
    const buffer = text.slice(0, end)
    const start = performance.now()
    const value = parsePartialJsonBaseline(buffer)
    measured += performance.now() - start
    samples++
    if (value === FAILED) failed++
  }
  return { total: measured * SAMPLE_EVERY, failed, samples }
}

const FAILED = Symbol('failed')

/** The AI SDK's way: try the whole text, else repair the whole text and parse it again. */
function parsePartialJsonBaseline(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    try {
      return JSON.parse(repairPartialJson(text))
    } catch {
      return FAILED
    }
  }
}

/**
 * Closes a JSON prefix, like the AI SDK's `fixJson`: one pass over the whole text keeps the
 * open containers and the last point where the text can be cut, then closes what is open.
 */
function repairPartialJson(text: string): string {
  const closers: string[] = []
  const expectingKey: boolean[] = []
  let inString = false
  let stringIsKey = false
  let escapeLeft = 0
  let cutAt = 0
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (inString) {
      if (escapeLeft > 0) {
        escapeLeft = char === 'u' && escapeLeft === 1 && text[i - 1] === '\\' ? 4 : escapeLeft - 1
      } else if (char === '\\') escapeLeft = 1
      else if (char === '"') {
        inString = false
        if (!stringIsKey) cutAt = i + 1
      }
      continue
    }
    switch (char) {
      case '{':
      case '[':
        closers.push(char === '{' ? '}' : ']')
        expectingKey.push(char === '{')
        cutAt = i + 1
        break
      case '}':
      case ']':
        closers.pop()
        expectingKey.pop()
        cutAt = i + 1
        break
      case '"':
        inString = true
        stringIsKey = expectingKey[expectingKey.length - 1] === true
        break
      case ':':
        expectingKey[expectingKey.length - 1] = false
        break
      case ',':
        if (closers[closers.length - 1] === '}') expectingKey[expectingKey.length - 1] = true
        break
      default:
        if ((char >= '0' && char <= '9') || endsLiteral(text, i)) cutAt = i + 1
    }
  }
  if (inString && !stringIsKey) {
    const complete = escapeLeft > 0 ? text.slice(0, text.lastIndexOf('\\')) : text
    return `${complete}"${closers.reverse().join('')}`
  }
  return text.slice(0, cutAt) + closers.reverse().join('')
}

function endsLiteral(text: string, i: number): boolean {
  const char = text[i]
  if (char === 'e') return text.endsWith('true', i + 1) || text.endsWith('false', i + 1)
  return char === 'l' && text.endsWith('null', i + 1)
}

function kb(length: number): string {
  return `${(length / KB).toFixed(0)} KB`
}

function ms(value: number): string {
  return `${value.toFixed(1)} ms`
}

function seconds(value: number): string {
  return `${(value / 1000).toFixed(0)} s`
}
