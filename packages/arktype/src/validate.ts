import {
  bareCopy,
  type SchemaValidator,
  type StandardSchemaV1,
  settleAsyncOutput,
} from '@polytool/core'
import {
  ARRAY_AS_OBJECT_MESSAGE,
  holdsNestedObjects,
  objectRoot,
  refusingArrays,
} from './arrays-as-objects'
import { readOnce } from './read-once'
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
 * is read once into a copy (`readOnce`), which ArkType checks and `execute` receives; a type
 * that morphs goes through `validateArkType`, one without morphs straight to ArkType. A type
 * that names a key after an `Object.prototype` member checks a copy without prototypes
 * (`bareCopy`), whose objects become plain again once ArkType has answered.
 *
 * @param schema - An ArkType type.
 * @returns What validates its values.
 */
export function arktypeValidator(schema: StandardSchemaV1): SchemaValidator {
  const check = refusingRootArrays(schema, checkerOf(strictTypeOf(schema)))
  if (!arktypeReadsInheritedKeys(schema)) return (value) => check(readOnce(value))
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

// ArkType itself, or `validateArkType` for a type that morphs.
function checkerOf(type: StandardSchemaV1): SchemaValidator {
  const standard = type['~standard']
  return morphs(type)
    ? (value) => validateArkType(type, value)
    : (value) => standard.validate(value)
}

// ArkType takes an array for an object (arrays are objects to it); a type with an object type
// below its root is validated as its copy whose object types refuse arrays (`refusingArrays`).
// One without (most tools: a flat object) is kept as it is, and pays nothing per call but
// `Array.isArray` when its root is an object type.
function strictTypeOf(schema: StandardSchemaV1): StandardSchemaV1 {
  if (!holdsNestedObjects(schema)) return schema
  return refusingArrays(schema) ?? schema
}

function refusingRootArrays(schema: StandardSchemaV1, check: SchemaValidator): SchemaValidator {
  if (!objectRoot(schema)) return check
  return (value) =>
    Array.isArray(value)
      ? { issues: [{ message: ARRAY_AS_OBJECT_MESSAGE, path: [] }] }
      : check(value)
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
