import type { SchemaDraft } from '@cfworker/json-schema'
import {
  excerpt,
  type StandardJSONSchemaV1,
  type StandardSchemaV1,
  withAdapter,
} from '@polytool/core'
import { boundDialect } from './bound-spelling'
import { declaredDialect } from './declared-dialect'
import { toDraft07 } from './draft-07'
import { JsonSchemaError, ProviderSchemaError } from './errors'
import { exactJsonSchemaAdapter } from './exact-adapter'
import { deepFreeze } from './freeze'
import { guardStack, isStackOverflow } from './guard-stack'
import { DEFAULT_MAX_VALUE_DEPTH, toJsonInstance } from './json-instance'
import { isObject, type JsonSchemaInput, type SchemaNode } from './json-schema'
import { forEachSubschema } from './keywords'
import { SchemaLimitError } from './limit-error'
import { limitsOrThrow, type ResolvedLimits, type SchemaLimits } from './limits'
import { CompiledPatterns, validateLinear } from './linear-validate'
import { referenceWhereUnsafe, unsafeDropAt } from './pattern-drop'
import { child } from './pointer'
import { prepareDocument } from './prepare-document'
import { type DroppedRefSiblings, refSiblingsMessage } from './ref-siblings'
import { canonicalizeReferenceFragments } from './reference-fragments'
import { showPattern } from './safe-pattern'
import { refuseSameValueLoops } from './same-value-loops'
import { scanInput } from './scan-input'
import { settleDocument } from './settle-document'
import { shownText } from './shown-text'
import { readingSchema, thrownText } from './unreadable'
import { unwalkedTargets } from './unwalked-targets'
import {
  DEFAULT_MAX_VALIDATION_STEPS,
  stepLimitMessage,
  ValidationStepsExceeded,
} from './validation-steps'
import { toIssues } from './validator-issues'
import { dereferenceAt } from './vendor/cfworker-dereference'

/** Options for `fromJsonSchema`. */
export interface FromJsonSchemaOptions {
  /** The draft the schema follows; read from `$schema` when absent, else 2020-12. */
  readonly draft?: SchemaDraft
  /**
   * What to do with a pattern the linear-time RE2 engine cannot run (a backreference, a
   * lookaround): `'refuse'` (default) throws a `JsonSchemaError` with code `UNSUPPORTED_PATTERN`;
   * `'ignore'` drops that pattern, from validation and from the emitted JSON Schema alike, and
   * reports a `PATTERN_NOT_ENFORCED` warning, only where dropping accepts more: a pattern under
   * `not`, `if`, `oneOf` or a `contains` with `maxContains` (or anywhere, when a `$ref` sits under
   * one of those) is refused with `UNSUPPORTED_PATTERN` all the same, since dropping it there
   * would invert the check or change the branch taken.
   */
  readonly unsupportedPatterns?: 'refuse' | 'ignore'
  /**
   * Receives what `fromJsonSchema` left out of validation and of the emitted JSON Schema alike:
   * an unenforced pattern, keywords beside a draft-07 `$ref`.
   */
  readonly onWarning?: (warning: FromJsonSchemaWarning) => void
  /**
   * Bounds on the schema (`maxDepth`, `maxInputNodes`, for each pattern `maxPatternLength`
   * and `maxPatternComplexity`, and `maxPatternProperties` per object); see `SchemaLimits`
   * for the defaults.
   */
  readonly limits?: SchemaLimits
  /**
   * How many arrays and objects deep a validated value may nest (default 128). A deeper value
   * gets an issue at the path where it goes past the limit, before the validator walks it. The
   * validator takes several stack frames per level of a recursive schema: raised far beyond the
   * default, or with a schema whose recursion hops through many `$ref`s per level, a value may
   * still get the issue "too deeply nested" at the root.
   */
  readonly maxValueDepth?: number
  /**
   * How many validation steps one value may take (default 1,000,000). A step is one visit of a
   * value node by a schema node, one error a subschema hands up, or one value node hashed for
   * `uniqueItems`. A schema can ask to check the same parts of a value exponentially many times
   * (a `$ref` that two subschemas of the same node reach, `items` and `contains` on one recursive
   * schema); past the limit, the value gets one issue at the root instead of hanging the process.
   * A value of more values as JSON than this (counted before validation, an object held at
   * several places counting at each) gets one issue at the root too.
   */
  readonly maxValidationSteps?: number
}

