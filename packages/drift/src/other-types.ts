// One value of each JSON type (and a few shapes of each), put in place of whatever is there.
const OTHER_TYPES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  '',
  'x',
  [],
  ['x'],
  {},
  { a: 1 },
]

/** Positions looked at per value, first ones first: the root, then depth first. */
const MAX_POSITIONS = 12

type Path = readonly (string | number)[]

/**
 * Each value with one position (the root, a property, an item, at any depth) replaced by a value
 * of every other JSON type: what a model sends when it gets one member's type wrong.
 */
export function everyPositionRetyped(values: readonly unknown[]): unknown[] {
  const out: unknown[] = []
  for (const value of values) {
    for (const path of positionsOf(value)) {
      const current = at(value, path)
      for (const other of OTHER_TYPES) {
        if (jsonType(other) !== jsonType(current)) out.push(replaced(value, path, other))
      }
    }
  }
  return out
}

function positionsOf(value: unknown): Path[] {
  const paths: Path[] = []
  const stack: Path[] = [[]]
  while (stack.length > 0 && paths.length < MAX_POSITIONS) {
    const path = stack.pop() as Path
    paths.push(path)
    const node = at(value, path)
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index++) stack.push([...path, index])
    } else if (typeof node === 'object' && node !== null) {
      for (const key of Object.keys(node)) stack.push([...path, key])
    }
  }
  return paths
}

function at(value: unknown, path: Path): unknown {
  let node = value
  for (const key of path) node = (node as Record<string | number, unknown>)[key]
  return node
}

function replaced(value: unknown, path: Path, other: unknown): unknown {
  if (path.length === 0) return structuredClone(other)
  const [key, ...rest] = path as [string | number, ...Path]
  if (Array.isArray(value)) {
    return value.map((item, index) => (index === key ? replaced(item, rest, other) : item))
  }
  const copy: Record<string, unknown> = {}
  for (const [own, item] of Object.entries(value as object)) {
    Object.defineProperty(copy, own, {
      value: own === key ? replaced(item, rest, other) : item,
      enumerable: true,
      writable: true,
      configurable: true,
    })
  }
  return copy
}

function jsonType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}
