import type { JsonSchemaAdapter, StandardJSONSchemaV1 } from '@polytool/core'

/**
 * The adapter `fromJsonSchema` binds each of its schemas to. Such a schema's JSON Schema is the
 * one it validates with, so its conversion loses nothing and there is nothing to report. Bound
 * to no adapter, core would convert it all the same, through `~standard.jsonSchema`, but warn
 * that the losses of a library's own converter go unreported, advice no one can follow here.
 *
 * The binding is held by core per schema object, not read from the schema, so a schema cannot
 * claim it by its shape. `adapterOf` hands this adapter out, and `withAdapter` binds it to any
 * schema whose vendor is `"polytool"`: that only silences the warning for the binder's own
 * schema, whose conversion stays its own `~standard.jsonSchema`.
 */
export const exactJsonSchemaAdapter: JsonSchemaAdapter = Object.freeze<JsonSchemaAdapter>({
  vendor: 'polytool',
  // The dialects `fromJsonSchema` writes; core derives OpenAPI 3.0 from draft 2020-12.
  targets: Object.freeze(['draft-2020-12', 'draft-07'] as const),
  toJsonSchema(schema, { io, target }) {
    return (schema as unknown as StandardJSONSchemaV1)['~standard'].jsonSchema[io]({ target })
  },
})
