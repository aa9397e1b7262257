/** What kind of lossy step a warning reports. */
export type ProviderSchemaWarningCode =
  | 'CONSTRAINT_IN_DESCRIPTION'
  | 'KEYWORD_DROPPED'
  | 'OPTIONAL_NULL_AMBIGUOUS'
  | 'EXTRA_PROPERTIES_DROPPED'
  | 'RECORD_AS_ENTRIES'
  | 'JSON_TEXT'
  | 'RECURSION_UNROLLED'
  | 'ENUM_DROPPED'
  | 'ALLOF_MERGED_LOSSY'
  | 'REF_SIBLINGS_IGNORED'

/** A lossy step taken while emitting a schema for a provider. */
export interface ProviderSchemaWarning {
  /**
   * JSON pointer into the input schema (`''` is the root). Its tokens are the input's names, so it
   * is redacted, its control characters escaped and each token cut to 200 characters (`fieldPointer`).
   */
  readonly pointer: string
  /** What changed, as a stable code. */
  readonly code: ProviderSchemaWarningCode
  /** What changed, and what the model now sees. */
  readonly message: string
}
