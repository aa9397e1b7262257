import { ConverterOutputError, valueCounter } from './converter-output'
import { escapePointer } from './finalize'
import { isPlainObject, MAX_DEPTH, setOwn } from './freeze-fresh'
import { subschemaShape } from './keywords'

/** A schema node of a fresh copy, which a rewrite may change. */
export type Node = Record<string, unknown>

/**
 * Copies a converter's output, reading each value once, and rewrites every schema node of the
 * copy with `rewriteNode`, children first. The output is untrusted: what stands where a schema
 * belongs but is none (a class instance, a Map, an array, a promise) is left as it is, for the
 * finalizing walk to refuse at its place; a sub-schema shared by several places is copied at each,
 * and the copy stops past `MAX_VALUES` values or `MAX_DEPTH` levels, so an output that shares one
 * sub-schema per level costs a bounded time, not one exponential in its depth.
 *
 * @param schema - The converter's output.
 * @param rewriteNode - Rewrites one node of the copy; `isRoot` for the root.
 * @returns The rewritten copy.
 */
export function rewriteEachNode(
  schema: object,
  rewriteNode: (node: Node, isRoot: boolean) => Node,
): object {
  const path: string[] = []
  const pointer = () => path.map((key) => `/${escapePointer(key)}`).join('')
  const count = valueCounter(pointer)

  const walk = (value: unknown, isRoot: boolean): unknown => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
    if (!isPlainObject(value)) return value
    if (path.length > MAX_DEPTH) {
      throw new ConverterOutputError(
        pointer(),
        `returned a JSON Schema deeper than ${MAX_DEPTH} levels, or a cyclic one`,
      )
    }
    count(1)
    const source = value as Node
    const node: Node = {}
    for (const key of Object.keys(source)) {
      path.push(key)
      setOwn(node, key, walkKeyword(key, source[key]))
      path.pop()
    }
    return rewriteNode(node, isRoot)
  }

  const walkKeyword = (key: string, child: unknown): unknown => {
    const shape = subschemaShape(key)
    if (shape === undefined || typeof child !== 'object' || child === null) return child
    if (shape === 'schema' && !Array.isArray(child)) return walk(child, false)
    if (Array.isArray(child)) return shape === 'map' ? child : walkList(child)
    return shape === 'map' && isPlainObject(child) ? walkMap(child as Node) : child
  }

  const walkList = (list: readonly unknown[]): unknown[] => {
    // A sparse array's length costs nothing to claim: it is counted before it is read.
    count(list.length)
    const copy = new Array<unknown>(list.length)
    for (let index = 0; index < list.length; index++) {
      path.push(String(index))
      copy[index] = walk(list[index], false)
      path.pop()
    }
    return copy
  }

  const walkMap = (map: Node): Node => {
    const copy: Node = {}
    for (const name of Object.keys(map)) {
      path.push(name)
      setOwn(copy, name, walk(map[name], false))
      path.pop()
    }
    return copy
  }

  return walk(schema, true) as object
}
