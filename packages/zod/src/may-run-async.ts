import { type SchemaPush, type SchemaWalker, walkSchema } from '@polytool/core'
import type { $ZodType } from 'zod/v4/core'

// The nodes whose own code is the user's: a transform, a refinement, a custom check, a codec, a
// promise. Only those can hand Zod a promise; the rest of Zod is synchronous.
const USER_CODE_TYPES: ReadonlySet<string> = new Set(['transform', 'custom', 'promise'])

const answers = new WeakMap<object, boolean>()

/** A Zod definition, as the walks read it. */
export type Def = Record<string, unknown> & { type?: unknown; check?: unknown; checks?: unknown }

/**
 * Whether a Zod schema runs any of the user's own code (transforms, refinements, custom checks,
 * codecs, promises) while it parses, and so may be asynchronous. Computed once per schema by
 * walking its definition (`walkSchema`, capped: a larger schema is taken as one that may).
 * Zod validates an async schema synchronously first and drops the promises of that run,
 * unhandled; only a schema with no user code is safe to run that way.
 *
 * @param schema - A Zod schema (classic or mini).
 * @returns `false` only when the schema runs no user code.
 */
export function mayRunAsync(schema: object): boolean {
  let answer = answers.get(schema)
  if (answer === undefined) {
    answer =
      walkSchema(
        schema,
        zodWalker((def) => runsUserCode(def) || undefined),
      ).kind !== 'none'
    answers.set(schema, answer)
  }
  return answer
}

function runsUserCode(def: Def): boolean {
  return (
    USER_CODE_TYPES.has(def.type as string) ||
    def.check === 'custom' ||
    typeof def.transform === 'function'
  )
}

/**
 * How `walkSchema` reads a Zod schema: a node is a schema with a definition, visited once per
 * definition, a lazy schema's getter included.
 *
 * @param visit - what is looked for in a definition
 * @returns the walker
 */
export function zodWalker<T>(visit: (def: Def) => T | undefined): SchemaWalker<T> {
  return {
    identity: defOf,
    visit: (node) => visit(defOf(node) as Def),
    children(node, push) {
      const def = defOf(node) as Def
      if (def.type === 'lazy' && typeof def.getter === 'function') push(def.getter(), 'getter')
      pushChildren(def, push)
    },
  }
}

/**
 * Pushes every schema a definition holds: in a field (`innerType`, `element`, `in`, `out`), in
 * a list (`options`, `items`, `checks`) or in a record of them (`shape`). A lazy schema's getter
 * is not called.
 *
 * @param def - A Zod definition.
 * @param push - Called with each schema, or value that may be one, and the keys leading to it.
 */
export function pushChildren(def: Def, push: SchemaPush): void {
  for (const field of Object.keys(def)) {
    // A default's `defaultValue` is a getter that calls the user's function: never a schema.
    if (field === 'defaultValue') continue
    const value = def[field]
    // A list goes whole: the walk reads each once, however many definitions hold it.
    if (defOf(value) !== undefined || Array.isArray(value)) push(value, field)
    else if (typeof value === 'object' && value !== null) {
      // Keys, then each value read: `Object.entries` would build a pair per key. A value that
      // is no object (an enum's entries) is no schema, and is not handed over.
      for (const key of Object.keys(value)) {
        const item = (value as Record<string, unknown>)[key]
        if (typeof item === 'object' && item !== null) push(item, field, key)
      }
    }
  }
}

function defOf(node: unknown): Def | undefined {
  if (typeof node !== 'object' || node === null) return undefined
  const internals = (node as Partial<$ZodType>)._zod
  const def = internals?.def as unknown
  return typeof def === 'object' && def !== null ? (def as Def) : undefined
}
