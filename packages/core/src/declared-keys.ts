import type { StandardSchemaV1 } from '@standard-schema/spec'
import { eachSubschema } from './json-schema/each-subschema'
import { schemaEntry } from './json-schema/schema-state'
import { extractQuietly } from './json-schema/to-json-schema'
import type { ValidationKind } from './validation-error'

/** Most names kept per schema: past it, the rest are hidden like any key of the value. */
const MAX_NAMES = 10_000

const NONE: ReadonlySet<string> = new Set()

/**
 * The property names a schema declares, at any depth of its JSON Schema for one side: the
 * schema author's words, not the value's, so an issue's path may show them. A key of a record
 * (`z.record`, `additionalProperties`) is data and is not among them. Found once per schema and
 * side, from its cached JSON Schema, and kept in the schema's entry beside that conversion; a
 * schema with none (validate-only, or one whose conversion fails) declares nothing, and every
 * key of the value is then hidden.
 *
 * @param schema - the schema the value was validated with
 * @param kind - which value of the call it is: an output is judged by the schema's output side
 * @returns the declared property names
 */
export function declaredKeys(schema: StandardSchemaV1, kind: ValidationKind): ReadonlySet<string> {
  const entry = schemaEntry(schema)
  if (kind === 'output') {
    entry.declaredOutputKeys ??= namesIn(schema, 'output')
    return entry.declaredOutputKeys
  }
  entry.declaredInputKeys ??= namesIn(schema, 'input')
  return entry.declaredInputKeys
}

function namesIn(schema: StandardSchemaV1, io: 'input' | 'output'): ReadonlySet<string> {
  let jsonSchema: object
  try {
    jsonSchema = extractQuietly(schema, { io, onUnrepresentable: 'any' }).result.schema
  } catch {
    return NONE
  }
  const names = new Set<string>()
  const full = () => names.size >= MAX_NAMES
  eachSubschema(
    jsonSchema,
    (node) => {
      const properties = node.properties
      if (typeof properties !== 'object' || properties === null) return
      for (const name of Object.keys(properties)) {
        if (full()) return
        names.add(name)
      }
    },
    // Once full, nothing more is pushed to walk: what is already queued is visited, not added.
    () => !full(),
  )
  return names
}
