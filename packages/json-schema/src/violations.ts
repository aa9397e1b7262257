/** The rule a schema breaks for a provider. */
export type ProviderRuleName =
  | 'invalid-schema'
  | 'root-object'
  | 'root-keyword'
  | 'unsupported-keyword'
  | 'unsupported-format'
  | 'missing-type'
  | 'type-list'
  | 'closed-objects'
  | 'all-properties-required'
  | 'enum-values'
  | 'array-items'
  | 'external-ref'
  | 'ref-siblings'
  | 'recursion'
  | 'min-items'
  | 'simple-pattern'
  | 'allof-ref'
  | 'properties-on-non-object'
  | 'empty-object'
  | 'empty-parameters'
  | 'parameter-name-length'
  | 'limit-properties'
  | 'limit-nesting-depth'
  | 'limit-string-length'
  | 'limit-enum-values'
  | 'limit-large-enum'
  | 'budget-optional-parameters'
  | 'budget-union-parameters'
  | 'schema-limit'

import type { SchemaLimitCode } from './limit-error'

/** One way a schema breaks a provider's rules, where, and how to fix it. */
export interface ProviderSchemaViolation {
  /** JSON pointer into the checked schema (`''` is the root). */
  readonly pointer: string
  /** The provider's rule the schema breaks. */
  readonly rule: ProviderRuleName
  /** What is wrong, in a sentence. */
  readonly message: string
  /** What to change. */
  readonly fix: string
  /** For rule `schema-limit`: which of this package's own `limits` the schema reached. */
  readonly code?: SchemaLimitCode
}
