import { SchemaLimitError } from './limit-error'
import type { ResolvedLimits } from './limits'
import { child } from './pointer'

/** What the scan found: how many JSON values the input holds and how deep it nests. */
export interface InputSize {
  readonly values: number
  readonly depth: number
  /** Whether some value holds one of its ancestors: the copy then has to look for cycles. */
  readonly cyclic: boolean
}

// Marks, in the depth stack, the end of a container's children: it stops being an ancestor.
const LEAVING = -1

/**
 * Walks an input without recursion, before anything recursive reads it: throws a
 * `SchemaLimitError` (`MAX_DEPTH` or `MAX_INPUT_NODES`) at the first value past the limits, so
 * later recursive steps never meet a stack overflow, and shared subtrees cannot multiply the
 * work unnoticed. A cycle is skipped here and reported by the copy that follows. Parallel
 * stacks, not an object per value: this runs on every input, 100,000-member enums included.
 */
export function scanInput(input: unknown, limits: ResolvedLimits): InputSize {
  const { maxDepth, maxInputNodes } = limits
  let values = 0
  let deepest = 0
  let cyclic = false
  const pending: unknown[] = [input]
  const depths: number[] = [0]
  const tokens: (string | number)[] = ['']
  const ancestors = new Set<unknown>()
  // The tokens of the containers being walked, the root's first: a depth-first walk pops a
  // value while exactly its ancestors are open, so this is its path, without an object per node.
  const path: (string | number)[] = []
  while (pending.length > 0) {
    const value = pending.pop()
    const depth = depths.pop()!
    const token = tokens.pop()!
    if (depth === LEAVING) {
      ancestors.delete(value)
      path.pop()
      continue
    }
    if (ancestors.has(value)) {
      cyclic = true
      continue
    }
    values++
    if (values > maxInputNodes)
      throw tooLarge('MAX_INPUT_NODES', maxInputNodes, pointerOf(path, token, depth))
    if (value === null || typeof value !== 'object') continue
    if (depth >= maxDepth) throw tooLarge('MAX_DEPTH', maxDepth, pointerOf(path, token, depth))
    if (depth + 1 > deepest) deepest = depth + 1
    ancestors.add(value)
    path.push(token)
    pending.push(value)
    depths.push(LEAVING)
    tokens.push('')
    if (Array.isArray(value)) {
      for (let item = value.length - 1; item >= 0; item--) {
        pending.push(value[item])
        depths.push(depth + 1)
        tokens.push(item)
      }
    } else {
      const keys = Object.keys(value)
      for (let key = keys.length - 1; key >= 0; key--) {
        const name = keys[key]!
        pending.push((value as Record<string, unknown>)[name])
        depths.push(depth + 1)
        tokens.push(name)
      }
    }
  }
  return { values, depth: deepest, cyclic }
}

// `path` holds the root's token first, which a pointer leaves out.
function pointerOf(
  path: readonly (string | number)[],
  token: string | number,
  depth: number,
): string {
  if (depth === 0) return ''
  return child('', ...path.slice(1), token)
}

function tooLarge(
  code: 'MAX_DEPTH' | 'MAX_INPUT_NODES',
  limit: number,
  pointer: string,
): SchemaLimitError {
  const [option, what] =
    code === 'MAX_DEPTH' ? ['maxDepth', 'levels of nesting'] : ['maxInputNodes', 'JSON values']
  return new SchemaLimitError(
    code,
    limit,
    pointer,
    `the schema has more than ${limit} ${what}; raise limits.${option} if the schema is trusted`,
  )
}
