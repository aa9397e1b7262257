import { SchemaLimitError } from './limit-error'
import type { ResolvedLimits } from './limits'
import { child } from './pointer'

/** What the scan found: how many JSON values the input holds and how deep it nests. */
export interface InputSize {
  readonly values: number
  readonly depth: number
}

/**
 * Walks an input without recursion, before anything recursive reads it: throws a
 * `SchemaLimitError` (`MAX_DEPTH` or `MAX_INPUT_NODES`) at the first value past the limits, so
 * later recursive steps never meet a stack overflow, and shared or cyclic object graphs cannot
 * make them loop.
 */
export function scanInput(input: unknown, limits: ResolvedLimits): InputSize {
  const { maxDepth, maxInputNodes } = limits
  let values = 0
  let deepest = 0
  const stack: Pending[] = [{ value: input, depth: 0, parent: -1, token: '' }]
  // Parents stay listed so the pointer of the value that hit a limit can be rebuilt.
  const visited: { parent: number; token: string }[] = []
  // A cycle is left for the copy to report as such; the scan only skips it.
  const ancestors = new Set<unknown>()
  while (stack.length > 0) {
    const { value, depth, parent, token, leaving } = stack.pop()!
    if (leaving) {
      ancestors.delete(value)
      continue
    }
    if (ancestors.has(value)) continue
    values++
    const index = visited.push({ parent, token }) - 1
    if (values > maxInputNodes)
      throw tooLarge('MAX_INPUT_NODES', maxInputNodes, pointerOf(visited, index), 'JSON values')
    if (value === null || typeof value !== 'object') continue
    if (depth >= maxDepth)
      throw tooLarge('MAX_DEPTH', maxDepth, pointerOf(visited, index), 'levels of nesting')
    if (depth + 1 > deepest) deepest = depth + 1
    ancestors.add(value)
    stack.push({ value, depth, parent, token, leaving: true })
    if (Array.isArray(value)) {
      for (let item = value.length - 1; item >= 0; item--)
        stack.push({ value: value[item], depth: depth + 1, parent: index, token: String(item) })
    } else {
      const keys = Object.keys(value)
      for (let key = keys.length - 1; key >= 0; key--) {
        const name = keys[key]!
        stack.push({
          value: (value as Record<string, unknown>)[name],
          depth: depth + 1,
          parent: index,
          token: name,
        })
      }
    }
  }
  return { values, depth: deepest }
}

interface Pending {
  readonly value: unknown
  readonly depth: number
  readonly parent: number
  readonly token: string
  /** Marks the end of a value's children: it stops being an ancestor. */
  readonly leaving?: boolean
}

function pointerOf(visited: readonly { parent: number; token: string }[], index: number): string {
  const tokens: string[] = []
  for (let at = index; at > 0; at = visited[at]!.parent) tokens.push(visited[at]!.token)
  return child('', ...tokens.reverse())
}

function tooLarge(
  code: 'MAX_DEPTH' | 'MAX_INPUT_NODES',
  limit: number,
  pointer: string,
  what: string,
): SchemaLimitError {
  const option = code === 'MAX_DEPTH' ? 'maxDepth' : 'maxInputNodes'
  return new SchemaLimitError(
    code,
    limit,
    pointer,
    `the schema has more than ${limit} ${what}; raise limits.${option} if the schema is trusted`,
  )
}