/** Something `fromJsonSchema` could not enforce; `pointer` locates it in the schema. */
export interface FromJsonSchemaWarning {
  /**
   * A `pattern` (or `patternProperties` key) the validator cannot enforce as written (the regex
   * engine refuses it): dropped from validation and from the emitted JSON Schema.
   */
  readonly code:
    | 'PATTERN_NOT_ENFORCED'
    /**
     * Keywords beside a `$ref` in a draft-04 to draft-07 document, which those drafts ignore:
     * dropped from validation (as the validator reads the draft) and from the emitted JSON Schema.
     */
    | 'REF_SIBLINGS_IGNORED'
  /** The JSON pointer of the keyword in the schema. */
  readonly pointer: string
  /** What is not enforced, and why. */
  readonly message: string
}

/** A tool schema made from a plain JSON Schema: Standard Schema plus Standard JSON Schema. */
export type JsonSchemaToolSchema<T = unknown> = StandardSchemaV1<T, T> & StandardJSONSchemaV1<T, T>

const DRAFT_2020_12 = 'https://json-schema.org/draft/2020-12/schema'

/**
 * Turns a plain JSON Schema into a tool schema, validated by a JSON Schema validator that needs
 * no code generation (edge runtimes). Issues carry array paths. Patterns run on the linear-time
 * RE2 engine, never on the backtracking `RegExp`. Throws a `JsonSchemaError` when the schema
 * cannot be compiled (a bad pattern, a dangling `$ref`), with code `UNSUPPORTED_PATTERN` for a
 * pattern RE2 cannot run unless `unsupportedPatterns` is `'ignore'`; and a `SchemaLimitError`
 * when it is deeper or larger than `options.limits` allow, or holds a pattern too long
 * (`PATTERN_TOO_LARGE`) or too complex to compile in bounded time (`PATTERN_TOO_COMPLEX`), or
 * more `patternProperties` on one object than `maxPatternProperties` (`TOO_MANY_PATTERN_PROPERTIES`). The
 * global `RegExp` is never used for a pattern, and each schema compiles its own patterns. The
 * schema comes bound to an adapter (`adapterOf` returns it): its JSON Schema is the one given,
 * so core converts it without warning that a library's own conversion cannot report losses.
 *
 * @param jsonSchema - a JSON Schema (draft 2020-12): untrusted
 * @param options - `limits`, `unsupportedPatterns` and `onWarning`
 * @returns a Standard Schema that validates with it and emits it
 *
 * @example
 * import { fromJsonSchema } from '@polytool/json-schema'
 * import { createTool } from '@polytool/core'
 *
 * const inputSchema = fromJsonSchema<{ city: string }>({
 *   type: 'object',
 *   properties: { city: { type: 'string' } },
 *   required: ['city'],
 * })
 * createTool({ id: 'weather', description: 'Weather for a city', inputSchema, execute: async ({ city }) => city })
 */
