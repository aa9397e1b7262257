import type { StandardSchemaV1 } from '@polytool/core'
import type { Unsupported } from '../fixture-set'

/**
 * The schemas the adversarial suite needs from a library, same-named in every library.
 *
 * @example
 * import { type AttackFixtures } from '@polytool/conformance'
 * import { z } from 'zod'
 *
 * type Tree = { children?: Tree[] | undefined }
 * const tree: z.ZodType<Tree> = z.object({ children: z.array(z.lazy(() => tree)).optional() })
 *
 * export const attackFixtures: AttackFixtures = {
 *   tree,
 *   credentials: z.object({ password: z.string().min(40), note: z.string().max(5) }),
 *   numbers: z.object({ xs: z.array(z.number()) }),
 *   nested(depth) {
 *     let schema: z.ZodType = z.string()
 *     for (let level = 0; level < depth; level++) schema = z.object({ a: schema })
 *     return schema
 *   },
 *   choice: (values) => z.enum(values),
 *   rejecting: (error) => z.object({ a: z.string().refine(async () => Promise.reject(error)) }),
 *   rejectingNextToFailure: (error) =>
 *     z.object({ a: z.string().refine(async () => Promise.reject(error)), b: z.number() }),
 *   asyncTransformInSyncPipe: (error) =>
 *     z.object({ a: z.string().transform(async () => Promise.reject(error)), b: z.number() }),
 *   asyncCheckInSyncPart: z.object({
 *     a: z.record(z.string().refine((async () => false) as never), z.string()),
 *   }),
 *   promisedValue: z.object({ a: z.string().default((() => Promise.resolve('d')) as never) }),
 *   asyncMessage: (message) => z.object({ a: z.string({ error: message as never }) }),
 *   inheritedKeys: z.object({
 *     constructor: z.unknown().nonoptional(),
 *     valueOf: z.unknown().nonoptional(),
 *   }),
 *   optionalObjects: z.object({
 *     opts: z.object({ a: z.string().optional() }).optional(),
 *     list: z.array(z.object({ a: z.string().optional() })).optional(),
 *   }),
 *   nullableObject: z.object({ a: z.string().optional() }).nullable(),
 *   tupleObjects: z.object({ t: z.tuple([z.object({ a: z.string().optional() }), z.string()]) }),
 *   patternRecord: z.object({
 *     r: z.record(z.string().regex(/^x/), z.object({ a: z.string().optional() })),
 *   }),
 *   unionObjects: z.object({ u: z.union([z.object({ a: z.string().optional() }), z.string()]) }),
 *   objectOrString: z.union([z.object({ a: z.string().optional() }), z.string()]),
 * }
 */
