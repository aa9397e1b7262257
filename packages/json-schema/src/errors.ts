import { fieldPointer, showPointer } from './pointer'
import { shownText } from './shown-text'

/** Why a schema cannot be turned into what a provider accepts. */
export type ProviderSchemaErrorCode =
  | 'INVALID_OPTIONS'
  | 'INVALID_SCHEMA'
  | 'UNRESOLVED_REF'
  | 'UNSUPPORTED_REF'
  | 'UNSATISFIABLE'
  | 'ONEOF_NOT_DISJOINT'
  | 'ALLOF_CONFLICT'
  | 'RECORD_NOT_SUPPORTED'
  | 'TUPLE_NOT_SUPPORTED'
  | 'ROOT_NOT_OBJECT'
  | 'ENUM_COLLISION'
  | 'LOSSY_CONVERSION'
  | 'STRICT_LIMIT_EXCEEDED'

/** A schema that cannot be emitted for a target; `pointer` locates the cause in the input. */
export class ProviderSchemaError extends Error {
  override readonly name = 'ProviderSchemaError'
  readonly code: ProviderSchemaErrorCode
  /**
   * JSON pointer into the input schema (`''` is the root). Its tokens are the input's names, so it
   * is redacted, its control characters escaped and each token cut to 200 characters (`fieldPointer`).
   */
  readonly pointer: string
  /** The target being emitted, e.g. `openai strict`. */
  readonly target: string

  constructor(code: ProviderSchemaErrorCode, target: string, pointer: string, message: string) {
    super(shownText(`${target}: ${message} (at ${showPointer(pointer)})`))
    this.code = code
    this.pointer = fieldPointer(pointer)
    this.target = target
  }
}

/** Why a JSON Schema cannot be compiled: invalid, or a pattern no linear-time engine can run. */
export type JsonSchemaErrorCode = 'INVALID_JSON_SCHEMA' | 'UNSUPPORTED_PATTERN'

/** A JSON Schema that cannot be compiled into a validator; `pointer` locates the cause. */
export class JsonSchemaError extends TypeError {
  override readonly name = 'JsonSchemaError'
  readonly code: JsonSchemaErrorCode
  /** JSON pointer into the schema (`''` is the root): redacted, escaped and cut per token (`fieldPointer`). */
  readonly pointer: string

  constructor(pointer: string, message: string, code: JsonSchemaErrorCode = 'INVALID_JSON_SCHEMA') {
    super(shownText(`${message} (at ${showPointer(pointer)})`))
    this.code = code
    this.pointer = fieldPointer(pointer)
  }
}

/** Throws a `ProviderSchemaError` with this code, pointer and message. */
export type Fail = (code: ProviderSchemaErrorCode, pointer: string, message: string) => never
