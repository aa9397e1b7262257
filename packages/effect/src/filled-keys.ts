import { Effect, Exit, Option, type SchemaAST } from 'effect'

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
 * The getter is asked once, with the key missing, synchronously: it sees nothing else of the
 * input, so its answer holds for every input without the key. A getter that refuses, that is
 * asynchronous or that throws is taken as one that does not fill the key.
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
    .find((one) => !VALUE_GETTERS.has(one?._tag))
  if (getter === undefined || typeof getter.transform !== 'function') return false
  const transform = getter.transform as (input: Option.Option<unknown>) => unknown
  try {
    if (getter._tag === 'TransformOptional') return isSomeOption(transform(Option.none()))
    if (getter._tag !== 'TransformOptionalEffect') return false
    const made = transform(Option.none())
    if (!Effect.isEffect(made)) return false
    const exit = Effect.runSyncExit(made as Effect.Effect<unknown, unknown, never>)
    return Exit.isSuccess(exit) && isSomeOption(exit.value)
  } catch {
    return false
  }
}

const VALUE_GETTERS: ReadonlySet<unknown> = new Set(['Passthrough', 'Transform', 'TransformEffect'])

function isSomeOption(value: unknown): boolean {
  return Option.isOption(value) && Option.isSome(value)
}
