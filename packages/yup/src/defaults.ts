import { walkSchema } from '@polytool/core'
import { pushChildren, type YupNode } from './may-transform'

const answers = new WeakMap<object, boolean>()

/**
 * Whether a Yup schema gives a default from a function of the user's, whose promise Yup would
 * keep as the value: Yup drops it with the rest of the value when a check fails, so the
 * validation must look at what Yup cast (`validateYup`). Computed once per schema by walking it;
 * a schema that cannot be read, or a larger one than the walk's cap, counts as one that may.
 *
 * @param schema - A Yup schema.
 * @returns `false` only when no default of the schema is a function.
 */
export function defaultsByFunction(schema: object): boolean {
  let answer = answers.get(schema)
  if (answer === undefined) {
    answer =
      walkSchema(schema, { visit: defaultByFunctionAt, children: pushChildren }).kind !== 'none'
    answers.set(schema, answer)
  }
  return answer
}

function defaultByFunctionAt(node: YupNode & { spec?: { default?: unknown } }): true | undefined {
  return typeof node.spec?.default === 'function' || undefined
}
