import { ConverterOutputError, valueCounter } from './converter-output'
import { escapePointer } from './finalize'
import { isPlainObject, MAX_DEPTH, setOwn } from './freeze-fresh'
import { subschemaShape } from './keywords'
import { refuseRefsIntoMoved } from './moved-refs'

/** A schema node of a fresh copy, which a rewrite may change. */
export type Node = Record<string, unknown>

/** Told each keyword whose sub-schemas a rewrite moved elsewhere or dropped. */
export type Moved = (keyword: string) => void

/**
 * Rewrites one node of a fresh copy, its sub-schemas rewritten already.
 *
 * @param node - The node; it may be changed in place.
 * @param isRoot - Whether it is the document's root.
 * @param moved - Called with each keyword whose sub-schemas the rewrite moved elsewhere or
 *   dropped, so that a `$ref` leading through them is refused rather than left dangling.
 * @returns The node, or the node that replaces it.
 */
export type RewriteNode = (node: Node, isRoot: boolean, moved: Moved) => Node

/**
 * Copies a converter's output, reading each value once, and rewrites every schema node of the
 * copy with `rewriteNode`, children first. The output is untrusted: what stands where a schema
 * belongs but is none (a class instance, a Map, an array, a promise) is left as it is, for the
 * finalizing walk to refuse at its place; a sub-schema shared by several places is copied at each,
 * and the copy stops past `MAX_VALUES` values or `MAX_DEPTH` levels, so an output that shares one
 * sub-schema per level costs a bounded time, not one exponential in its depth.
 *
 * A local `$ref` that leads through a sub-schema a rewrite moved is refused.
 *
 * @param schema - The converter's output.
 * @param rewriteNode - Rewrites one node of the copy.
 * @returns The rewritten copy.
 */
export function rewriteEachNode(schema: object, rewriteNode: RewriteNode): object {
  const path: string[] = []
  const pointer = () => path.map((key) => `/${escapePointer(key)}`).join('')
  const count = valueCounter(pointer)
  const movedAt = new Map<object, Set<string>>()
  const localRefs = new Set<string>()
  let movedHere: Set<string> | undefined
  const moved = (keyword: string) => {
    movedHere ??= new Set()
    movedHere.add(keyword)
  }

  const checkDepth = () => {
    if (path.length > MAX_DEPTH) {
      throw new ConverterOutputError(
        pointer(),
        `returned a JSON Schema deeper than ${MAX_DEPTH} levels, or a cyclic one`,
      )
    }
  }

  const copyKeys = (source: Node, copyValue: (value: unknown, key: string) => unknown): Node => {
    const copy: Node = {}
    for (const key of Object.keys(source)) {
      path.push(key)
      setOwn(copy, key, copyValue(source[key], key))
      path.pop()
    }
    return copy
  }

  const copyList = (list: readonly unknown[], copyValue: (value: unknown) => unknown) => {
    // A sparse array's length costs nothing to claim: it is counted before it is read.
    count(list.length)
    const copy = new Array<unknown>(list.length)
    for (let index = 0; index < list.length; index++) {
      path.push(String(index))
      copy[index] = copyValue(list[index])
      path.pop()
    }
    return copy
  }

  const walk = (value: unknown, isRoot: boolean): unknown => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
    if (!isPlainObject(value)) return value
    checkDepth()
    count(1)
    const copy = copyKeys(value as Node, walkKeyword)
    if (typeof copy.$ref === 'string' && copy.$ref.startsWith('#/')) localRefs.add(copy.$ref)
    movedHere = undefined
    const rewritten = rewriteNode(copy, isRoot, moved)
    if (movedHere !== undefined) movedAt.set(rewritten, movedHere)
    return rewritten
  }

  const walkKeyword = (child: unknown, key: string): unknown => {
    const shape = subschemaShape(key)
    if (typeof child !== 'object' || child === null) return child
    if (shape === undefined) return copyData(child)
    if (shape === 'schema' && !Array.isArray(child)) return walk(child, false)
    if (Array.isArray(child)) return shape === 'map' ? child : copyList(child, walkBranch)
    return shape === 'map' && isPlainObject(child) ? copyKeys(child as Node, walkBranch) : child
  }

  const walkBranch = (value: unknown): unknown => walk(value, false)

  // A keyword's data (`enum`, `const`, `default`, `required`) is copied too, so that a rewrite
  // and the finalizing walk read the copy: a getter in the output is read once.
  const copyData = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value
    const isList = Array.isArray(value)
    if (!isList && !isPlainObject(value)) return value
    checkDepth()
    if (isList) return copyList(value as readonly unknown[], copyData)
    count(1)
    return copyKeys(value as Node, copyData)
  }

  const rewritten = walk(schema, true) as object
  if (movedAt.size > 0) refuseRefsIntoMoved(rewritten, localRefs, movedAt)
  return rewritten
}
