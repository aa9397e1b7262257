import type { $ZodType } from 'zod/v4/core'

type JsonNode = Record<string, unknown>

interface Check {
  readonly _zod: { readonly def: { readonly check: string; readonly value?: unknown } }
}

/**
 * States the bound past which Zod's `multipleOf()` refuses every number: Zod divides the value
 * by the divisor, and for a divisor below 1 a value near the largest double (`1e308` for
 * `multipleOf(0.25)`) has a quotient that overflows to `Infinity`, which is no integer. JSON
 * Schema calls such a value a multiple. The node gets `maximum` and `minimum` at the last
 * values whose quotient is finite, or keeps its own bounds where they are tighter, so the
 * schema refuses exactly what Zod refuses there.
 *
 * @param zodSchema - The Zod schema of the node.
 * @param jsonSchema - Its JSON Schema, changed in place.
 */
export function boundOverflowingMultiples(zodSchema: $ZodType, jsonSchema: JsonNode): void {
  const checks = (zodSchema._zod.def as { checks?: readonly Check[] }).checks
  if (checks === undefined || typeof jsonSchema.multipleOf !== 'number') return
  let bound = Number.POSITIVE_INFINITY
  for (const check of checks) {
    const { check: kind, value } = check._zod.def
    if (kind !== 'multiple_of' || typeof value !== 'number') continue
    const divisor = Math.abs(value)
    if (divisor > 0 && divisor < 1) bound = Math.min(bound, largestFiniteDividend(divisor))
  }
  if (bound === Number.POSITIVE_INFINITY) return
  if (!(typeof jsonSchema.maximum === 'number' && jsonSchema.maximum <= bound)) {
    jsonSchema.maximum = bound
  }
  if (!(typeof jsonSchema.minimum === 'number' && jsonSchema.minimum >= -bound)) {
    jsonSchema.minimum = -bound
  }
}

// The largest double whose quotient by `divisor` (0 < divisor < 1) is finite: a binary search
// over the positive doubles, which their bits order as integers. Division is monotone.
function largestFiniteDividend(divisor: number): number {
  const view = new DataView(new ArrayBuffer(8))
  const bitsOf = (value: number) => {
    view.setFloat64(0, value)
    return view.getBigUint64(0)
  }
  const doubleOf = (bits: bigint) => {
    view.setBigUint64(0, bits)
    return view.getFloat64(0)
  }
  let low = bitsOf(divisor) // divisor / divisor is 1: finite
  let high = bitsOf(Number.MAX_VALUE) // MAX_VALUE / divisor overflows
  while (high - low > 1n) {
    const middle = (low + high) / 2n
    if (Number.isFinite(doubleOf(middle) / divisor)) low = middle
    else high = middle
  }
  return doubleOf(low)
}
