import type { StandardJSONSchemaV1, StandardSchemaV1 } from '@standard-schema/spec'
import type { JsonSchemaAdapter, JsonSchemaRequest } from './adapter'
import { convertTarget } from './convert-target'
import { JSON_SCHEMA_TARGETS } from './types'

/**
 * The adapter core uses for a schema bound to none: the library's own `~standard.jsonSchema`.
 * It reports nothing lossy by itself; the library adapters do. A target the library refuses
 * is derived from its `draft-2020-12` schema.
 */
export const nativeAdapter: JsonSchemaAdapter = {
  vendor: '*',
  targets: JSON_SCHEMA_TARGETS,
  toJsonSchema(schema: StandardSchemaV1, request: JsonSchemaRequest): object {
    const converter = (schema as unknown as StandardJSONSchemaV1)['~standard'].jsonSchema
    const ask = (target: StandardJSONSchemaV1.Target) =>
      converter[request.io](
        request.libraryOptions === undefined
          ? { target }
          : { target, libraryOptions: { ...request.libraryOptions } },
      )
    try {
      return ask(request.target)
    } catch (error) {
      if (request.target === 'draft-2020-12') throw error
      let latest: object
      try {
        latest = ask('draft-2020-12')
      } catch {
        throw error
      }
      return convertTarget(latest, request.target)
    }
  },
}

/** Whether core can ask a schema, by its `~standard` props, for JSON Schema without an adapter. */
export function speaksJsonSchema(props: StandardSchemaV1.Props): boolean {
  const converter = (props as { jsonSchema?: { input?: unknown; output?: unknown } }).jsonSchema
  return typeof converter?.input === 'function' && typeof converter.output === 'function'
}
