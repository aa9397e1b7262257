import { Schema, type SchemaAST } from 'effect'

/**
 * Where Effect's JSON Schema puts the values of one index signature: under `patternProperties`
 * at these patterns, beside the struct's other keys (`additionalProperties`, or an `allOf`
 * member holding it), or nowhere (a key check Effect cannot state as a pattern leaves the
 * object open, its values unstated).
 */
export type IndexSlot =
  | { readonly kind: 'patterns'; readonly patterns: readonly string[] }
  | { readonly kind: 'additional' }
  | { readonly kind: 'unstated' }

/**
 * Asks Effect's own converter where it puts a key's values: the JSON Schema of a record of that
 * key over `null` values shows it, so the adapter follows Effect rather than copying its rules.
 *
 * @param parameter - The index signature's key AST.
 * @returns Where its values are in the emitted JSON Schema.
 */
export function indexSlot(parameter: SchemaAST.AST): IndexSlot {
  let json: Record<string, unknown>
  try {
    const record = Schema.Record(Schema.make(parameter) as Schema.Record.Key, Schema.Null)
    json = Schema.toStandardJSONSchemaV1(record)['~standard'].jsonSchema.input({
      target: 'draft-2020-12',
    }) as Record<string, unknown>
  } catch {
    return { kind: 'unstated' }
  }
  const patterns = json.patternProperties
  if (typeof patterns === 'object' && patterns !== null && Object.keys(patterns).length > 0) {
    return { kind: 'patterns', patterns: Object.keys(patterns) }
  }
  const additional = json.additionalProperties as { type?: unknown } | undefined
  return typeof additional === 'object' && additional?.type === 'null'
    ? { kind: 'additional' }
    : { kind: 'unstated' }
}
