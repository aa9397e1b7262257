import { SchemaLimitError } from './limit-error'
import type { ResolvedLimits } from './limits'
import { child } from './pointer'

/** What the scan found: how many JSON values the input holds and how deep it nests. */
export interface InputSize {
  readonly values: number
  readonly depth: number
}

/** A value waiting to be visited; `parent` links back to the root to rebuild its pointer. */
interface Pending {
  readonly value: unknown
  readonly depth: number
  readonly parent: Pending | undefined
  readonly token: string | number
  /** Marks the end of a value's children: it stops being an ancestor. */
  readonly leaving?: boolean
}

/**
 * Walks an input without recursion, before anything recursive reads it: throws a
 * `SchemaLimitError` (`MAX_DEPTH` or `MAX_INPUT_NODES`) at the first value past the limits, so
 * later recursive steps never meet a stack overflow, and shared subtrees cannot multiply the
 * work unnoticed. A cycle is skipped here and reported by the copy that follows.
 */
export function scanInput(input: unknown, limits: ResolvedLimits): InputSize {
  const { maxDepth, maxInputNodes } = limits
  let values = 0
  let deepest = 0
  const stack: Pending[] = [{ value: input, depth: 0, parent: undefined, token: '' }]
  const ancestors = new Set<unknown>()
  while (stack.length > 0) {
    const pending = stack.pop()!
    const { value, depth } = pending
    if (pending.leaving) {
      ancestors.delete(value)
      continue
    }
    if (ancestors.has(value)) continue
    values++
    if (values > maxInputNodes) throw tooLarge('MAX_INPUT_NODES', maxInputNodes, pending)
    if (value === null || typeof value !== 'object') continue
    if (depth >= maxDepth) throw tooLarge('MAX_DEPTH', maxDepth, pending)
    if (depth + 1 > deepest) deepest = depth + 1
    ancestors.add(value)
    stack.push({ ...pending, leaving: true })
    if (Array.isArray(value)) {
      for (let item = value.length - 1; item >= 0; item--)
        stack.push({ value: value[item], depth: depth + 1, parent: pending, token: item })
    } else {
      const keys = Object.keys(value)
      for (let key = keys.length - 1; key >= 0; key--) {
        const name = keys[key]!
        const item = (value as Record<string, unknown>)[name]
        stack.push({ value: item, depth: depth + 1, parent: pending, token: name })
      }
    }
  }
  return { values, depth: deepest }
}

function pointerOf(pending: Pending): string {
  const tokens: (string | number)[] = []
  for (let at: Pending | undefined = pending; at?.parent !== undefined; at = at.parent)
    tokens.push(at.token)
  return child('', ...tokens.reverse())
}

function tooLarge(
  code: 'MAX_DEPTH' | 'MAX_INPUT_NODES',
  limit: number,
  pending: Pending,
): SchemaLimitError {
  const [option, what] =
    code === 'MAX_DEPTH' ? ['maxDepth', 'levels of nesting'] : ['maxInputNodes', 'JSON values']
  return new SchemaLimitError(
    code,
    limit,
    pointerOf(pending),
    `the schema has more than ${limit} ${what}; raise limits.${option} if the schema is trusted`,
  )
}
