import type { SchemaDraft } from '@cfworker/json-schema'
import { declaredDialect } from './declared-dialect'
import { JsonSchemaError } from './errors'
import { isObject, type SchemaNode } from './json-schema'
import { forEachSubschema } from './keywords'
import { child } from './pointer'

/**
 * How a document spells `exclusiveMinimum` / `exclusiveMaximum`: draft-04 wrote a boolean that
 * makes `minimum` / `maximum` exclusive; draft-06 and later write the bound itself as a number.
 * `unknown` is a document that names no dialect `fromJsonSchema` knows (no `$schema`, no `draft`
 * option): it is read as 2020-12, except that a boolean there can only mean draft-04's spelling.
 */
export type BoundDialect = 'draft-04' | 'draft-06+' | 'unknown'

/**
 * The bound spelling of a document: the `draft` option when given, else its root `$schema`.
 *
 * @param schema - The document's private copy.
 * @param draft - The `draft` option, if given.
 */
export function boundDialect(schema: unknown, draft: SchemaDraft | undefined): BoundDialect {
  if (draft !== undefined) return draft === '4' ? 'draft-04' : 'draft-06+'
  const declared = declaredDialect(isObject(schema) ? schema.$schema : undefined)
  if (!declared.named) return 'unknown'
  return declared.draft === '4' ? 'draft-04' : 'draft-06+'
}

/**
 * The error for draft-04's boolean spelling of `bound` in a draft-06 or later document.
 *
 * @param pointer - The pointer of the boolean itself.
 * @param bound - `exclusiveMinimum` or `exclusiveMaximum`.
 */
export function booleanBoundError(pointer: string, bound: string): JsonSchemaError {
  return new JsonSchemaError(
    pointer,
    `Expected ${bound} to be a number in a draft-06 or later schema, received a boolean (draft-04's spelling): write ${bound} as the bound itself, or declare "$schema": "http://json-schema.org/draft-04/schema#"`,
  )
}

const BOUNDS = [
  ['exclusiveMinimum', 'minimum'],
  ['exclusiveMaximum', 'maximum'],
] as const

/**
 * Makes the validator read exclusive bounds the way the draft upgrade rewrites them for every
 * emitter, so the model is never told a bound the tool does not check:
 * - `draft-04`: the validator reads the booleans itself; a number there, which the draft-04
 *   validator ignores and every emitter would state, is refused;
 * - `draft-06+`: a boolean is refused (the validator would compare the value with `true`);
 * - `unknown`: a boolean is rewritten in place to the number it means (`minimum: 5,
 *   exclusiveMinimum: true` becomes `exclusiveMinimum: 5`; `false` is dropped), which is what
 *   the upgrade does for the emitters.
 *
 * @param node - A (sub)schema of the private copy, rewritten in place.
 * @param pointer - Its JSON pointer.
 * @param dialect - The document's bound spelling.
 * @throws {JsonSchemaError} For a bound spelled against the document's dialect.
 */
export function settleBoundSpelling(node: unknown, pointer: string, dialect: BoundDialect): void {
  if (!isObject(node)) return
  settleBoundSpellingAt(node, pointer, dialect)
  forEachSubschema(node, pointer, (subschema, subPointer) =>
    settleBoundSpelling(subschema, subPointer, dialect),
  )
}

/**
 * `settleBoundSpelling` for one node, its subschemas left alone.
 *
 * @param node - The (sub)schema, rewritten in place.
 * @param pointer - Its JSON pointer.
 * @param dialect - The document's bound spelling.
 * @throws {JsonSchemaError} For a bound spelled against the document's dialect.
 */
export function settleBoundSpellingAt(
  node: SchemaNode,
  pointer: string,
  dialect: BoundDialect,
): void {
  for (const [bound, limit] of BOUNDS) {
    const value = node[bound]
    if (value === undefined) continue
    if (dialect === 'draft-04' && typeof value === 'number') {
      throw new JsonSchemaError(
        child(pointer, bound),
        `Expected ${bound} to be a boolean in a draft-04 schema (it makes ${limit} exclusive), received a number: declare a later $schema to use ${bound} as the bound itself`,
      )
    }
    if (typeof value !== 'boolean') continue
    if (dialect === 'draft-06+') throw booleanBoundError(child(pointer, bound), bound)
    if (dialect === 'unknown') {
      if (value && typeof node[limit] === 'number') {
        node[bound] = node[limit]
        delete node[limit]
      } else delete node[bound]
    }
  }
}
