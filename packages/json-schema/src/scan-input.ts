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
  // The stacks are kept between scans: every emission scans its input, and fresh stacks would
  // be most of what a small schema's scan allocates. A getter that emits again in the middle
  // of a scan gets stacks of its own.
  const stacks = idle ?? newStacks()
  idle = undefined
  try {
    return scanWith(stacks, input, limits)
  } finally {
    // Emptied for the garbage collector; stacks grown past a small schema's size are let go.
    stacks.pending.fill(undefined)
    stacks.ancestors.clear()
    if (stacks.pending.length <= KEPT_STACK_SIZE) idle = stacks
  }
}

interface ScanStacks {
  /** Values to visit, the next on top; `tokens` and `depths` run beside it. */
  readonly pending: unknown[]
  readonly depths: number[]
  readonly tokens: (string | number)[]
  /**
   * The tokens of the containers being walked, the root's first: a depth-first walk pops a
   * value while exactly its ancestors are open, so this is its path, without an object per node.
   */
  readonly path: (string | number)[]
  readonly ancestors: Set<unknown>
}

const KEPT_STACK_SIZE = 4096
let idle: ScanStacks | undefined

function newStacks(): ScanStacks {
  return { pending: [], depths: [], tokens: [], path: [], ancestors: new Set() }
}

function scanWith(stacks: ScanStacks, input: unknown, limits: ResolvedLimits): InputSize {
  const { maxDepth, maxInputNodes } = limits
  const { pending, depths, tokens, path, ancestors } = stacks
  let values = 0
  let deepest = 0
  let cyclic = false
  // Stack heights, kept here: the arrays only grow, so a scan after a scan allocates nothing.
  let top = 0
  let pathLength = 0
  const push = (value: unknown, depth: number, token: string | number): void => {
    pending[top] = value
    depths[top] = depth
    tokens[top] = token
    top++
  }
  push(input, 0, '')
  while (top > 0) {
    top--
    const value = pending[top]
    const depth = depths[top]!
    const token = tokens[top]!
    pending[top] = undefined
    if (depth === LEAVING) {
      ancestors.delete(value)
      pathLength--
      continue
    }
    if (ancestors.has(value)) {
      cyclic = true
      continue
    }
    values++
    if (values > maxInputNodes)
      throw tooLarge('MAX_INPUT_NODES', maxInputNodes, pointerOf(path, pathLength, token, depth))
    if (value === null || typeof value !== 'object') continue
    if (depth >= maxDepth)
      throw tooLarge('MAX_DEPTH', maxDepth, pointerOf(path, pathLength, token, depth))
    if (depth + 1 > deepest) deepest = depth + 1
    ancestors.add(value)
    path[pathLength++] = token
    push(value, LEAVING, '')
    // Children are pushed in order and the run reversed, so the first is visited first.
    const first = top
    if (Array.isArray(value)) {
      for (let item = 0; item < value.length; item++) push(value[item], depth + 1, item)
    } else {
      const object = value as Record<string, unknown>
      for (const name in object)
        if (Object.hasOwn(object, name)) push(object[name], depth + 1, name)
    }
    reverseRun(stacks, first, top)
  }
  return { values, depth: deepest, cyclic }
}

function reverseRun(stacks: ScanStacks, from: number, to: number): void {
  const { pending, depths, tokens } = stacks
  for (let low = from, high = to - 1; low < high; low++, high--) {
    const value = pending[low]
    pending[low] = pending[high]
    pending[high] = value
    const depth = depths[low]!
    depths[low] = depths[high]!
    depths[high] = depth
    const token = tokens[low]!
    tokens[low] = tokens[high]!
    tokens[high] = token
  }
}

// `path` holds the root's token first, which a pointer leaves out; its first `length` are open.
function pointerOf(
  path: readonly (string | number)[],
  length: number,
  token: string | number,
  depth: number,
): string {
  if (depth === 0) return ''
  return child('', ...path.slice(1, length), token)
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
