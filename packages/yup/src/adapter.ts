import {
  handlePromisesIn,
  type JsonSchemaAdapter,
  type JsonSchemaRequest,
  markInheritedKeys,
  type StandardSchemaV1,
} from '@polytool/core'
import type { Schema } from 'yup'
import { findYupAsyncInSync } from './async-in-sync'
import { tagCasts } from './casts'
import { tagConditions } from './conditions'
import { stateUnknownKeys } from './filled-keys'
import { fromDescription, type YupJsonSchemaOptions } from './from-description'
import { mayTransform } from './may-transform'
import { stateStringPatterns } from './string-patterns'
import { tagTypeChecks } from './type-checks'
import { validateYup } from './validate'

/**
 * The Yup adapter. Yup has no JSON Schema converter: the adapter writes one from
 * `schema.describe()`, and tags what it cannot state (custom tests, `y.mixed(check)` type
 * checks, dates, `y.lazy()`), and warns where a schema that is not strict casts its values. An async `transform` that rejects fails the validation
 * (`validateYup`); an async default or message function is refused (`findYupAsyncInSync`).
 */
export const yupAdapter: JsonSchemaAdapter = {
  vendor: 'yup',
  targets: ['draft-2020-12'],
  // Every call builds a new schema from a new description: nothing in it is shared.
  freshOutput: true,
  toJsonSchema(schema: StandardSchemaV1, request: JsonSchemaRequest): object {
    // A strict Yup schema neither casts nor transforms: both sides are the same JSON Schema.
    const options = request.libraryOptions as YupJsonSchemaOptions | undefined
    const description = (schema as unknown as Schema).describe()
    // `describe()` calls a default function: a promise it returns is dropped here, handled.
    handlePromisesIn(description)
    // Written with the defaults Yup applies only: not under a strict schema or field.
    const json = fromDescription(description, { ...options, schema })
    tagTypeChecks(schema, json)
    // describe() shows one regex per test name, and not `excludeEmptyString`.
    stateStringPatterns(schema, json)
    // describe() gives a schema with a `.when()` as it is without the condition.
    tagConditions(schema, json)
    // describe() names a `noUnknown` test, but `.unknown()` adds one that lets every key through.
    stateUnknownKeys(schema, json)
    // Without strict(), Yup casts '5' to 5 before it checks: core warns of each place it does.
    tagCasts(schema, json)
    // Yup reads a missing optional `constructor` from Object.prototype; core refuses what it
    // read there, so `{}` fails it.
    return markInheritedKeys(json)
  },
  validate: validateYup,
  findAsyncInSync: findYupAsyncInSync,
  // A `transform`'s promise is the value Yup keeps; it is awaited.
  outputMayHoldPromises: mayTransform,
}
