import { walkSchema } from '@polytool/core'
import { type Def, zodWalker } from './may-run-async'

// The nodes whose value the user's code may make: a transform (a preprocess, a codec), a
// promise, a default or prefault (given as a function), a catch value.
const VALUE_TYPES: ReadonlySet<string> = new Set([
  'transform',
  'promise',
  'default',
  'prefault',
  'catch',
])

/**
 * Whether a Zod schema may put into its output a value the user's code made (`makesValues` of
 * `JsonSchemaAdapter`): a transform, a codec, a default, prefault or catch value, an
 * `overwrite`; also a schema with an `error` function, whose promise Zod drops. Walks the schema once (`walkSchema`, capped: a larger schema is taken as one
 * that may).
 *
 * @param schema - A Zod schema (classic or mini).
 * @returns `false` only when no part of the schema makes a value.
 */
export function zodMakesValues(schema: object): boolean {
  return (
    walkSchema(
      schema,
      zodWalker((def) => makesValue(def) || undefined),
    ).kind !== 'none'
  )
}

// An `error` function makes an issue's text, not a value: it counts because Zod drops the
// promise one returns, and only a schema that may make values is validated with every promise
// its functions made given a rejection handler (core's `validateThrough`).
function makesValue(def: Def): boolean {
  return (
    VALUE_TYPES.has(def.type as string) ||
    def.check === 'overwrite' ||
    typeof def.transform === 'function' ||
    typeof def.error === 'function'
  )
}
