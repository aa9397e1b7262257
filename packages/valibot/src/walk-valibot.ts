import { currentMaxSchemaNodes, type SchemaWalkOutcome } from '@polytool/core'

/** What receives each part of a node, with the field that holds it and its place in a list. */
export type PushPart = (child: unknown, field: PropertyKey, index?: number) => void

/**
 * `walkSchema` for a walk run on every fresh Valibot schema: the same order (the last part
 * pushed is read first), each object once, the same cap (`setMaxSchemaNodes`) and the same
 * outcomes, paths included. The nodes still to read and the steps taken are kept in flat lists,
 * with the field and index that lead to each, so that reading a node makes no object: the path
 * is put together only for the node found, or the one that threw.
 *
 * @param root - The Valibot schema.
 * @param visit - What the walk looks for at a node, or `undefined` to go on.
 * @param children - Calls `push` with each part of a node (`pushValibotParts`).
 * @returns The first node found, with its path; `none`; or `unknown`, and why.
 */
export function walkValibotSchema<T>(
  root: unknown,
  visit: (node: Record<string, unknown>) => T | undefined,
  children: (node: object, push: PushPart) => void,
): SchemaWalkOutcome<T> {
  const limit = currentMaxSchemaNodes()
  const seen = new Set<object>()
  const pending: unknown[] = [root]
  const pendingFrom: number[] = [-1]
  const pendingField: (PropertyKey | undefined)[] = [undefined]
  const pendingIndex: number[] = [-1]
  // Each step read: the step it was reached from, and the keys from there.
  const from: number[] = []
  const fields: (PropertyKey | undefined)[] = []
  const indexes: number[] = []
  let step = -1
  // A function is no node: `walkSchema` skips one without counting it, so it is not kept.
  const push: PushPart = (child, field, index = -1) => {
    if (typeof child !== 'object' || child === null) return
    pending.push(child)
    pendingFrom.push(step)
    pendingField.push(field)
    pendingIndex.push(index)
  }
  try {
    while (pending.length > 0) {
      const node = pending.pop()
      const reachedFrom = pendingFrom.pop() as number
      const field = pendingField.pop()
      const index = pendingIndex.pop() as number
      if (typeof node !== 'object' || node === null || seen.has(node)) continue
      seen.add(node)
      if (seen.size > limit) return { kind: 'unknown', reason: 'capped' }
      step = from.length
      from.push(reachedFrom)
      fields.push(field)
      indexes.push(index)
      const value = visit(node as Record<string, unknown>)
      if (value !== undefined) return { kind: 'found', value, path: pathOf(step) }
      children(node, push)
    }
    return { kind: 'none' }
  } catch {
    return { kind: 'unknown', reason: 'threw', path: step === -1 ? [] : pathOf(step) }
  }

  function pathOf(at: number): PropertyKey[] {
    const path: PropertyKey[] = []
    for (let walked = at; walked !== -1; walked = from[walked] as number) {
      const index = indexes[walked] as number
      if (index !== -1) path.push(index)
      const field = fields[walked]
      if (field !== undefined) path.push(field)
    }
    return path.reverse()
  }
}
