import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { ToolIssue } from './issues'
import { requiresObjectRoot } from './json-schema/object-root'

/**
 * The issue for a tool input that is not an object where the input's JSON Schema root is
 * `type: "object"`, or `undefined` when the value may go on to the validator. Every provider
 * sends an object there, and `execute` is typed for one; some libraries accept an array for an
 * object whose keys are all optional (Valibot, ArkType), so core refuses it first, the same way
 * for every library. The message names the type received, never the value. The success path
 * costs one `typeof`: the root is looked up only for a value that is not an object. `undefined`
 * is no JSON value, so no model sends it; it is left to the validator (a root default).
 *
 * @param schema - The tool's input schema.
 * @param value - The input received.
 * @returns The root issue, or `undefined` when the value may be validated.
 */
export function objectRootIssue(schema: StandardSchemaV1, value: unknown): ToolIssue | undefined {
  if (
    value === undefined ||
    (typeof value === 'object' && value !== null && !Array.isArray(value))
  ) {
    return undefined
  }
  if (!requiresObjectRoot(schema)) return undefined
  return { path: [], message: `Invalid input: expected object, received ${typeName(value)}` }
}

function typeName(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}
