/** Schema nodes walked at most; a larger schema is taken as one that may transform. */
const MAX_NODES = 10_000

const answers = new WeakMap<object, boolean>()

// How many transforms a schema of each class has before the user adds any (a string's cast).
const ownTransforms = new WeakMap<object, number>()

/** The part of a Yup schema the walk reads. */
interface YupNode {
  readonly type?: unknown
  readonly transforms?: readonly unknown[]
  readonly conditions?: readonly unknown[]
  readonly fields?: Readonly<Record<string, unknown>>
  readonly innerType?: unknown
  readonly spec?: { readonly types?: unknown }
}

/**
 * Whether a Yup schema runs a `transform` of the user's, whose function may return a promise
 * that Yup keeps as the value. Computed once per schema by walking it; a `y.lazy()` or a
 * `.when()` builds its schema at validation time and counts as one that may.
 *
 * @param schema - A Yup schema.
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
      const node = pending.pop() as YupNode | undefined
      if (typeof node !== 'object' || node === null || seen.has(node)) continue
      seen.add(node)
      if (seen.size > MAX_NODES || node.type === 'lazy' || (node.conditions?.length ?? 0) > 0) {
        return true
      }
      if ((node.transforms?.length ?? 0) > transformsOfItsClass(node)) return true
      if (node.fields !== undefined) pending.push(...Object.values(node.fields))
      if (node.innerType !== undefined) pending.push(node.innerType)
      // A tuple's items, or an array's item schema again.
      const types = node.spec?.types
      if (Array.isArray(types)) pending.push(...types)
      else if (types !== undefined) pending.push(types)
    }
    return false
  } catch {
    // A schema that cannot be read or built: validate it the safe way.
    return true
  }
}

function transformsOfItsClass(node: object): number {
  const kind = node.constructor
  let count = ownTransforms.get(kind)
  if (count === undefined) {
    count = (new (kind as new () => YupNode)().transforms ?? []).length
    ownTransforms.set(kind, count)
  }
  return count
}
