import type { StandardSchemaV1 } from '@polytool/core'
import { Schema } from 'effect'

let keeps: boolean | undefined

/**
 * Whether the installed Effect has an `onExcessProperty: 'preserve'` mode, whose validator keeps
 * unknown keys in its output. Effect 4.1 has none: it reads any option but `'error'` as its
 * default, `'ignore'`, and drops them (its 4.0 betas kept them). The adapter cannot read a
 * validator's parse options, which Effect keeps in a closure, so where it cannot ask the validator
 * itself it asks Effect once, with a struct of its own that runs no function of anyone's.
 *
 * @returns `true` when a validator made with `'preserve'` returned an unknown key.
 */
export function effectKeepsExcessKeys(): boolean {
  keeps ??= askEffect()
  return keeps
}

function askEffect(): boolean {
  try {
    // A struct with a key: Effect takes `Schema.Struct({})` for any object and returns it whole.
    const probe = Schema.toStandardSchemaV1(Schema.Struct({ a: Schema.Number }), {
      parseOptions: { onExcessProperty: 'preserve' } as never,
    }) as StandardSchemaV1
    const result = probe['~standard'].validate({ a: 0, key: 0 })
    if (result instanceof Promise) return false
    const value = result.issues === undefined ? result.value : undefined
    return typeof value === 'object' && value !== null && Object.hasOwn(value, 'key')
  } catch {
    // An Effect that refuses the option has no such mode.
    return false
  }
}
