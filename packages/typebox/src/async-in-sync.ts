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
 * truthy, passes. TypeBox validates synchronously only. Walks the schema once, capped; a schema
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
  return {
    path: [...outcome.path, '~refine', outcome.value],
    what: 'a Type.Refine check, which TypeBox calls synchronously',
  }
}

// The index of the first async check of a node's refinements (a key TypeBox hides from `Object.keys`).
function asyncRefineAt(node: object): number | undefined {
  const refinements = (node as { '~refine'?: unknown })['~refine']
  if (!Array.isArray(refinements)) return undefined
  const index = refinements.findIndex((refinement) =>
    isAsyncFunction((refinement as { check?: unknown } | null)?.check),
  )
  return index === -1 ? undefined : index
}
