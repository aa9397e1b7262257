import type { $ZodType } from 'zod/v4/core'

/** Schema nodes walked at most; a larger schema is taken as one that may run async. */
const MAX_NODES = 10_000

// The nodes whose own code is the user's: a transform, a refinement, a custom check, a codec, a
// promise. Only those can hand Zod a promise; the rest of Zod is synchronous.
const USER_CODE_TYPES: ReadonlySet<string> = new Set(['transform', 'custom', 'promise'])

const answers = new WeakMap<object, boolean>()

type Def = Record<string, unknown> & { type?: unknown; check?: unknown; checks?: unknown }

/**
 * Whether a Zod schema runs any of the user's own code (transforms, refinements, custom checks,
 * codecs, promises) while it parses, and so may be asynchronous. Computed once per schema by
 * walking its definition. Zod validates an async schema synchronously first and drops the
 * promises of that run, unhandled; only a schema with no user code is safe to run that way.
 *
 * @param schema - A Zod schema (classic or mini).
 * @returns `false` only when the schema runs no user code.
 */
export function mayRunAsync(schema: object): boolean {
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
      const def = defOf(node)
      if (def === undefined || seen.has(def)) continue
      seen.add(def)
      if (seen.size > MAX_NODES || runsUserCode(def)) return true
      if (def.type === 'lazy' && typeof def.getter === 'function') pending.push(def.getter())
      pushChildren(def, pending)
    }
    return false
  } catch {
    // A getter that throws while the schema is read: validate it the safe way.
    return true
  }
}

function runsUserCode(def: Def): boolean {
  return (
    USER_CODE_TYPES.has(def.type as string) ||
    def.check === 'custom' ||
    typeof def.transform === 'function'
  )
}

// Every schema a definition holds: in a field (`innerType`, `element`, `in`, `out`), in a list
// (`options`, `items`, `checks`) or in a record of them (`shape`).
function pushChildren(def: Def, pending: unknown[]): void {
  for (const value of Object.values(def)) {
    if (defOf(value) !== undefined) pending.push(value)
    else if (Array.isArray(value)) pending.push(...value)
    else if (typeof value === 'object' && value !== null) pending.push(...Object.values(value))
  }
}

function defOf(node: unknown): Def | undefined {
  if (typeof node !== 'object' || node === null) return undefined
  const internals = (node as Partial<$ZodType>)._zod
  const def = internals?.def as unknown
  return typeof def === 'object' && def !== null ? (def as Def) : undefined
}
