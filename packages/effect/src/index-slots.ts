import { Schema, type SchemaAST } from 'effect'

/**
 * Where Effect's JSON Schema puts the values of one index signature: under `patternProperties`
 * at these patterns, beside the struct's other keys (`additionalProperties`, or an `allOf`
 * member holding it), or nowhere (a key check Effect cannot state as a pattern leaves the
 * object open, its values unstated). A string key with one `isPattern` check, which Effect
 * 4.1 leaves out, is `keyRegex`: the adapter can state it.
 */
export type IndexSlot =
  | { readonly kind: 'patterns'; readonly patterns: readonly string[] }
  | { readonly kind: 'additional' }
  | { readonly kind: 'keyRegex'; readonly regex: RegExp }
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
  if (typeof additional === 'object' && additional?.type === 'null') return { kind: 'additional' }
  const regex = keyRegex(parameter)
  return regex === undefined ? { kind: 'unstated' } : { kind: 'keyRegex', regex }
}

// `Schema.String.check(Schema.isPattern(regex))`: the regex, from the check's representation.
function keyRegex(parameter: SchemaAST.AST): RegExp | undefined {
  const checks = (parameter as { checks?: readonly unknown[] }).checks ?? []
  if (parameter._tag !== 'String' || checks.length !== 1) return undefined
  const representation = (
    checks[0] as { annotations?: { representation?: { id?: unknown; payload?: unknown } } }
  ).annotations?.representation
  const payload = (representation?.payload ?? {}) as { source?: unknown; flags?: unknown }
  if (representation?.id !== 'effect/schema/isPattern') return undefined
  if (typeof payload.source !== 'string' || typeof payload.flags !== 'string') return undefined
  try {
    return new RegExp(payload.source, payload.flags)
  } catch {
    return undefined
  }
}

/**
 * The JSON Schema Effect writes for a record's values, on one side: what `additionalProperties`
 * holds in a record of plain string keys over them (`{}` when Effect leaves it out: any value).
 * `undefined` when Effect cannot convert it alone (a reference into definitions, a throw).
 *
 * @param values - The index signature's value AST.
 * @param io - The side being written.
 * @returns The values' JSON Schema, or `undefined`.
 */
export function valuesSchema(
  values: SchemaAST.AST,
  io: 'input' | 'output',
): Record<string, unknown> | undefined {
  try {
    const record = Schema.Record(Schema.String, Schema.make(values) as Schema.Top)
    const json = Schema.toStandardJSONSchemaV1(record)['~standard'].jsonSchema[io]({
      target: 'draft-2020-12',
    }) as Record<string, unknown>
    if (json.$defs !== undefined) return undefined
    const additional = json.additionalProperties
    if (additional === undefined) return {}
    return typeof additional === 'object' && additional !== null
      ? structuredClone(additional as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}
