import { ignoreRejection } from '@polytool/core'

/**
 * Thrown by a wrapped refinement whose check could not answer: it threw, or returned a promise
 * (which TypeBox takes as passing). `Value.Check` stops there, and the default is reported as
 * not checked.
 */
export class RefinementUnanswered extends Error {
  override readonly name = 'RefinementUnanswered'
}

interface Refinement {
  readonly check: (value: unknown) => unknown
  readonly error: unknown
}

/**
 * A node's `Type.Refine` checks, wrapped to run on a default at conversion time: a check's
 * promise is never taken for a pass (its rejection is caught), and a check that throws says so.
 *
 * @param refinements - The node's `~refine` array.
 * @returns The wrapped refinements, as TypeBox reads them; `undefined` when the array is not one
 *   TypeBox runs.
 */
export function checkedRefinements(refinements: unknown): Refinement[] | undefined {
  if (!Array.isArray(refinements)) return undefined
  const wrapped: Refinement[] = []
  for (const refinement of refinements as unknown[]) {
    const check = (refinement as { check?: unknown } | null)?.check
    if (typeof check !== 'function') return undefined
    wrapped.push({
      check: (value) => answered(() => check.call(refinement, value)),
      error: (refinement as { error?: unknown }).error,
    })
  }
  return wrapped
}

function answered(run: () => unknown): boolean {
  let result: unknown
  try {
    result = run()
  } catch {
    throw new RefinementUnanswered('a Type.Refine check threw')
  }
  if (isThenable(result)) {
    if (result instanceof Promise) ignoreRejection(result)
    throw new RefinementUnanswered('a Type.Refine check returned a promise')
  }
  return Boolean(result)
}

function isThenable(value: unknown): boolean {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  )
}