export function fromJsonSchema<T = unknown>(
  jsonSchema: JsonSchemaInput,
  options: FromJsonSchemaOptions = {},
): JsonSchemaToolSchema<T> {
  if (typeof jsonSchema !== 'boolean' && !isObject(jsonSchema)) {
    throw new JsonSchemaError(
      '',
      `Expected a JSON Schema object or boolean, received ${jsonSchema === null ? 'null' : typeof jsonSchema}`,
    )
  }
  const limits = limitsOrThrow(options.limits)
  const maxValueDepth = positiveIntegerOrThrow(
    'maxValueDepth',
    options.maxValueDepth,
    DEFAULT_MAX_VALUE_DEPTH,
  )
  const maxSteps = positiveIntegerOrThrow(
    'maxValidationSteps',
    options.maxValidationSteps,
    DEFAULT_MAX_VALIDATION_STEPS,
  )
  const schema = readingSchema(() => {
    scanInput(jsonSchema, limits)
    return guardStack(limits.maxDepth, () => copySchema(jsonSchema))
  })
  // A `$ref` may lead under a key that is no keyword (`#/x-defs/a`): each check walks from those
  // targets too, or what they hold would be validated unchecked.
  const starts: Start[] = [{ node: schema, pointer: '' }, ...unwalkedTargets(schema)]
  const dialect = boundDialect(schema, options.draft)
  const draft =
    options.draft ?? declaredDialect(isObject(schema) ? schema.$schema : undefined).draft
  const droppedBesideRefs: DroppedRefSiblings[] = []
  guardStack(limits.maxDepth, () => settleDocument(starts, dialect, draft, droppedBesideRefs))
  for (const entry of droppedBesideRefs) {
    options.onWarning?.({
      code: 'REF_SIBLINGS_IGNORED',
      pointer: entry.pointer,
      message: refSiblingsMessage(entry),
    })
  }
  // Patterns first: one left unenforced is dropped before the copy the model is shown is taken,
  // so the emitted schema never asks for what the validator does not check.
  const patterns = new CompiledPatterns(limits)
  guardStack(limits.maxDepth, () => {
    let everywhereUnsafe: string | undefined
    if (options.unsupportedPatterns === 'ignore') {
      for (const { node, pointer } of starts)
        everywhereUnsafe ??= referenceWhereUnsafe(node, pointer, undefined)
    }
    const state = { options, patterns, limits, everywhereUnsafe }
    for (const { node, pointer } of starts) checkPatterns(node, pointer, state, undefined)
  })
  const exportable = copySchema(schema)
  const validator = guardStack(limits.maxDepth, () => compile(starts, draft, patterns, maxSteps))
  const validate = (value: unknown): StandardSchemaV1.Result<T> => {
    const instance = toJsonInstance(value, maxValueDepth, maxSteps)
    if ('notJson' in instance) return { issues: [instance.notJson] }
    try {
      const result = validator.validate(instance.value)
      // The checked copy, never the original: a getter or `toJSON` could answer differently.
      return result.valid
        ? { value: instance.value as T }
        : { issues: toIssues(result.errors, instance.value) }
    } catch (error) {
      if (error instanceof ValidationStepsExceeded)
        return { issues: [{ path: [], message: stepLimitMessage(error.maxSteps) }] }
      const reason = error instanceof RangeError ? 'the value is too deeply nested' : String(error)
      const message = shownText(`The value could not be validated: ${reason}`)
      return { issues: [{ path: [], message }] }
    }
  }
  const exported = new Map<string, Record<string, unknown>>()
  const convert = ({ target }: StandardJSONSchemaV1.Options) => {
    const known =
      exported.get(target) ?? guardStack(limits.maxDepth, () => exportSchema(exportable, target))
    exported.set(target, known)
    return known
  }
  const toolSchema = Object.freeze({
    '~standard': Object.freeze({
      version: 1,
      vendor: 'polytool',
      validate,
      jsonSchema: Object.freeze({ input: convert, output: convert }),
    }),
  }) as JsonSchemaToolSchema<T>
  return withAdapter(toolSchema, exactJsonSchemaAdapter)
}

function positiveIntegerOrThrow(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback
  if (Number.isSafeInteger(value) && value >= 1) return value
  throw new JsonSchemaError(
    '',
    `Expected ${name} to be a positive integer, received ${excerpt(String(value), 40)}`,
  )
}

function copySchema(jsonSchema: JsonSchemaInput): SchemaNode | boolean {
  try {
    return JSON.parse(JSON.stringify(jsonSchema)) as SchemaNode | boolean
  } catch (error) {
    if (isStackOverflow(error)) throw error
    throw new JsonSchemaError(
      '',
      `Expected a JSON Schema that JSON can carry: ${excerpt(thrownText(error), 200)}`,
    )
  }
}

/** Where a walk over keywords starts: the root, or a reference target no keyword leads to. */
interface Start {
  readonly node: unknown
  readonly pointer: string
}

/** A validator for a private copy of the schema, checked up front so validation never fails on the schema. */
function compile(
  starts: readonly Start[],
  draft: SchemaDraft,
  patterns: CompiledPatterns,
  maxSteps: number,
) {
  // The root first, then the reference targets no keyword leads to.
  const schema = starts[0]!.node as SchemaNode | boolean
  for (const { node, pointer } of starts) canonicalizeReferenceFragments(node, pointer)
  const lookup = dereferenceAt(schema as never)
  for (const { node, pointer } of starts) checkReferences(node, pointer, lookup)
  refuseSameValueLoops(schema, lookup)
  return {
    validate: (instance: unknown) =>
      validateLinear(instance, schema as never, draft, lookup, patterns, {
        maxSteps,
        stopEarly: true,
      }),
  }
}

/** What checking a schema's patterns needs, handed down instead of a closure. */
interface PatternCheckState {
  readonly options: FromJsonSchemaOptions
  readonly patterns: CompiledPatterns
  readonly limits: ResolvedLimits
  /** Set when a `$ref` sits where dropping is unsafe: no pattern may then be dropped. */
  readonly everywhereUnsafe: string | undefined
}

/**
 * Validation runs every `patternProperties` pattern on every key of an object, so their number
 * per node is bounded: the work stays linear in the input's keys.
 */
function checkPatternPropertyCount(count: number, at: string, limits: ResolvedLimits): void {
  const limit = limits.maxPatternProperties
  if (count <= limit) return
  throw new SchemaLimitError(
    'TOO_MANY_PATTERN_PROPERTIES',
    limit,
    at,
    `patternProperties has ${count} patterns, more than ${limit}; raise limits.maxPatternProperties if the schema is trusted`,
  )
}

