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
 * The schema that judges the decoded arguments: the pasted library's own, or a JSON Schema.
 * Tagged, not told apart by shape: an ArkType type has a `json` property of its own (its
 * internal representation, not JSON Schema).
 */
export type Judge =
  | { readonly kind: 'library'; readonly schema: StandardSchemaV1 }
  | { readonly kind: 'json-schema'; readonly json: unknown }

/**
 * Decodes the arguments and validates the result.
 *
 * @param argsText - the arguments as the model sent them, JSON
 * @param plan - the provider schema's `decode`
 * @param judge - the tool's schema: a library's schema, or JSON Schema
 * @returns the decoded arguments and the verdict, or the error of the step that failed
 */
export async function decodeArguments(
  argsText: string,
  plan: (args: unknown) => unknown,
  judge: Judge,
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
    const validator =
      judge.kind === 'library' ? judge.schema : fromJsonSchema(judge.json as JsonSchemaInput)
    const result = await validator['~standard'].validate(decoded)
    return {
      decoded: text,
      accepted: result.issues === undefined,
      issues: (result.issues ?? []).map((issue) => ({
        path: issuePath(issue.path),
        message: issue.message,
      })),
    }
  } catch (error) {
    return { decoded: text, decodeError: shown(error) }
  }
}

/**
 * An issue's path as the page shows it, `filter.a`: each segment is a property key or, in
 * Standard Schema, an object holding it under `key`.
 *
 * @param path - the issue's path, when it has one
 * @returns the keys joined with dots; empty for the root
 */
export function issuePath(path: StandardSchemaV1.Issue['path']): string {
  return (path ?? [])
    .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
    .join('.')
}