export interface AttackFixtures {
  /** A recursive tree: `{ children?: Tree[] }`. */
  readonly tree: StandardSchemaV1
  /** `{ password: string of at least 40 characters, note: string of at most 5 }`. */
  readonly credentials: StandardSchemaV1
  /** `{ xs: number[] }`. */
  readonly numbers: StandardSchemaV1
  /** An object nested `depth` levels deep: `{ a: { a: … { a: string } } }`. */
  readonly nested: (depth: number) => StandardSchemaV1
  /** An enum of the given strings. */
  readonly choice: (values: readonly [string, ...string[]]) => StandardSchemaV1
  /**
   * `{ a: string }` whose check or transform of `a` is asynchronous and rejects with `error`, or
   * `unsupported(reason)` for a library that only validates synchronously.
   */
  readonly rejecting: (error: Error) => StandardSchemaV1 | Unsupported
  /**
   * `{ a: string, b: number }` whose asynchronous check or transform of `a` rejects with `error`,
   * written the library's usual way for async code; the attack sends a wrong `b` next to it. Or
   * `unsupported(reason)` for a library that only validates synchronously.
   */
  readonly rejectingNextToFailure: (error: Error) => StandardSchemaV1 | Unsupported
  /**
   * `{ a: string, b: number }` whose `a` goes through an async function that rejects with
   * `error`, put in the library's synchronous transform (a Valibot `transform` in a `pipe`, an
   * ArkType morph, a TypeBox `Decode`), where the library keeps the promise it returns as the
   * value. The attack sends a valid and a wrong `b`. Or `unsupported(reason)` for a library that
   * cannot put an async function there.
   */
  readonly asyncTransformInSyncPipe: (error: Error) => StandardSchemaV1 | Unsupported
  /**
   * `{ a: Record<string, string> }` with an `async` check that refuses every value, put where
   * the library calls it synchronously (a Valibot `check` in a `pipe`, an ArkType `.narrow()`,
   * a TypeBox `Refine`, an Effect filter, a refinement of a Zod record key). The attack expects
   * `createTool` to refuse it, or the call `{ a: { x: 'x' } }` to fail. Or `unsupported(reason)`
   * for a library that awaits every check.
   */
  readonly asyncCheckInSyncPart: StandardSchemaV1 | Unsupported
  /**
   * `{ a?: string }` whose missing `a` gets its value from a plain function that returns a
   * promise (a default, a fallback): the attack sends `{}` and expects `execute` never to
   * receive a promise. Or `unsupported(reason)` for a library that cannot build it.
   */
  readonly promisedValue: StandardSchemaV1 | Unsupported
  /**
   * `{ a: string }` whose issue for a wrong `a` gets its text from `message`, written the
   * library's way (a Valibot `v.string(message)`, a Zod `{ error: message }`, an ArkType
   * `.configure({ message })`, a Yup `.typeError(message)`): the attack passes an `async`
   * function and a plain one that returns a promise, both rejecting, and sends `{ a: 1 }`. The
   * library calls a message function synchronously: the async one must be refused when the tool
   * is created, and neither may give `[object Promise]` for a message nor leave its rejection
   * unhandled. Or `unsupported(reason)` for a library without message functions. Left out, the
   * attack is listed as pending.
   */
  readonly asyncMessage?: (message: () => Promise<string>) => StandardSchemaV1 | Unsupported
  /**
   * `{ constructor: unknown, valueOf: unknown }`, both required, of the library's type that
   * takes any value but `undefined` (Zod's `z.unknown().nonoptional()`, Yup's
   * `y.mixed().required()`): `{}` inherits both from Object.prototype, and a library that reads
   * `value[key]` or asks `key in value` finds them. The attack sends `{}` and expects a failure
   * at both keys, `execute` never running, then sends both keys and expects them as sent. Left
   * out, the attack is listed as pending.
   */
  readonly inheritedKeys?: StandardSchemaV1 | Unsupported
  /**
   * `{ a: string }` whose `a` is also checked by `check`, a plain synchronous function, written
   * the library's way (a Valibot `v.check`, an ArkType `.narrow()`, a TypeBox `Type.Refine`, a
   * Zod `.refine`, a Yup `.test`, an Effect filter). The attack's check answers some values
   * with a promise, one rejecting and one resolving to `false`, which a synchronous library
   * takes as a pass, and expects those calls to fail. Left out, the attack is listed as pending.
   */
  readonly promisedCheck?: (check: (value: unknown) => unknown) => StandardSchemaV1 | Unsupported
  /**
   * Builds a fresh `{ a: string, nested?: { b: string }, list: string[] }`, every key of
   * `nested` and every item of `list` a string, nothing cast: the attack's inputs answer the
   * validator a string once and a number after, through a getter, an array item or a Proxy,
   * with the schema as input and output schema, and first used for another tool's output. Left
   * out, the attack is listed as pending.
   */
  readonly readOnceShape?: () => StandardSchemaV1
  /** Builds a fresh `{}`, the input schema of the tools that only return a value. Left out, pending. */
  readonly emptyObject?: () => StandardSchemaV1
  /**
   * `{ a: string }` whose `a` is also checked by `check`, an `async` function the library awaits
   * (a Zod `.refine`, a Yup `.test`, a Valibot `checkAsync`), or `unsupported(reason)` for a
   * library whose checks are synchronous. The attack's check rejects with a secret for the
   * tool's output, which must fail without quoting it, alongside the `promisedCheck` schema's
   * check answering a promise there. Left out, the attack is listed as pending.
   */
  readonly asyncCheck?: (
    check: (value: unknown) => Promise<unknown>,
  ) => StandardSchemaV1 | Unsupported
  /**
   * `{ a: string }`, the library's usual object: the attack sends parsed JSON with a
   * `__proto__` and a `constructor.prototype` key, as input and output, and expects no value
   * with another prototype and `Object.prototype` untouched. So for the four below. Left out,
   * pending.
   */
  readonly plainObject?: StandardSchemaV1
  /** `{ a: string }` keeping undeclared keys (`z.looseObject`), or `unsupported(reason)`. */
  readonly looseObject?: StandardSchemaV1 | Unsupported
  /**
   * `{ a: string }` the library's strict way (`z.strictObject`, Yup's `.strict()`), or
   * `unsupported(reason)`.
   */
  readonly strictObject?: StandardSchemaV1 | Unsupported
  /**
   * `{ a: string }` dropping undeclared keys from its output (ArkType's `'+': 'delete'`), or
   * `unsupported(reason)`.
   */
  readonly strippingObject?: StandardSchemaV1 | Unsupported
  /** `Record<string, unknown>`, or `unsupported(reason)`. */
  readonly record?: StandardSchemaV1 | Unsupported
  /**
   * Builds a fresh `{ [key]: one of values }`: the attack refuses a value holding a double quote
   * as a request context, an output and an input under a secret-looking key, and expects no part
   * of it in the answer. Left out, pending.
   */
  readonly choiceObject?: (key: string, values: readonly [string, ...string[]]) => StandardSchemaV1
  /** `{ opts?: { a?: string }, list?: { a?: string }[] }`: objects whose keys are all optional. */
  readonly optionalObjects: StandardSchemaV1
  /** `{ a?: string } | null`: a nullable root object whose keys are all optional. */
  readonly nullableObject: StandardSchemaV1
  /** `{ t: [{ a?: string }, string] }`: an all-optional object as a tuple's first item. */
  readonly tupleObjects: StandardSchemaV1
  /**
   * `{ r: Record<key matching /^x/, { a?: string }> }`: a record whose keys are checked against a
   * pattern, or `unsupported(reason)` for a library without one.
   */
  readonly patternRecord: StandardSchemaV1 | Unsupported
  /**
   * `{ u: { a?: string } | string }`: a union of an all-optional object and a string, or
   * `unsupported(reason)` for a library without unions of types.
   */
  readonly unionObjects: StandardSchemaV1 | Unsupported
  /** `{ a?: string } | string` as the root, or `unsupported(reason)` as for `unionObjects`. */
  readonly objectOrString: StandardSchemaV1 | Unsupported
}
