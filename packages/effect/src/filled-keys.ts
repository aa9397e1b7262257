import { handlingPromisesMadeBy } from '@polytool/core'
import { Effect, Exit, Option, type SchemaAST, SchemaGetter } from 'effect'

/** The part of an Effect getter the adapter reads: its tag, and the function of the `Optional` ones. */
interface Getter {
  readonly _tag?: unknown
  readonly transform?: unknown
}

/**
 * Whether the validator's output always holds a struct key that is optional in Effect's type
 * side: the last decoding step that sees whether the key is there (`withDecodingDefaultKey`,
 * `withDecodingDefault`, or any `SchemaGetter.transformOptional` / `transformOptionalEffect`)
 * turns a missing key into a value.
 * Only Effect's own default (`SchemaGetter.withDefault`) is asked, with the key missing, and only
 * a default that is already a value is read: no function of the schema's author runs. Any other
 * getter is taken as one that does not fill the key.
 *
 * @param property - A property signature of a struct.
 * @returns Whether a missing key is filled in the output.
 */
export function fillsMissingKey(property: SchemaAST.PropertySignature): boolean {
  const type = property.type as unknown as {
    readonly context?: { readonly isOptional?: boolean }
    readonly encoding?: readonly { readonly transformation?: { readonly decode?: Getter } }[]
  }
  if (type.context?.isOptional !== true) return false
  // Decoding runs the links from the last to the first. A getter of a present value alone
  // (`Passthrough`, `Transform`, `TransformEffect`) keeps a missing key missing and a present
  // one present: the last getter that sees the whole `Option` decides.
  const getter = (type.encoding ?? [])
    .map((link) => link.transformation?.decode)
    .find((one) => !PRESENT_VALUE_GETTERS.has(one?._tag))
  if (getter === undefined || typeof getter.transform !== 'function') return false
  // Only Effect's own decoding default is asked (told by its source text): a getter of the
  // author's never runs while the JSON Schema is made, and its key is left optional.
  if (getter._tag !== 'TransformOptionalEffect' || !isEffectsDefault(getter.transform)) return false
  const transform = getter.transform as (input: Option.Option<unknown>) => unknown
  try {
    // Effect's default maps the default effect eagerly only when it is already a success: an
    // effect that would run code of the author's (`Effect.sync`) is not run.
    const made = handlingPromisesMadeBy(() => transform(Option.none())).result
    return Exit.isExit(made) && Exit.isSuccess(made) && isSomeOption(made.value)
  } catch {
    return false
  }
}

const sourceOf = (fn: unknown): string | undefined => {
  try {
    return Function.prototype.toString.call(fn)
  } catch {
    return undefined
  }
}

let defaultSource: string | undefined

/**
 * Whether a getter's function is the one `SchemaGetter.withDefault` makes (the same source text).
 *
 * @param transform - A getter's function.
 * @returns `true` for Effect's decoding default.
 */
export function isEffectsDefault(transform: unknown): boolean {
  defaultSource ??= sourceOf(
    (SchemaGetter.withDefault(Effect.succeed(0)) as unknown as Getter).transform,
  )
  return defaultSource !== undefined && sourceOf(transform) === defaultSource
}

function isSomeOption(value: unknown): boolean {
  return Option.isOption(value) && Option.isSome(value)
}

/**
 * Whether a decoding getter runs no function of the schema's author on a missing key: a getter
 * of a present value alone, or Effect's own default whose default is already a value.
 *
 * @param getter - A link's `decode` getter.
 * @returns `true` when decoding a missing key runs only Effect's code.
 */
export function missingKeyRunsNoUserCode(getter: unknown): boolean {
  const { _tag, transform } = (getter ?? {}) as Getter
  if (PRESENT_VALUE_GETTERS.has(_tag)) return true
  if (_tag !== 'TransformOptionalEffect' || !isEffectsDefault(transform)) return false
  try {
    const made = handlingPromisesMadeBy(() =>
      (transform as (input: Option.Option<unknown>) => unknown)(Option.none()),
    ).result
    return Exit.isExit(made)
  } catch {
    return false
  }
}

/** The getters that run on a present value only, and keep a missing key missing. */
export const PRESENT_VALUE_GETTERS: ReadonlySet<unknown> = new Set([
  'Passthrough',
  'Transform',
  'TransformEffect',
])
