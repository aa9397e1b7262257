import { walkSchema } from '@polytool/core'
import { factsOf } from './schema-facts'
import { pushValibotParts, pushValibotPartsAndLazy } from './walk-fields'

const answers = new WeakMap<object, boolean>()

type Node = Record<string, unknown>

/**
 * Whether a Valibot schema runs a transformation of the user's (`transform`, `rawTransform`,
 * `mapItems`, …), whose function may return a promise that Valibot, in a synchronous pipe, puts
 * in the output as is. Computed once per schema by walking it (`walkSchema`, capped: a
 * larger schema is taken as one that may); a schema without one is validated by Valibot alone.
 *
 * @param schema - A Valibot schema.
 * @returns `false` only when the schema runs no transform of the user's.
 */
export function mayTransform(schema: object): boolean {
  let answer = answers.get(schema)
  if (answer === undefined) {
    answer = walkSchema(schema, { visit: transformsAt, children: pushValibotParts }).kind !== 'none'
    answers.set(schema, answer)
  }
  return answer
}

/**
 * Whether a Valibot schema runs a transformation of the user's that can be seen: in its parts,
 * or in what a lazy schema's getter returns without an input. Unlike `mayTransform`, a lazy
 * schema alone does not count: a caller that trusts the output less when this is `false` must
 * still take a lazy schema as holding anything else. Computed once per schema.
 *
 * @param schema - A Valibot schema.
 * @returns Whether a transformation of the user's was seen.
 */
export function transformsInView(schema: object): boolean {
  const known = factsOf(schema)
  known.transformsInView ??=
    walkSchema(schema, {
      visit: (node: Node) => transformsHere(node) || undefined,
      children: pushValibotPartsAndLazy,
    }).kind === 'found'
  return known.transformsInView
}

/**
 * Whether a Valibot node is a transformation that calls a function of the user's, the node
 * `transformsInView` looks for.
 *
 * @param node - One node of a Valibot schema.
 * @returns Whether it is one.
 */
export function transformsHere(node: Node): boolean {
  return node.kind === 'transformation' && callsUserFunction(node)
}

function transformsAt(node: Node): true | undefined {
  // A lazy schema's getter takes the input; the schemas it returns for others are not seen.
  if (node.type === 'lazy' && typeof node.getter === 'function') return true
  return transformsHere(node) || undefined
}

/**
 * Whether a Valibot node's own pipe (nested pipes included) runs a transformation of the
 * user's: the value at the node's place in the output is then what that function returned.
 *
 * @param node - One node of a Valibot schema.
 * @returns Whether its pipe transforms.
 */
export function transformsInOwnPipe(node: Node): boolean {
  const pending: unknown[] = [node]
  // A pipe may hold itself: each step once.
  const seen = new Set<unknown>()
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if (typeof item !== 'object' || item === null || seen.has(item)) continue
    seen.add(item)
    const step = item as Node
    if (step.kind === 'transformation' && callsUserFunction(step)) return true
    if (Array.isArray(step.pipe)) for (const inner of step.pipe) pending.push(inner)
  }
  return false
}

// `transform`, `rawTransform`, and the item actions (`mapItems`, `sortItems`, `filterItems`,
// `reduceItems`) call a function of the user's, whose promise Valibot puts in the output in a
// synchronous pipe: any transformation holding a function other than Valibot's own counts, and
// `rawTransform`, which keeps its function in the closure of `~run`.
function callsUserFunction(node: Node): boolean {
  if (node.type === 'raw_transform') return true
  for (const field of Object.keys(node)) {
    if (field !== '~run' && field !== 'reference' && typeof node[field] === 'function') return true
  }
  return false
}

/**
 * Whether a Valibot schema may put into its output a value the user's code made (`makesValues`
 * of `JsonSchemaAdapter`): a `transform` or `rawTransform`, a `fallback`, a default of an
 * optional, nullable or nullish schema (a function's result, or the value itself). Walks the
 * schema once (`walkSchema`, capped: a larger schema is taken as one that may).
 *
 * @param schema - A Valibot schema.
 * @returns `false` only when no part of the schema makes a value.
 */
export function valibotMakesValues(schema: object): boolean {
  return walkSchema(schema, { visit: makesValueAt, children: pushValibotParts }).kind !== 'none'
}

function makesValueAt(node: Node): true | undefined {
  const makes =
    transformsAt(node) === true ||
    (node.kind === 'schema' && (node.default !== undefined || node.fallback !== undefined))
  return makes || undefined
}
