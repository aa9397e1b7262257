import { PROTOTYPE_MEMBER_KEYS, type StandardSchemaV1, walkSchema } from '@polytool/core'
import { pushChildren, type YupNode } from './may-transform'

const INHERITED: ReadonlySet<string> = new Set(PROTOTYPE_MEMBER_KEYS)
const answers = new WeakMap<object, boolean>()

// Values looked at, at most, per output: a larger output is not judged past it.
const MAX_VALUES = 100_000

interface Field extends YupNode {
  readonly spec?: YupNode['spec'] & { readonly optional?: unknown }
}

/**
 * Whether a Yup schema has an object with a field named after an `Object.prototype` member
 * (`constructor`, `toString`, …), or builds its schema at validation time (`y.lazy()`, a
 * `.when()`). Computed once per schema by walking it; a schema that cannot be read, or a larger
 * one than the walk's cap, counts as one that does.
 *
 * @param schema - A Yup schema.
 * @returns `false` only when no field of the schema is named after a prototype member.
 */
export function namesPrototypeMember(schema: object): boolean {
  let answer = answers.get(schema)
  if (answer === undefined) {
    answer = walkSchema(schema, { visit: namesMemberAt, children: pushChildren }).kind !== 'none'
    answers.set(schema, answer)
  }
  return answer
}

function namesMemberAt(node: YupNode): true | undefined {
  if (node.type === 'lazy' || (node.conditions?.length ?? 0) > 0) return true
  return Object.keys(node.fields ?? {}).some((key) => INHERITED.has(key)) || undefined
}

/**
 * The required keys named after an `Object.prototype` member that a passed output lacks as its
 * own. Yup reads a field as `value[key]`, so `{}` has a `constructor` (Object.prototype's), and
 * a required `y.mixed()` of that name passes while the object Yup hands on has no such key.
 * Walks the output beside the schema's objects, arrays and tuples, each output object once; a
 * part built at validation time (`y.lazy()`, a `.when()`) is not followed.
 *
 * @param schema - The Yup schema.
 * @param output - What Yup answered for a valid value.
 * @returns One issue per missing key.
 */
export function missingInheritedKeys(schema: object, output: unknown): StandardSchemaV1.Issue[] {
  const issues: StandardSchemaV1.Issue[] = []
  const seen = new Set<object>()
  const pending: { node: Field; value: unknown; path: PropertyKey[] }[] = [
    { node: schema as Field, value: output, path: [] },
  ]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { node, value, path } = next
    if (typeof value !== 'object' || value === null || seen.has(value)) continue
    if (seen.add(value).size > MAX_VALUES) break
    if (Array.isArray(value)) {
      const types = node.spec?.types
      for (let index = 0; index < value.length; index++) {
        const item = Array.isArray(types) ? types[index] : node.innerType
        if (item !== undefined)
          pending.push({ node: item as Field, value: value[index], path: [...path, index] })
      }
      continue
    }
    for (const [key, field] of Object.entries(node.fields ?? {}) as [string, Field][]) {
      if (!Object.hasOwn(value, key)) {
        if (INHERITED.has(key) && field.spec?.optional === false) {
          issues.push({ path: [...path, key], message: `Expected "${key}" to be sent` })
        }
        continue
      }
      pending.push({
        node: field,
        value: (value as Record<string, unknown>)[key],
        path: [...path, key],
      })
    }
  }
  return issues
}
