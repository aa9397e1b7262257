import { walkSchema } from '@polytool/core'
import { pushValibotParts } from './walk-fields'

/**
 * The error to report when Valibot's converter threw: for a schema with a `v.includes()` whose
 * requirement is not a string, one that says so, since the converter escapes every requirement
 * as a regex source and fails with `string.replace is not a function`, which names nothing the
 * user wrote. Walks the schema only after a failed conversion (`walkSchema`, capped).
 *
 * @param schema - The Valibot schema that failed to convert.
 * @param error - What the converter threw.
 * @returns The error to throw: a `TypeError` naming the action, its cause the converter's error;
 *   or `error` itself when no such action is found.
 */
export function explainConversionFailure(schema: object, error: unknown): unknown {
  const found = walkSchema(schema, { visit: nonStringIncludes, children: pushValibotParts })
  if (found.kind !== 'found') return error
  const { requirement } = found.value
  const shown = typeof requirement === 'object' ? JSON.stringify(requirement) : String(requirement)
  return new TypeError(
    `v.includes(${shown.slice(0, 100)}) has no JSON Schema through Valibot's converter, which writes every v.includes() requirement as a regex and takes strings only: use a string, or v.check() for what it checks`,
    { cause: error },
  )
}

function nonStringIncludes(node: Record<string, unknown>): { requirement: unknown } | undefined {
  if (node.kind !== 'validation' || node.type !== 'includes') return undefined
  return typeof node.requirement === 'string' ? undefined : { requirement: node.requirement }
}
