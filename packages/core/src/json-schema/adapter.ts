import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { AsyncInSync } from '../async-in-sync'
import { standardPropsOf } from '../standard-schema'
import { JsonSchemaAdapterError } from './errors'
import { bindAdapter, findEntry } from './schema-state'
import type { JsonSchemaIo, JsonSchemaTarget } from './types'

/** What core asks an adapter for: one side of one schema, in one dialect. */
export interface JsonSchemaRequest {
  /** `input` for what the schema accepts, `output` for what it produces. */
  readonly io: JsonSchemaIo
  /** Always one of the adapter's `targets`; core converts to the others. */
  readonly target: JsonSchemaTarget
  /** This adapter's own options, taken from `libraryOptions[vendor]`; never another library's. */
  readonly libraryOptions: Readonly<Record<string, unknown>> | undefined
}

/**
 * Where a validated value comes from (see `JsonSchemaAdapter.validator`): `'tool'` for what the
 * tool's own `execute` returned, its output; `'caller'` for anything else (an input the model
 * wrote, resume data, a request context, a value given to `validateWith`), which is untrusted.
 */
export type ValueOrigin = 'caller' | 'tool'

/** Validates one value of one schema, as `~standard.validate` does (see `JsonSchemaAdapter.validator`). */
export type SchemaValidator = (
  value: unknown,
) => StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>>

/**
 * The contract between core and a schema library: turn one schema into JSON Schema and tag,
 * with `markUnrepresentable`, every part that does not say exactly what the validator checks.
 */
export interface JsonSchemaAdapter {
  /** The `~standard.vendor` of the schemas this adapter converts. */
  readonly vendor: string
  /** The targets the library emits itself; core derives the others from `draft-2020-12`. */
  readonly targets: readonly JsonSchemaTarget[]
  /**
   * Whether `toJsonSchema` returns objects created for the call and shared with nothing: core
   * then freezes them where they are instead of copying them.
   */
  readonly freshOutput?: boolean
  /** Converts one schema. May throw: core reports it as `UnrepresentableSchemaError`. */
  toJsonSchema(schema: StandardSchemaV1, request: JsonSchemaRequest): object
  /**
   * Validates one value in place of the schema's own `~standard.validate`, for a library whose
   * validator misbehaves on some schemas (Zod runs an async schema synchronously first and leaves
   * the rejections of that run unhandled). Core calls it for every schema bound to the adapter;
   * what it throws or rejects with becomes an issue, as for `~standard.validate`.
   */
  validate?(
    schema: StandardSchemaV1,
    value: unknown,
  ): StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>>
  /**
   * `validate` decided once per schema: returns the function that validates every value of
   * `schema`. Core asks once, keeps the answer on the schema's entry and prefers it to
   * `validate`, so a library that picks its way per schema (Zod's synchronous path for a schema
   * without user code) pays no look-up on each call. Core asks once more for a tool's output
   * (`origin` `'tool'`): a library that copies an untrusted value before it validates it, so
   * that a getter cannot answer `execute` apart from the validator, may skip the copy there,
   * since the output is the tool's own value.
   *
   * @param schema - The schema to validate with.
   * @param origin - Where the values come from; `'caller'` when not given.
   */
  validator?(schema: StandardSchemaV1, origin?: ValueOrigin): SchemaValidator
  /**
   * Finds an `async` function where the library calls it synchronously (a Valibot `check`, an
   * ArkType `narrow`, a TypeBox `Refine`, a refinement of a Zod record key): the library takes
   * its promise as a passed check, or as the value. `createTool` refuses such a schema with an
   * `AsyncInSyncError`; it asks once per schema. Walks the schema with `walkSchema`, capped.
   */
  findAsyncInSync?(schema: StandardSchemaV1): AsyncInSync | undefined
  /**
   * Whether the schema's output may hold promises by its own type: a transform of the user's
   * whose promise the library keeps as the value (a Valibot `transform`, an ArkType morph, a
   * TypeBox `Decode`). Core awaits the promises of such an output, one that rejects failing the
   * validation, and keeps them; any other schema's output that holds a promise (an async
   * default, fallback or overwrite) fails the validation.
   */
  outputMayHoldPromises?(schema: StandardSchemaV1): boolean
  /**
   * Whether validating with the schema may put into its output a value the user's code made: a
   * transform, a default or fallback given as a function, a catch value, an overwrite. Only such
   * code can leave a promise where the schema promises a value; `false` lets core skip looking
   * for one after each validation of that schema. Asked once per schema; left out, core looks
   * after every validation.
   */
  makesValues?(schema: StandardSchemaV1): boolean
  /**
   * Whether validating with the schema calls a check the user wrote (a refine, a `check()`, a
   * `.narrow()` predicate) that a synchronous library takes as passing when it returns a
   * promise, since a promise is truthy. Core then validates such a schema watching for
   * promises: a synchronous success during which a promise was made is refused, as the check
   * was never answered (`PROMISED_CHECK_MESSAGE`). Asked once per schema; left out, no schema
   * is watched (libraries that await their checks, or refuse a promise, need not answer).
   */
  runsChecks?(schema: StandardSchemaV1): boolean
  /**
   * Whether the schema names a key after an `Object.prototype` member (`constructor`,
   * `toString`, …) anywhere, or holds a part that is made only while validating (a lazy
   * schema): only then can the library read such a key from the prototype of a value that lacks
   * it (see `refuseInheritedKeys`). `false` lets core skip looking for one after each validation
   * of that schema. Asked once per schema; left out, core looks after every validation.
   * `mentionsPrototypeMember` reads one node of a schema for it.
   */
  readsInheritedKeys?(schema: StandardSchemaV1): boolean
}

/**
 * Binds a schema to its library's adapter, so `toJsonSchema` converts it through the adapter
 * (lossy parts reported, schemas without `~standard.jsonSchema` handled). Returns the same
 * schema object: identity and type are kept.
 *
 * @param schema - a schema of the adapter's library
 * @param adapter - the adapter, such as `zodAdapter`
 * @returns the same schema object, now converted through the adapter
 *
 * @example
 * import { toJsonSchema, withAdapter } from '@polytool/core'
 * import { valibotAdapter } from '@polytool/valibot'
 * import * as v from 'valibot'
 *
 * const input = withAdapter(v.object({ city: v.string() }), valibotAdapter)
 * toJsonSchema(input) // { type: 'object', properties: { city: { type: 'string' } }, ... }
 */
export function withAdapter<S extends StandardSchemaV1>(schema: S, adapter: JsonSchemaAdapter): S {
  const entry = findEntry(schema)
  if (entry?.adapter === adapter) return schema
  if (standardPropsOf(schema)?.vendor !== adapter.vendor) {
    throw new JsonSchemaAdapterError(
      `withAdapter(schema, ${adapter.vendor}Adapter)`,
      `a Standard Schema whose vendor is ${JSON.stringify(adapter.vendor)}`,
      schema,
    )
  }
  bindAdapter(schema, entry, adapter)
  return schema
}

/**
 * The adapter bound to a schema, if any.
 *
 * @param schema - a schema object
 * @returns the adapter `withAdapter` bound it to, or `undefined`
 */
export function adapterOf(schema: object): JsonSchemaAdapter | undefined {
  return findEntry(schema)?.adapter
}
