import type { StandardSchemaV1 } from '@standard-schema/spec'
import { resolveLocal } from './local-ref'
import { type SchemaEntry, schemaEntry } from './schema-state'
import { extractQuietly } from './to-json-schema'

/** How deep `$ref`s and combinators are followed to tell an object root; deeper means no. */
const MAX_ROOT_DEPTH = 16

/**
 * Whether a schema's emitted input JSON Schema accepts only objects at its root (`type:
 * "object"`, or combinators and `$ref`s that come down to it). Tool inputs with such a root
 * refuse every other JSON value before their validator sees it. Computed once per schema (at
 * `createTool`, or on first use) and kept in the schema's entry; a schema with no JSON Schema,
 * or whose conversion fails, is not known to be object-rooted and is left to its validator.
 *
 * @param schema - A tool's input schema.
 * @returns Whether the emitted input JSON Schema's root accepts objects only.
 * @example
 * import { requiresObjectRoot } from '@polytool/core'
 * import { z } from 'zod'
 *
 * requiresObjectRoot(z.object({ units: z.string().optional() })) // true
 * requiresObjectRoot(z.string()) // false: a tool with this input is wrapped for providers
 */
export function requiresObjectRoot(schema: StandardSchemaV1): boolean {
  return requiresObjectRootIn(schema, schemaEntry(schema))
}

/**
 * `requiresObjectRoot` for a caller that holds the schema's entry already (a tool's plan).
 *
 * @param schema - A tool's input schema.
 * @param entry - The schema's entry.
 * @returns Whether the emitted input JSON Schema's root accepts objects only.
 */
export function requiresObjectRootIn(schema: StandardSchemaV1, entry: SchemaEntry): boolean {
  entry.objectRoot ??= emittedObjectRoot(schema)
  return entry.objectRoot
}

function emittedObjectRoot(schema: StandardSchemaV1): boolean {
  try {
    const { result } = extractQuietly(schema, { io: 'input', onUnrepresentable: 'any' })
    return onlyObjects(result.schema, result.schema, 0)
  } catch {
    // No JSON Schema, or one that cannot be built: nothing tells the model the root is an object.
    return false
  }
}

function onlyObjects(node: unknown, root: object, depth: number): boolean {
  if (typeof node !== 'object' || node === null || depth > MAX_ROOT_DEPTH) return false
  const schema = node as Record<string, unknown>
  const type = schema.type
  if (type === 'object' || (Array.isArray(type) && type.length === 1 && type[0] === 'object')) {
    return true
  }
  if (
    typeof schema.$ref === 'string' &&
    onlyObjects(resolveLocal(root, schema.$ref), root, depth + 1)
  ) {
    return true
  }
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = schema[keyword]
    if (
      Array.isArray(branches) &&
      branches.length > 0 &&
      branches.every((branch) => onlyObjects(branch, root, depth + 1))
    ) {
      return true
    }
  }
  const parts = schema.allOf
  return Array.isArray(parts) && parts.some((part) => onlyObjects(part, root, depth + 1))
}
