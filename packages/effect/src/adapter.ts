import {
  type JsonSchemaAdapter,
  type JsonSchemaRequest,
  markInexactWhere,
  markInheritedKeys,
  type StandardSchemaV1,
} from '@polytool/core'
import { Schema } from 'effect'
import { findEffectAsyncInSync } from './async-in-sync'
import { encodedGuard } from './encoded-guard'
import { excessKeyVerdict, stripsExcessKeys } from './excess-keys'
import { EFFECT_INEXACT } from './inexact'
import { type ExcessKeys, tagLosses } from './losses'
import { effectKeepsExcessKeys } from './preserve-mode'
import { validateEffect } from './validate'

/** The `~standard.vendor` of Effect's Standard Schemas. */
export const EFFECT_VENDOR = 'effect'

/**
 * The Effect Schema adapter: JSON Schema from `Schema.toStandardJSONSchemaV1`, with each of
 * Effect's approximations reported (dates and bigints emitted as their string encodings,
 * filters without a JSON Schema, decoding transformations), and `Schema.Number` made exact. A
 * schema whose parse options refuse unknown keys (`onExcessProperty: 'error'`) is emitted with
 * its structs, and its records keyed by patterns, closed (`additionalProperties: false`) wherever
 * they sit, as its validator checks them; the output side of a schema that drops unknown keys
 * (Effect's default) is closed likewise; when the adapter cannot ask the validator whether its
 * output drops them without running the schema's own functions, it closes them as Effect's
 * default does, and reports each (`additionalProperties`, looser) if the installed Effect has a
 * `'preserve'` mode that keeps them. When the adapter cannot tell whether the validator refuses
 * unknown keys, the objects stay open and each is reported inexact. String lengths, which Effect counts in UTF-16 units,
 * are tagged for core to warn about. A defect while validating (a check that throws or rejects)
 * fails the validation without its text.
 */
export const effectAdapter: JsonSchemaAdapter = {
  vendor: EFFECT_VENDOR,
  targets: ['draft-2020-12'],
  freshOutput: true,
  toJsonSchema(schema: StandardSchemaV1, request: JsonSchemaRequest): object {
    if (!Schema.isSchema(schema)) {
      throw new TypeError(
        'The effect adapter expected an Effect schema (made a Standard Schema with Schema.toStandardSchemaV1)',
      )
    }
    const converter = Schema.toStandardJSONSchemaV1(schema)['~standard'].jsonSchema
    const emitted = converter[request.io]({ target: request.target }) as Record<string, unknown>
    const copy = structuredClone(emitted)
    delete copy.$schema
    const ast = (schema as unknown as Schema.Top).ast
    // Unknown keys refused are closed on both sides; dropped from the output (Effect's default),
    // on the output side. When no probe reached an object, the objects are left open and each
    // is reported as possibly refusing them.
    const verdict = excessKeyVerdict(schema, ast)
    const strips = request.io === 'output' ? stripsExcessKeys(schema, ast) : false
    // An output the adapter could not probe without running the schema's own functions is
    // taken to drop unknown keys, as Effect does by default. Where the installed Effect has a
    // mode that keeps them (`'preserve'`), the validator may have been made with it: each object
    // closed on that assumption is reported.
    const excess: ExcessKeys =
      verdict === 'refuses' || strips === true
        ? 'closed'
        : strips === undefined
          ? effectKeepsExcessKeys()
            ? 'assumed-closed'
            : 'closed'
          : verdict === 'unknown'
            ? 'unknown'
            : 'open'
    const tagged = tagLosses(ast, copy, request.io, excess)
    // Effect reads a missing optional `constructor` from Object.prototype: `{}` fails it.
    return markInheritedKeys(markInexactWhere(tagged, EFFECT_INEXACT))
  },
  validate: validateEffect,
  findAsyncInSync: findEffectAsyncInSync,
  // A transformation's getter may leave a promise in the output; it is awaited.
  outputMayHoldPromises: (schema) => encodedGuard(schema) !== undefined,
}
