import type { SchemaLimits } from './limits'
import { fieldPointer, showPointer } from './pointer'

/** Which limit of `SchemaLimits` a schema hit. */
export type SchemaLimitCode =
  | 'MAX_DEPTH'
  | 'MAX_INPUT_NODES'
  | 'MAX_UNION_PRODUCT'
  | 'MAX_OUTPUT_NODES'
  | 'PATTERN_TOO_LARGE'
  | 'PATTERN_TOO_COMPLEX'
  | 'PATTERNS_TOO_COMPLEX'
  | 'TOO_MANY_PATTERN_PROPERTIES'

/** The option of `limits` that raises each limit. */
const LIMIT_OPTIONS: Readonly<Record<SchemaLimitCode, keyof SchemaLimits>> = {
  MAX_DEPTH: 'maxDepth',
  MAX_INPUT_NODES: 'maxInputNodes',
  MAX_UNION_PRODUCT: 'maxUnionProduct',
  MAX_OUTPUT_NODES: 'maxOutputNodes',
  PATTERN_TOO_LARGE: 'maxPatternLength',
  PATTERN_TOO_COMPLEX: 'maxPatternComplexity',
  PATTERNS_TOO_COMPLEX: 'maxTotalPatternComplexity',
  TOO_MANY_PATTERN_PROPERTIES: 'maxPatternProperties',
}

/**
 * A schema that would take more work than the configured `limits` allow (too deep, too large,
 * a union product or an inlined output that grows too fast, a pattern too long or too complex
 * to compile in bounded time). `limit` is the value in force and
 * `pointer` where in the input it was reached; raise the limit through the `limits` option.
 */
export class SchemaLimitError extends Error {
  override readonly name = 'SchemaLimitError'
  readonly code: SchemaLimitCode
  /** The limit in force, e.g. `128` for `MAX_DEPTH`. */
  readonly limit: number
  /**
   * JSON pointer into the input schema (`''` is the root). Its tokens are the input's names, so it
   * is redacted, its control characters escaped and each token cut to 200 characters (`fieldPointer`).
   */
  readonly pointer: string
  /** The option of `limits` that raises this limit, e.g. `maxDepth` for `MAX_DEPTH`. */
  readonly option: keyof SchemaLimits

  constructor(code: SchemaLimitCode, limit: number, pointer: string, message: string) {
    super(`${code}: ${message} (at ${showPointer(pointer)})`)
    this.code = code
    this.limit = limit
    this.pointer = fieldPointer(pointer)
    this.option = LIMIT_OPTIONS[code]
  }
}
