import { walkSchema } from '@polytool/core'
import { transformsInView } from './may-transform'
import { pushValibotParts } from './walk-fields'

type Node = Record<string, unknown>

/**
 * Whether a Valibot schema calls a check of the user's synchronously (`check`, `checkItems`,
 * `partialCheck`, `rawCheck`, a `custom` schema), which Valibot takes as passing when it
 * returns a promise: core then watches for promises while it validates (`runsChecks`). A schema
 * with a transform is left out: the promise of an async transform is the value, which core
 * awaits, and the two cannot be told apart. Walks the schema once, capped.
 *
 * @param schema - A Valibot schema.
 * @returns Whether it calls such a check.
 */
export function valibotRunsChecks(schema: object): boolean {
  if (transformsInView(schema)) return false
  return walkSchema(schema, { visit: checkAt, children: pushValibotParts }).kind !== 'none'
}

function checkAt(node: Node): true | undefined {
  // A lazy schema's getter may return, for some input, a schema with such a check.
  if (node.type === 'lazy') return true
  if (node.async !== false) return undefined
  if (node.kind === 'validation') {
    // `v.rawCheck()` keeps its function in a closure: whether it is async is not known.
    if (node.type === 'raw_check') return true
    if (isBuiltInRequirement(node)) return undefined
    const calls = typeof node.requirement === 'function' || typeof node.action === 'function'
    return calls || undefined
  }
  return (
    (node.kind === 'schema' && node.type === 'custom' && typeof node.check === 'function') ||
    undefined
  )
}

// Valibot's own number checks call a built-in of the language, which never returns a promise:
// `v.integer()` is common, and watching for promises costs more than validating. Only the exact
// built-in counts; any other function in its place is a check like any other.
const BUILT_IN_REQUIREMENTS: Readonly<Record<string, unknown>> = {
  integer: Number.isInteger,
  safe_integer: Number.isSafeInteger,
  finite: Number.isFinite,
}

function isBuiltInRequirement(node: Node): boolean {
  if (typeof node.action === 'function' || typeof node.type !== 'string') return false
  return (
    Object.hasOwn(BUILT_IN_REQUIREMENTS, node.type) &&
    node.requirement === BUILT_IN_REQUIREMENTS[node.type]
  )
}
