import { NUMBER_FORMAT_EXAMPLES } from './format-examples'
import { type Node, numberAt } from './schema-nodes'

// Numbers a schema node describes: the multiples of its step just inside each bound and in the
// middle (a range and a `multipleOf` together admit only those), then the bounds and the steps
// around them, and values where float arithmetic and safe integers make validators differ.

/** The numbers (or integers) built for a node with `type: number` or `integer`. */
export function numbers(schema: Node, integer: boolean): number[] {
  const step = positive(numberAt(schema, 'multipleOf')) ?? (integer ? 1 : 0.001)
  const format = typeof schema.format === 'string' ? schema.format : ''
  const candidates = [
    ...multiplesInside(schema, integer ? integerStep(step) : step),
    ...(NUMBER_FORMAT_EXAMPLES[format] ?? []),
    ...[0, -0, step, -step, 1, -1, 0.5, 1e308, -1e308, 5e-324],
  ]
  for (const key of ['minimum', 'maximum'] as const) {
    const bound = numberAt(schema, key)
    if (bound !== undefined) candidates.push(bound, bound - step, bound + step)
  }
  for (const key of ['exclusiveMinimum', 'exclusiveMaximum'] as const) {
    const bound = numberAt(schema, key)
    if (bound !== undefined) candidates.push(bound + step, bound - step, bound)
  }
  for (let k = -3; k <= 3; k++) candidates.push(k * step)
  return candidates.filter(
    (value) => Number.isFinite(value) && (!integer || Number.isInteger(value)),
  )
}

function positive(value: number | undefined): number | undefined {
  return value !== undefined && value > 0 ? value : undefined
}

// The smallest multiple of the step that is an integer (2 for 0.5): integers that are
// multiples of 0.5 are the multiples of 1, of 0.4 the multiples of 2.
function integerStep(step: number): number | undefined {
  for (let k = 1; k <= 1000; k++) {
    const multiple = tidy(step * k)
    if (Number.isInteger(multiple)) return multiple
  }
  return undefined
}

interface Bound {
  readonly value: number
  readonly exclusive: boolean
}

// The first and second multiples above the lower bound, the last two below the upper one, and
// the one halfway: `minimum: 1000, maximum: 1100, multipleOf: 37` gives 1036 and 1073.
function multiplesInside(schema: Node, unit: number | undefined): number[] {
  if (unit === undefined) return []
  const { first, last } = rangeOfMultiples(schema, unit)
  const out: number[] = []
  if (first !== undefined) out.push(first, first + unit)
  if (last !== undefined) out.push(last, last - unit)
  if (first !== undefined && last !== undefined) {
    out.push(Math.round((first + last) / 2 / unit) * unit)
  }
  // `3 * 0.1` is 0.30000000000000004: the tidy spelling is the multiple a model would write.
  return out.flatMap((value) => [tidy(value), value])
}

/**
 * `count` different numbers the node admits, side by side: the multiples of its step from
 * its lower bound up (or down from its upper bound, or up from 0); none when the range holds
 * fewer. An array whose items must all differ needs as many.
 *
 * @param schema - A node with `type: number` or `integer`.
 * @param integer - Whether the node is `integer`.
 * @param count - How many numbers.
 * @returns The numbers, or an empty list.
 */
export function differentNumbers(schema: Node, integer: boolean, count: number): number[] {
  const step = positive(numberAt(schema, 'multipleOf')) ?? 1
  const unit = integer ? integerStep(step) : step
  if (unit === undefined) return []
  const { first, last } = rangeOfMultiples(schema, unit)
  const start = first ?? (last === undefined ? 0 : last - (count - 1) * unit)
  const run = Array.from({ length: count }, (_, at) => tidy(start + at * unit))
  const end = run[run.length - 1]
  if (end === undefined || (last !== undefined && end > last)) return []
  return new Set(run).size === count ? run : []
}

function rangeOfMultiples(
  schema: Node,
  unit: number,
): { first: number | undefined; last: number | undefined } {
  const lowers = bounds(schema, 'minimum', 'exclusiveMinimum')
  const uppers = bounds(schema, 'maximum', 'exclusiveMaximum')
  const firsts = lowers.map((bound) => {
    const k = Math.ceil(bound.value / unit)
    return (bound.exclusive && k * unit <= bound.value ? k + 1 : k) * unit
  })
  const lasts = uppers.map((bound) => {
    const k = Math.floor(bound.value / unit)
    return (bound.exclusive && k * unit >= bound.value ? k - 1 : k) * unit
  })
  return {
    first: firsts.length > 0 ? Math.max(...firsts) : undefined,
    last: lasts.length > 0 ? Math.min(...lasts) : undefined,
  }
}

function bounds(schema: Node, inclusive: string, exclusive: string): Bound[] {
  const out: Bound[] = []
  const at = numberAt(schema, inclusive)
  if (at !== undefined) out.push({ value: at, exclusive: false })
  const past = numberAt(schema, exclusive)
  if (past !== undefined) out.push({ value: past, exclusive: true })
  return out
}

function tidy(value: number): number {
  return Number.isFinite(value) ? Number(value.toPrecision(12)) : value
}
