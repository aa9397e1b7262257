import { isStackOverflow } from './guard-stack'
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

/**
 * Walks an input before anything else reads it: throws a `SchemaLimitError` (`MAX_DEPTH` or
 * `MAX_INPUT_NODES`) at the first value past the limits, in document order, so shared subtrees
 * cannot multiply the work unnoticed. The walk recurses only below the depth limit, and a stack
 * too small for a raised `maxDepth` is a `MAX_DEPTH` too, as in every later step. A cycle is
 * skipped here, and reported by the copy that follows.
 */
export function scanInput(input: unknown, limits: ResolvedLimits): InputSize {
  const scan: Scan = {
    maxDepth: limits.maxDepth,
    maxInputNodes: limits.maxInputNodes,
    values: 0,
    deepest: 0,
    cyclic: false,
    path: [],
    shallow: [],
    deep: undefined,
  }
  try {
    scanValue(scan, input, 0, '')
  } catch (error) {
    if (!isStackOverflow(error)) throw error
    throw tooLarge('MAX_DEPTH', limits.maxDepth, '')
  }
  return { values: scan.values, depth: scan.deepest, cyclic: scan.cyclic }
}

/** One scan's limits and counts, handed down instead of a closure. */
interface Scan {
  readonly maxDepth: number
  readonly maxInputNodes: number
  values: number
  deepest: number
  cyclic: boolean
  /** The tokens from the root to the container being walked: a pointer only for an error. */
  readonly path: (string | number)[]
  /** The open containers of the first `SHALLOW` levels, searched in a list: a set costs more. */
  readonly shallow: unknown[]
  /** The open containers below them, made only for an input that deep. */
  deep: Set<unknown> | undefined
}

// Most schemas nest a few levels: their ancestors are found in a short list. Deeper ones go in
// a set, so a deep hostile input costs no more than this per value.
const SHALLOW = 16

function isAncestor(scan: Scan, value: unknown): boolean {
  return scan.shallow.includes(value) || scan.deep?.has(value) === true
}

function scanValue(scan: Scan, value: unknown, depth: number, token: string | number): void {
  // Only a container can be its own ancestor: a primitive is not looked up.
  const container = typeof value === 'object' && value !== null
  if (container && isAncestor(scan, value)) {
    scan.cyclic = true
    return
  }
  if (++scan.values > scan.maxInputNodes)
    throw tooLarge('MAX_INPUT_NODES', scan.maxInputNodes, pointerOf(scan.path, token, depth))
  if (!container) return
  if (depth >= scan.maxDepth)
    throw tooLarge('MAX_DEPTH', scan.maxDepth, pointerOf(scan.path, token, depth))
  if (depth + 1 > scan.deepest) scan.deepest = depth + 1
  if (depth < SHALLOW) scan.shallow.push(value)
  else {
    scan.deep ??= new Set()
    scan.deep.add(value)
  }
  scan.path.push(token)
  if (Array.isArray(value)) {
    for (let item = 0; item < value.length; item++) scanValue(scan, value[item], depth + 1, item)
  } else {
    const object = value as Record<string, unknown>
    for (const name in object) {
      if (Object.hasOwn(object, name)) scanValue(scan, object[name], depth + 1, name)
    }
  }
  scan.path.pop()
  if (depth < SHALLOW) scan.shallow.pop()
  else scan.deep!.delete(value)
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
