import { type SchemaPush, walkSchema } from '@polytool/core'

const answers = new WeakMap<object, boolean>()

// How many transforms a schema of each class has before the user adds any (a string's cast).
const ownTransforms = new WeakMap<object, number>()

/** The part of a Yup schema the walk reads. */
export interface YupNode {
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
    // A larger schema than the walk's cap, or one that cannot be read, is taken as one that may.
    answer = walkSchema(schema, { visit: transformsAt, children: pushChildren }).kind !== 'none'
    answers.set(schema, answer)
  }
  return answer
}

// Whether a node runs a transform of the user's, or builds its schema at validation time.
function transformsAt(node: YupNode): true | undefined {
  if (node.type === 'lazy' || (node.conditions?.length ?? 0) > 0) return true
  return (node.transforms?.length ?? 0) > transformsOfItsClass(node) || undefined
}

/**
 * The schemas a Yup schema holds, for `walkSchema`: an object's fields (by key), an array's
 * inner type, a tuple's items.
 *
 * @param node - A Yup schema.
 * @param push - What receives each schema and the keys that lead to it.
 */
export function pushChildren(node: YupNode, push: SchemaPush) {
  for (const [key, field] of Object.entries(node.fields ?? {})) push(field, key)
  if (node.innerType !== undefined) push(node.innerType)
  const types = node.spec?.types
  if (Array.isArray(types)) types.forEach((item, index) => void push(item, index))
  else if (types !== undefined) push(types)
}

/**
 * The transforms a Yup schema runs beyond those every schema of its class has (a string's or a
 * number's cast): `ensure()`, `round()`, `json()`, a `.transform()` of the user's, and so on.
 *
 * @param node - A Yup schema.
 * @returns Those transforms, in the order Yup runs them.
 */
export function addedTransforms(node: YupNode): readonly unknown[] {
  const transforms = node.transforms ?? []
  if (transforms.length === 0) return transforms
  try {
    return transforms.slice(transformsOfItsClass(node))
  } catch {
    return transforms
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
