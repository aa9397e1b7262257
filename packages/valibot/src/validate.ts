import { type SchemaValidator, type StandardSchemaV1, settleAsyncOutput } from '@polytool/core'
import { holdsUnion, refuseArraysTakenAsObjects } from './arrays-as-objects'
import { mayDropIssues } from './drops-issues'
import { mayTransform, transformsInView } from './may-transform'
import { handleNestedMessages, handlingDroppedMessages } from './nested-messages'
import { refuseArraysTakenAsObjectsBeside } from './scoped-arrays-as-objects'

/** What Valibot's `~standard.validate` returns: its dataset, whose `value` is kept on failure. */
type Dataset = StandardSchemaV1.Result<unknown> & { readonly value?: unknown }

/**
 * How the Valibot adapter validates a schema, decided once per schema, so that an async
 * `transform` in a synchronous pipe is never an unhandled rejection nor a rejected promise
 * handed to `execute`. Valibot puts what such a transform returns, a promise, in the output as
 * is, and on a failed validation drops the output with the promise in it. For a schema with a
 * transform of the user's (`mayTransform`), the promises in the output are awaited, one that
 * rejects failing the validation, or handled when the validation failed (`settleAsyncOutput`).
 * A message function may return a promise, and no walk sees every one (`v.message()` and
 * `v.config()` keep theirs in a closure): a promise made while Valibot validated synchronously
 * a schema that may drop an issue it made (`mayDropIssues`: a union, a fallback), which
 * `handlingDroppedMessages` watches, and one that an option of a union gave, kept in the union's
 * issue (`handleNestedMessages`), get a rejection handler. In a schema with a union, an
 * output object where the input held an array fails (`refuseArraysTakenAsObjects`): Valibot's
 * object options accept arrays.
 *
 * @param schema - A Valibot schema.
 * @returns The function that validates the schema's values; it answers a promise for an async
 *   schema or one whose output holds promises.
 */
export function valibotValidator(schema: StandardSchemaV1): SchemaValidator {
  const validator = messagesAndTransforms(schema)
  // A lazy schema alone is judged (`holdsUnion` counts it as one).
  if (!holdsUnion(schema)) return validator
  // A transform may turn an array into an object on purpose: where one may have made the
  // value, it is not judged (`refuseArraysTakenAsObjectsBeside`), and the union is warned of.
  const refuse = transformsInView(schema)
    ? (done: StandardSchemaV1.Result<unknown>, value: unknown) =>
        refuseArraysTakenAsObjectsBeside(schema, done, value)
    : refuseArraysTakenAsObjects
  return (value) => {
    const result = validator(value)
    return result instanceof Promise
      ? result.then((done) => refuse(done, value))
      : refuse(result, value)
  }
}

function messagesAndTransforms(schema: StandardSchemaV1): SchemaValidator {
  const standard = schema['~standard']
  const transforms = mayTransform(schema)
  const after = (done: Dataset) => {
    handleNestedMessages(done.issues)
    // Valibot keeps the output built so far in the dataset of a failed validation.
    return transforms ? settleAsyncOutput(done, done.value) : done
  }
  if (!mayDropIssues(schema)) {
    return (value) => {
      const result = standard.validate(value)
      if (result instanceof Promise) return result.then(after)
      // A pass of a schema without transforms leaves nothing to handle or settle.
      return transforms || result.issues !== undefined ? after(result) : result
    }
  }
  return (value) => {
    const result = handlingDroppedMessages(() => standard.validate(value))
    return result instanceof Promise ? result.then(after) : after(result)
  }
}
