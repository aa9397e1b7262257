import {
  bareCopy,
  readOnce,
  type SchemaValidator,
  type StandardSchemaV1,
  settleAsyncOutput,
  type ValueOrigin,
} from '@polytool/core'
import {
  ARRAY_AS_OBJECT_MESSAGE,
  holdsArrayOrObjectUnion,
  objectRoot,
  refusingArrays,
} from './arrays-as-objects'
import { guardingMessages } from './promised-messages'
import { arktypeReadsInheritedKeys } from './reads-inherited-keys'

/**
 * Validates a value with an ArkType type so that an async morph that rejects is a failed
 * validation, never an unhandled rejection. ArkType is synchronous: a morph that returns a
 * promise puts the promise itself in the output (`execute` is typed for it). For a type that
 * morphs, the promises in the output are awaited and one that rejects fails the validation
 * (`settleAsyncOutput`); when validation fails, the promises of the morphs that ran anyway are
 * handled. A type without morphs is validated by ArkType alone.
 *
 * @param schema - An ArkType type.
 * @param value - The value to check: untrusted.
 * @returns The Standard Schema result; a promise when the output holds promises.
 */
export function validateArkType(
  schema: StandardSchemaV1,
  value: unknown,
): StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>> {
  const result = schema['~standard'].validate(value)
  if (result instanceof Promise || !morphs(schema)) return result
  if (result.issues === undefined) return settleAsyncOutput(result)
  return settleAsyncOutput(result, morphedCopy(result.issues))
}

/**
 * The adapter's validator for one ArkType type (`validator` of `JsonSchemaAdapter`): the input
 * is read once into a copy (`readOnce`), which ArkType checks and `execute` receives (a tool's
 * own output, of origin `'tool'`, is checked as it is); a type
 * that morphs goes through `validateArkType`, one without morphs straight to ArkType. A type
 * that names a key after an `Object.prototype` member checks a copy without prototypes
 * (`bareCopy`), whose objects become plain again once ArkType has answered. An array is refused
 * where the type's JSON Schema says object (`refusingArrays`), and ArkType's issues are handed
 * on with texts read under promise hooks (`guardingMessages`).
 *
 * @param schema - An ArkType type.
 * @param origin - Where the values come from; `'caller'` when not given.
 * @returns What validates its values.
 */
export function arktypeValidator(
  schema: StandardSchemaV1,
  origin: ValueOrigin = 'caller',
): SchemaValidator {
  const check = checkerOf(schema)
  if (!arktypeReadsInheritedKeys(schema)) {
    return origin === 'tool' ? check : (value) => check(readOnce(value))
  }
  // ArkType takes `{}`'s inherited `constructor` for a required key of that name: the copy it
  // checks has no prototype, so the key is missing there, as it is in what the model sent.
  return (value) => {
    const bare = bareCopy(value)
    try {
      return check(bare.value)
    } finally {
      bare.restore()
    }
  }
}

/** What a root array of a type whose root is an object type fails with. */
const ROOT_ARRAY: StandardSchemaV1.FailureResult = Object.freeze({
  issues: Object.freeze([
    Object.freeze({ message: ARRAY_AS_OBJECT_MESSAGE, path: Object.freeze([]) }),
  ]),
})

// One function per type, which a call goes through alone. ArkType writes an issue's text when it
// is read, calling the type's message functions then: the issues are handed on to be read under
// promise hooks (`guardingMessages`). ArkType takes an array for an object (arrays are objects to
// it): a root array is refused here; below the root, core refuses an array where the input's
// JSON Schema takes none, and a type with a union of object and array types, where it cannot,
// is validated as its copy whose object branches refuse arrays (`refusingArrays`). Other types
// (most tools) are validated as they are.
function checkerOf(schema: StandardSchemaV1): SchemaValidator {
  const type = holdsArrayOrObjectUnion(schema) ? (refusingArrays(schema) ?? schema) : schema
  const standard = type['~standard']
  const objectAtRoot = objectRoot(schema)
  if (morphs(type)) {
    return (value) => {
      if (objectAtRoot && Array.isArray(value)) return ROOT_ARRAY
      const result = validateArkType(type, value)
      if (result instanceof Promise) return result.then(guardingMessages)
      return result.issues === undefined ? result : guardingMessages(result)
    }
  }
  return (value) => {
    if (objectAtRoot && Array.isArray(value)) return ROOT_ARRAY
    const result = standard.validate(value) as StandardSchemaV1.Result<unknown>
    return result.issues === undefined ? result : guardingMessages(result)
  }
}

/**
 * Whether an ArkType type morphs: its output may hold what a morph returned, a promise too.
 *
 * @param schema - An ArkType type.
 * @returns Whether the type has a morph.
 */
export function morphs(schema: StandardSchemaV1): boolean {
  return (
    (schema as unknown as { internal?: { includesTransform?: boolean } }).internal
      ?.includesTransform === true
  )
}

// ArkType runs the morphs of every path without an error even when another path failed (to
// find more errors), on its copy of the input, then returns the errors alone. Their traversal
// (`ctx`, not in ArkType's public types) still holds that copy, and the promises in it.
function morphedCopy(errors: unknown): unknown {
  return (errors as { ctx?: { root?: unknown } }).ctx?.root
}
