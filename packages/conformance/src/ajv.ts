import AjvDraft07 from 'ajv'
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { renameProtoKeys, restoreProtoPointer } from './ajv-proto-keys'

/** A JSON Schema validator (draft 2020-12 or draft-07) with the standard formats checked. */
export type JsonSchemaValidator = Ajv2020 | AjvDraft07

// `strict: false`: library extensions and annotations are legal JSON Schema, not mistakes.
// `ownProperties`: a key is present when the value holds it as its own, as in JSON; Ajv would
// otherwise find `{}.constructor` and `{}.toString`, inherited from Object.prototype.
const AJV_OPTIONS = {
  strict: false,
  allErrors: true,
  validateFormats: true,
  ownProperties: true,
} as const

/**
 * A fresh Ajv for draft 2020-12, formats validated, `multipleOf` exact.
 *
 * @returns the validator, shared by the cases of one suite
 */
export function createValidator(): JsonSchemaValidator {
  const ajv = new Ajv2020(AJV_OPTIONS)
  addFormats(ajv)
  return exactMultipleOf(ajv)
}

/**
 * A fresh Ajv for draft-07, formats validated, `multipleOf` exact: judges the `draft-07` target,
 * and the `openapi-3.0` one once rewritten by `openApiForAjv`.
 *
 * @param utf16 - Count string lengths in UTF-16 units, as JavaScript does.
 * @returns The validator.
 */
export function createDraft07Validator(utf16 = false): JsonSchemaValidator {
  const ajv = new AjvDraft07(AJV_OPTIONS)
  if (utf16) (ajv.opts as { unicode?: boolean }).unicode = false
  addFormats(ajv)
  return exactMultipleOf(ajv)
}

// Ajv divides in floating point: `5e-324 / 5` underflows to 0 and passes, `1e308 / 5` prints as
// `2e+307` and fails `parseInt`, `0.3 / 0.1` is 2.9999999999999996. JSON Schema means the exact
// quotient, so the kit divides exactly and such values judge the library and not Ajv. For an
// integer divisor, a number is the integer its double holds. For another divisor, whose double
// is never the decimal a JSON text wrote (`0.1`), each number is read as the shortest decimal
// JavaScript prints for it (`0.1`, `1e-7`, `123456789.1`).
function exactMultipleOf<T extends JsonSchemaValidator>(ajv: T): T {
  ajv.removeKeyword('multipleOf')
  const check = (divisor: number, data: number): boolean => {
    if (!Number.isFinite(data) || !Number.isFinite(divisor) || divisor <= 0) return false
    if (Number.isInteger(divisor)) {
      return Number.isInteger(data) && BigInt(data) % BigInt(divisor) === 0n
    }
    const [dataDigits, dataExponent] = decimalOf(data)
    const [divisorDigits, divisorExponent] = decimalOf(divisor)
    const exponent = Math.min(dataExponent, divisorExponent)
    const scaledData = dataDigits * 10n ** BigInt(dataExponent - exponent)
    const scaledDivisor = divisorDigits * 10n ** BigInt(divisorExponent - exponent)
    return scaledData % scaledDivisor === 0n
  }
  const validate = (divisor: number, data: number): boolean => {
    const ok = check(divisor, data)
    if (!ok) {
      validate.errors = [
        {
          keyword: 'multipleOf',
          message: `must be multiple of ${divisor}`,
          params: { multipleOf: divisor },
        },
      ]
    }
    return ok
  }
  validate.errors = [] as Partial<ErrorObject>[]
  ajv.addKeyword({
    keyword: 'multipleOf',
    type: 'number',
    schemaType: 'number',
    errors: true,
    validate,
  })
  return ajv
}

// A finite number as digits × 10^exponent, from the shortest decimal JavaScript prints for it.
function decimalOf(value: number): [bigint, number] {
  const [significand = '0', exponent = '0'] = String(value).split('e')
  const [whole = '0', fraction = ''] = significand.split('.')
  return [BigInt(whole + fraction), Number(exponent) - fraction.length]
}

/** The meta-schema violations of a schema, as `pointer: message` lines (empty when valid). */
export function metaSchemaErrors(ajv: JsonSchemaValidator, schema: object): string[] {
  if (ajv.validateSchema(schema) === true) return []
  return (ajv.errors ?? []).map((error) => `${error.instancePath || '(root)'}: ${error.message}`)
}

/** Compiles a schema into a predicate over JSON values. */
export function compileSchema(
  ajv: JsonSchemaValidator,
  schema: object,
): (value: unknown) => boolean {
  const validate: ValidateFunction = ajv.compile(renameProtoKeys(schema, true) as object)
  return (value) => validate(renameProtoKeys(value, false)) === true
}

/** One reason Ajv rejected a value: the JSON pointer of the schema node, and Ajv's message. */
export interface AjvError {
  /** JSON pointer of the schema node whose keyword failed, e.g. `/properties/a`. */
  readonly schemaPointer: string
  /** Where in the value, as a JSON pointer (`''` is the root). */
  readonly instancePath: string
  /** The JSON Schema keyword that failed. */
  readonly keyword: string
  /** Ajv's message. */
  readonly message: string
}

/** Ajv's verdict on a value, with its errors when it rejects it. */
export type AjvJudge = (value: unknown) => { ok: boolean; errors: readonly AjvError[] }

/**
 * Compiles a schema into a judge that keeps Ajv's errors, for failure messages.
 *
 * @param ajv - the validator that compiles the schema
 * @param schema - the emitted JSON Schema to judge values against
 * @returns a judge: a value in, Ajv's verdict and errors out
 */
export function compileJudge(ajv: JsonSchemaValidator, schema: object): AjvJudge {
  const validate: ValidateFunction = ajv.compile(renameProtoKeys(schema, true) as object)
  return (value) => {
    if (judged(validate, renameProtoKeys(value, false))) return { ok: true, errors: [] }
    return { ok: false, errors: (validate.errors ?? []).map(toAjvError) }
  }
}

function toAjvError(error: ErrorObject): AjvError {
  // `#/properties/a/type` names the keyword; the node is everything before it.
  const segments = error.schemaPath.replace(/^#/, '').split('/')
  return {
    schemaPointer: restoreProtoPointer(segments.slice(0, -1).join('/')),
    instancePath: restoreProtoPointer(error.instancePath),
    keyword: error.keyword,
    message: error.message ?? error.keyword,
  }
}

/**
 * An Ajv that counts string lengths in UTF-16 units, as JavaScript does: a disagreement that it
 * does not share is the code-point/UTF-16 gap that every JavaScript library has.
 *
 * @returns the validator
 */
export function createUtf16Validator(): JsonSchemaValidator {
  const ajv = new Ajv2020(AJV_OPTIONS)
  // Ajv still reads `unicode` when it compiles `minLength`/`maxLength`, but warns "DEPRECATED:
  // option unicode" on every run when it is given to the constructor: set it afterwards.
  ;(ajv.opts as { unicode?: boolean }).unicode = false
  addFormats(ajv)
  return exactMultipleOf(ajv)
}

// A schema whose references loop without end (a `$dynamicRef` back to the root) overflows the
// stack inside Ajv's compiled code: the kit says so, instead of failing with a bare RangeError.
function judged(validate: ValidateFunction, value: unknown): boolean {
  try {
    return validate(value) === true
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(
      `Ajv could not judge a value against the emitted schema (${reason}): its references ($ref, $dynamicRef) may lead back to themselves without end; emit references that reach a schema`,
    )
  }
}
