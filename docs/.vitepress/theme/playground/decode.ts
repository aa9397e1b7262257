// What the model sent, decoded with the provider schema's plan and validated with the tool's
// own schema. Loaded by the worker only when arguments are pasted: the page's first load skips it,
// and the RE2 engine it needs.
import type { StandardSchemaV1 } from '@polytool/core'
import { fromJsonSchema, type JsonSchemaInput } from '@polytool/json-schema'
import type { PlaygroundResponse } from './protocol'
import { loadRe2 } from './re2-on-demand'
import { shown } from './shown'

type Decoded = Pick<PlaygroundResponse, 'decoded' | 'decodeError' | 'accepted' | 'issues'>

/**
 * Decodes the arguments and validates the result.
 *
 * @param argsText - the arguments as the model sent them, JSON
 * @param plan - the provider schema's `decode`
 * @param schema - the tool's schema: a library's schema, or JSON Schema
 * @returns the decoded arguments and the verdict, or the error of the step that failed
 */
export async function decodeArguments(
  argsText: string,
  plan: (args: unknown) => unknown,
  schema: StandardSchemaV1 | { readonly json: unknown },
): Promise<Decoded> {
  // Decoding a union, and validating, run the schema's patterns on the RE2 engine.
  await loadRe2()
  let decoded: unknown
  try {
    decoded = plan(JSON.parse(argsText))
  } catch (error) {
    return { decodeError: shown(error) }
  }
  const text = JSON.stringify(decoded, null, 2) ?? 'undefined'
  try {
    const validator = 'json' in schema ? fromJsonSchema(schema.json as JsonSchemaInput) : schema
    const result = await validator['~standard'].validate(decoded)
    return {
      decoded: text,
      accepted: result.issues === undefined,
      issues: (result.issues ?? []).map((issue) => ({
        path: (issue.path ?? [])
          .map((key) => (typeof key === 'object' ? String(key.key) : String(key)))
          .join('.'),
        message: issue.message,
      })),
    }
  } catch (error) {
    return { decoded: text, decodeError: shown(error) }
  }
}
