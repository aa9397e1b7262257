import {
  ProviderSchemaError,
  type ProviderTarget,
  SchemaLimitError,
  toProviderSchema,
} from '@polytool/json-schema'
import { type BenchReport, formatNs } from './measure'

// Each doubling of the input may cost at most this much more time.
const GROWTH_LIMIT = 2.5
const ROUNDS = 11
const SAMPLE_MS = 150
const MAX_REPEAT = 64
const TARGETS: readonly [ProviderTarget, object][] = [
  ['openai', { strict: true }],
  ['anthropic', { strict: true }],
  ['gemini', { mode: 'parameters' }],
  ['gemini', { mode: 'parametersJsonSchema' }],
]

type Schema = Record<string, unknown>

/** One pathological family: a schema per size, sizes doubling. */
interface Family {
  readonly name: string
  readonly sizes: readonly number[]
  readonly build: (size: number) => Schema
}

const families: Family[] = [
  { name: 'allOf of N two-branch anyOfs', sizes: [8, 16, 32, 64], build: allOfAnyOf },
  // From 16 doublings on, the inlined output (2^17 nodes) passes the output budget.
  { name: '$ref doubling chain of N definitions', sizes: [16, 32, 64, 128], build: refDoubling },
  // Every size above 16,384 elements, where V8 moves an array to large-object space: a doubling
  // across that line costs a constant jump (the frozen-copy floor shows it too), not growth.
  {
    name: 'enum of N numbers',
    sizes: [25_000, 50_000, 100_000, 200_000],
    build: (size) => ({
      type: 'object',
      properties: { pick: { enum: Array.from({ length: size }, (_, index) => index + 0.5) } },
      required: ['pick'],
    }),
  },
]

/**
 * Growth on hostile schemas: the time to emit (or refuse) one schema for the strict targets,
 * per size, and the ratio of each doubling of the input. Fresh schema objects every call, so
 * no cache helps; a refusal (`SchemaLimitError`, `ProviderSchemaError`) counts like an emission.
 */
export async function run(): Promise<BenchReport> {
  const report: BenchReport = {
    name: 'Bounded work on hostile schemas: time per input doubling',
    lines: [],
    targets: [],
  }
  for (const family of families) {
    const times = family.sizes.map((size) => timeEmission(family.build, size, emitAll))
    const floors = family.sizes.map((size) => timeEmission(family.build, size, copyAll))
    report.lines.push(
      `${family.name}: ${family.sizes.map((size, index) => `N=${size} ${formatNs(times[index]!)}`).join(', ')}`,
      `${' '.repeat(8)} floor (a frozen JSON copy of each input, no polytool code): ${family.sizes.map((size, index) => `N=${size} ${formatNs(floors[index]!)}`).join(', ')}`,
      `${' '.repeat(8)} growth per doubling, polytool / floor: ${family.sizes
        .slice(1)
        .map(
          (_, index) =>
            `${(times[index + 1]! / times[index]!).toFixed(2)} / ${(floors[index + 1]! / floors[index]!).toFixed(2)}`,
        )
        .join(', ')}`,
    )
    for (let index = 1; index < times.length; index++) {
      const ratio = times[index]! / times[index - 1]!
      report.targets.push({
        label: `${family.name}, N=${family.sizes[index - 1]} → ${family.sizes[index]} (time ratio)`,
        measured: ratio,
        limit: GROWTH_LIMIT,
        met: ratio <= GROWTH_LIMIT,
      })
    }
  }
  return report
}

/**
 * Ns to emit one fresh schema of this size for every strict target: the fastest sample, the one
 * least disturbed by other processes on a shared machine.
 */
function timeEmission(
  build: (size: number) => Schema,
  size: number,
  work: (build: (size: number) => Schema, size: number, repeat: number) => number,
): number {
  // Short calls are repeated so that each sample lasts about SAMPLE_MS: timer and GC noise average out.
  const first = work(build, size, 1)
  const repeat = Math.min(MAX_REPEAT, Math.max(1, Math.ceil(SAMPLE_MS / first)))
  const samples: number[] = []
  for (let round = 0; round < ROUNDS; round++)
    samples.push((work(build, size, repeat) * 1e6) / repeat)
  return Math.min(...samples)
}

/** Milliseconds to emit `repeat` fresh schemas for every strict target (building them excluded). */
function emitAll(build: (size: number) => Schema, size: number, repeat: number): number {
  const inputs = Array.from({ length: repeat }, () => TARGETS.map(() => build(size)))
  const start = performance.now()
  for (const copies of inputs) {
    TARGETS.forEach(([target, options], index) => {
      try {
        toProviderSchema(copies[index]!, target, options)
      } catch (error) {
        // A refusal (a limit, a provider rule) is the answer for this input: it counts too.
        if (!(error instanceof SchemaLimitError || error instanceof ProviderSchemaError))
          throw error
      }
    })
  }
  return performance.now() - start
}

/**
 * The least any emitter that hands back a frozen copy does with each input: copy it as JSON and
 * freeze the copy. V8's own cost for large arrays (a jump near 16,000 elements, where arrays move
 * to large-object space) shows here as it does in the emitters.
 */
function copyAll(build: (size: number) => Schema, size: number, repeat: number): number {
  const inputs = Array.from({ length: repeat }, () => TARGETS.map(() => build(size)))
  const start = performance.now()
  for (const copies of inputs) {
    for (const copy of copies) deepFreeze(JSON.parse(JSON.stringify(copy)))
  }
  return performance.now() - start
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null) return
  Object.freeze(value)
  for (const child of Object.values(value)) deepFreeze(child)
}

function allOfAnyOf(n: number): Schema {
  const allOf = Array.from({ length: n }, (_, index) => ({
    anyOf: [
      { type: 'object', properties: { [`a${index}`]: { type: 'string' } } },
      { type: 'object', properties: { [`b${index}`]: { type: 'number' } } },
    ],
  }))
  return { type: 'object', properties: { x: { allOf } } }
}

function refDoubling(doublings: number): Schema {
  const $defs: Record<string, Schema> = { def_0: { type: 'string' } }
  for (let k = 1; k <= doublings; k++) {
    const previous = { $ref: `#/$defs/def_${k - 1}` }
    $defs[`def_${k}`] = { type: 'object', properties: { a: previous, b: previous } }
  }
  return { type: 'object', properties: { root: { $ref: `#/$defs/def_${doublings}` } }, $defs }
}
