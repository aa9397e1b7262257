import {
  type AsyncInSync,
  isAsyncFunction,
  pushFields,
  unreadableSchemaAt,
  walkSchema,
} from '@polytool/core'
import { isTypeBoxStandard } from './standard'

/**
 * Finds an async function TypeBox calls synchronously: a `Type.Refine` check, whose promise,
 * truthy, passes, or its error message function. TypeBox validates synchronously only. Walks the schema once, capped; a schema
 * that throws while it is read is refused as unreadable.
 *
 * @param schema - A TypeBox schema wrapped by `standard()`.
 * @returns Where the check is, or `undefined`.
 */
export function findTypeBoxAsyncInSync(schema: object): AsyncInSync | undefined {
  if (!isTypeBoxStandard(schema)) return undefined
  const outcome = walkSchema(schema.type, { visit: asyncRefineAt, children: pushFields })
  // A schema that threw while it was read is refused, not taken as holding none.
  if (outcome.kind !== 'found') return unreadableSchemaAt(outcome)
  const [index, member] = outcome.value
  return {
    path: [...outcome.path, '~refine', index, member],
    what:
      member === 'check'
        ? 'a Type.Refine check, which TypeBox calls synchronously'
        : 'a Type.Refine error message, which TypeBox calls synchronously',
  }
}

type RefineMember = 'check' | 'error'

// The first async function of a node's refinements (a key TypeBox hides from `Object.keys`): a
// check, whose promise passes, or an error message, which would read `[object Promise]`.
function asyncRefineAt(node: object): [number, RefineMember] | undefined {
  const refinements = (node as { '~refine'?: unknown })['~refine']
  if (!Array.isArray(refinements)) return undefined
  for (let index = 0; index < refinements.length; index++) {
    const refinement = refinements[index] as { check?: unknown; error?: unknown } | null
    if (isAsyncFunction(refinement?.check)) return [index, 'check']
    if (isAsyncFunction(refinement?.error)) return [index, 'error']
  }
  return undefined
}
