/** Schema nodes walked at most; a larger schema is taken as one that may transform. */
const MAX_NODES = 10_000

const answers = new WeakMap<object, boolean>()

type Node = Record<string, unknown>

/**
 * Whether a Valibot schema runs a `transform` or `rawTransform` of the user's, whose function
 * may return a promise that Valibot, in a synchronous pipe, puts in the output as is. Computed
 * once per schema by walking it; a schema without one is validated by Valibot alone.
 *
 * @param schema - A Valibot schema.
 * @returns `false` only when the schema runs no transform of the user's.
 */
export function mayTransform(schema: object): boolean {
  let answer = answers.get(schema)
  if (answer === undefined) {
    answer = walk(schema)
    answers.set(schema, answer)
  }
  return answer
}

function walk(root: object): boolean {
  const seen = new Set<object>()
  const pending: unknown[] = [root]
  try {
    while (pending.length > 0) {
      const node = pending.pop()
      if (typeof node !== 'object' || node === null || seen.has(node)) continue
      seen.add(node)
      if (seen.size > MAX_NODES || isUserTransform(node as Node)) return true
      const { type, getter } = node as Node
      // A lazy schema's getter takes the input; the schemas it returns for others are not seen.
      if (type === 'lazy' && typeof getter === 'function') return true
      // Every schema or action a node holds: in a field (`wrapped`, `item`), in a list (`pipe`,
      // `options`, `items`) or in a record of them (`entries`).
      for (const value of Object.values(node)) {
        if (Array.isArray(value)) pending.push(...value)
        else pending.push(value)
      }
    }
    return false
  } catch {
    // A getter that throws while the schema is read: validate it the safe way.
    return true
  }
}

function isUserTransform(node: Node): boolean {
  return (
    node.kind === 'transformation' && (node.type === 'transform' || node.type === 'raw_transform')
  )
}