function checkPatterns(
  node: unknown,
  pointer: string,
  state: PatternCheckState,
  unsafe: string | undefined,
): void {
  if (!isObject(node)) return
  if (
    typeof node.pattern === 'string' &&
    !acceptPattern(node.pattern, `${pointer}/pattern`, state, unsafe)
  ) {
    delete node.pattern
  }
  if (isObject(node.patternProperties)) {
    const patternProperties = node.patternProperties
    const keys = Object.keys(patternProperties)
    checkPatternPropertyCount(keys.length, `${pointer}/patternProperties`, state.limits)
    for (const key of keys) {
      const at = child(pointer, 'patternProperties', key)
      if (!acceptPattern(key, at, state, unsafe)) delete patternProperties[key]
    }
    if (keys.length > 0 && Object.keys(patternProperties).length === 0) {
      delete node.patternProperties
    }
  }
  forEachSubschema(node, pointer, (subschema, subPointer, keyword) => {
    if (typeof subschema !== 'boolean' && !isObject(subschema)) {
      throw new JsonSchemaError(
        subPointer,
        `Expected a JSON Schema object or boolean, received ${JSON.stringify(subschema)}`,
      )
    }
    checkPatterns(subschema, subPointer, state, unsafe ?? unsafeDropAt(keyword, node, subPointer))
  })
}

/** Whether to keep a pattern: `false` drops one RE2 cannot run, where `'ignore'` allows it. */
function acceptPattern(
  pattern: string,
  at: string,
  state: PatternCheckState,
  unsafe: string | undefined,
): boolean {
  const { options, patterns } = state
  const check = patterns.check(pattern, at)
  if (check.supported) return true
  if (check.reason === 'invalid') {
    throw new JsonSchemaError(
      at,
      `Expected a valid regular expression (with the u flag), received ${showPattern(pattern)}`,
    )
  }
  const message = `Expected a pattern the linear-time RE2 engine can run, received ${showPattern(pattern)}: ${check.detail}`
  if (options.unsupportedPatterns !== 'ignore') {
    throw new JsonSchemaError(at, message, 'UNSUPPORTED_PATTERN')
  }
  // Dropping a pattern must only ever accept more; where it would invert the schema, refuse.
  const where = unsafe ?? state.everywhereUnsafe
  if (where !== undefined) {
    throw new JsonSchemaError(
      at,
      `${message}. unsupportedPatterns: 'ignore' cannot drop it: it sits under ${where}, where a dropped pattern inverts or changes the check instead of relaxing it`,
      'UNSUPPORTED_PATTERN',
    )
  }
  options.onWarning?.({
    code: 'PATTERN_NOT_ENFORCED',
    pointer: at,
    message: `${message}. The pattern is dropped: the validator does not check it, and the JSON Schema emitted for the model does not carry it`,
  })
  return false
}

function checkReferences(node: unknown, pointer: string, lookup: Record<string, unknown>): void {
  if (!isObject(node)) return
  const absolute = (node as { __absolute_ref__?: string }).__absolute_ref__
  // The validator does not follow `$dynamicRef`: left in, it would check nothing where it sits.
  if (node.$dynamicRef !== undefined) {
    throw new JsonSchemaError(
      pointer,
      'Expected no $dynamicRef: the validator cannot follow it, so what it names would go unchecked; write a $ref instead',
    )
  }
  if (node.$ref !== undefined && (absolute === undefined || lookup[absolute] === undefined)) {
    throw new JsonSchemaError(
      pointer,
      `Expected $ref ${JSON.stringify(node.$ref)} to point to a schema in this document`,
    )
  }
  forEachSubschema(node, pointer, (subschema, subPointer) =>
    checkReferences(subschema, subPointer, lookup),
  )
}

function exportSchema(jsonSchema: JsonSchemaInput, target: string): Record<string, unknown> {
  if (target !== 'draft-2020-12' && target !== 'draft-07') {
    throw new JsonSchemaError(
      '',
      `Expected a JSON Schema target of draft-2020-12 or draft-07, received ${JSON.stringify(target)}`,
    )
  }
  let document: SchemaNode
  try {
    // Settled by the `draft` option, which may read the document otherwise than its `$schema`.
    const prepared = prepareDocument(jsonSchema, 'JSON Schema', undefined, true)
    const defs = Object.keys(prepared.defs).length > 0 ? { $defs: prepared.defs } : {}
    document = { $schema: DRAFT_2020_12, ...prepared.root, ...defs }
  } catch (error) {
    if (error instanceof ProviderSchemaError)
      throw new JsonSchemaError(error.pointer, error.message)
    throw error
  }
  return deepFreeze(target === 'draft-07' ? toDraft07(document) : document)
}
