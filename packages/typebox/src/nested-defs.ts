import { markUnrepresentable } from '@polytool/core'

type Json = Record<string, unknown>

// Keywords whose values are data, never schemas: a `$defs` key in them is a value.
const DATA = new Set(['default', 'const', 'enum', 'examples'])

const DEFS_REF = '#/$defs/'

const AMBIGUOUS = (name: string) =>
  `TypeBox resolves "#/$defs/${name}" among several $defs of that name, not in the node that holds it: the reference is dropped`

/**
 * Moves the `$defs` of a node below the root (as a `Type.Unsafe` may hold) to the root's
 * `$defs`, where the node's `#/$defs/…` references resolve in the emitted document (`#` is its
 * root); TypeBox finds them below. A name that more than one `$defs` of the document holds is
 * one TypeBox resolves by its own rule: such a reference is dropped, and its node tagged
 * unrepresentable (`constraint`). `$defs` reached only by `$id` (TypeBox's `Cyclic`) stay where
 * they are.
 *
 * @param root - The converted schema; changed in place.
 * @param maxDepth - How deep the walk goes (the conversion's own limit).
 */
export function hoistNestedDefs(root: Json, maxDepth: number): void {
  const holders: Json[] = []
  const count = new Map<string, number>()
  eachNode(root, maxDepth, (node) => {
    const defs = node.$defs
    if (typeof defs !== 'object' || defs === null || Array.isArray(defs)) return
    if (node !== root) holders.push(node)
    for (const name of Object.keys(defs)) count.set(name, (count.get(name) ?? 0) + 1)
  })
  if (holders.length === 0) return
  const rootDefs = (root.$defs ?? {}) as Json
  for (const holder of holders) {
    const defs = holder.$defs as Json
    const names = new Set(Object.keys(defs))
    let referenced = false
    eachNode(holder, maxDepth, (node) => {
      const name = defName(node.$ref)
      if (name === undefined || !names.has(name)) return
      referenced = true
      if ((count.get(name) ?? 0) > 1) {
        delete node.$ref
        markUnrepresentable(node, 'constraint', AMBIGUOUS(name))
      }
    })
    if (!referenced) continue
    for (const name of names) {
      if ((count.get(name) ?? 0) > 1) continue
      Object.defineProperty(rootDefs, name, {
        value: defs[name],
        enumerable: true,
        writable: true,
        configurable: true,
      })
      delete defs[name]
    }
    if (Object.keys(defs).length === 0) delete holder.$defs
    if (Object.keys(rootDefs).length > 0) root.$defs = rootDefs
  }
}

// The `$defs` name a `#/$defs/<name>…` reference starts with (JSON Pointer escapes undone).
function defName(ref: unknown): string | undefined {
  if (typeof ref !== 'string' || !ref.startsWith(DEFS_REF)) return undefined
  const rest = ref.slice(DEFS_REF.length)
  const end = rest.indexOf('/')
  return (end === -1 ? rest : rest.slice(0, end)).replaceAll('~1', '/').replaceAll('~0', '~')
}

// Every object below `node` (itself too) that is not data, each once, to `maxDepth`.
function eachNode(node: Json, maxDepth: number, visit: (node: Json) => void): void {
  const seen = new Set<object>()
  const walk = (value: unknown, depth: number): void => {
    if (depth > maxDepth || typeof value !== 'object' || value === null || seen.has(value)) return
    seen.add(value)
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1)
      return
    }
    const record = value as Json
    visit(record)
    for (const key of Object.keys(record)) {
      if (!DATA.has(key)) walk(record[key], depth + 1)
    }
  }
  walk(node, 0)
}
