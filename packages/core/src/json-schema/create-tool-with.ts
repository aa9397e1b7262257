import { createTool } from '../create-tool'
import { assertValidDefinition, SCHEMA_OPTIONS } from '../define'
import { isStandardSchema } from '../standard-schema'
import { type JsonSchemaAdapter, withAdapter } from './adapter'

/**
 * A `createTool` that binds the tool's schemas of the adapter's library to the adapter, so
 * their JSON Schema goes through it. Adapter packages export it as their own `createTool`.
 *
 * @param adapter - the adapter of one schema library
 * @returns a `createTool` that binds the tool's schemas of that library to the adapter
 *
 * @example
 * import { createToolWith } from '@polytool/core'
 * import { valibotAdapter } from '@polytool/valibot'
 *
 * export const createTool = createToolWith(valibotAdapter)
 */
export function createToolWith(adapter: JsonSchemaAdapter): typeof createTool {
  // Bound after the definition is checked and before `createTool`, which converts the input once
  // to learn whether its root is an object: through the adapter, not the library's own converter.
  const bound = (options: Parameters<typeof createTool>[0]) => {
    assertValidDefinition(options)
    for (const option of SCHEMA_OPTIONS) {
      const schema: unknown = options[option]
      if (isStandardSchema(schema) && schema['~standard'].vendor === adapter.vendor) {
        withAdapter(schema, adapter)
      }
    }
    return createTool(options)
  }
  return bound as typeof createTool
}
