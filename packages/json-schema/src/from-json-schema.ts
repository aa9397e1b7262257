import { dereference, type SchemaDraft, validate as validateInstance } from '@cfworker/json-schema'
import type { StandardJSONSchemaV1, StandardSchemaV1 } from '@polytool/core'
import { toDraft07 } from './draft-07'
import { JsonSchemaError, ProviderSchemaError } from './errors'
import { deepFreeze } from './freeze'
import { guardStack, isStackOverflow } from './guard-stack'
import { toJsonInstance } from './json-instance'
import { isObject, type JsonSchemaInput, type SchemaNode } from './json-schema'
import { forEachSubschema } from './keywords'
import { limitsOrThrow, type SchemaLimits } from './limits'
import { prepareDocument } from './prepare-document'
import { scanInput } from './scan-input'
import { toIssues } from './validator-issues'

/** Options for `fromJsonSchema`. */
export interface FromJsonSchemaOptions {
  /** The draft the schema follows; read from `$schema` when absent, else 2020-12. */
  readonly draft?: SchemaDraft
  /** Bounds on the schema (`maxDepth`, `maxInputNodes`); see `SchemaLimits` for the defaults. */
  readonly limits?: SchemaLimits
}

/** A tool schema made from a plain JSON Schema: Standard Schema plus Standard JSON Schema. */
export type JsonSchemaToolSchema<T = unknown> = StandardSchemaV1<T, T> & StandardJSONSchemaV1<T, T>

const DRAFT_2020_12 = 'https://json-schema.org/draft/2020-12/schema'

/**
 * Turns a plain JSON Schema into a tool schema, validated by a JSON Schema validator that needs
 * no code generation (edge runtimes). Issues carry array paths. Throws a `JsonSchemaError` when
 * the schema cannot be compiled (a bad pattern, a dangling `$ref`), and a `SchemaLimitError`
 * when it is deeper or larger than `options.limits` allow.
 *
 * @example
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
  scanInput(jsonSchema, limits)
  const schema = guardStack(limits.maxDepth, () => copySchema(jsonSchema))
  const exportable = copySchema(schema)
  const draft = options.draft ?? draftOf(schema)
  const validator = guardStack(limits.maxDepth, () => compile(schema, draft))
  const validate = (value: unknown): StandardSchemaV1.Result<T> => {
    const instance = toJsonInstance(value)
    if ('notJson' in instance) return { issues: [instance.notJson] }
    try {
      const result = validator.validate(instance.value)
      return result.valid
        ? { value: value as T }
        : { issues: toIssues(result.errors, instance.value) }
    } catch (error) {
      const reason = error instanceof RangeError ? 'the value is too deeply nested' : String(error)
      return { issues: [{ path: [], message: `The value could not be validated: ${reason}` }] }
    }
  }
  const exported = new Map<string, Record<string, unknown>>()
  const convert = ({ target }: StandardJSONSchemaV1.Options) => {
    const known =
      exported.get(target) ?? guardStack(limits.maxDepth, () => exportSchema(exportable, target))
    exported.set(target, known)
    return known
  }
  return Object.freeze({
    '~standard': Object.freeze({
      version: 1,
      vendor: 'polytool',
      validate,
      jsonSchema: Object.freeze({ input: convert, output: convert }),
    }),
  }) as JsonSchemaToolSchema<T>
}

function copySchema(jsonSchema: JsonSchemaInput): SchemaNode | boolean {
  try {
    return JSON.parse(JSON.stringify(jsonSchema)) as SchemaNode | boolean
  } catch (error) {
    if (isStackOverflow(error)) throw error
    throw new JsonSchemaError(
      '',
      `Expected a JSON Schema that JSON can carry: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

function draftOf(schema: SchemaNode | boolean): SchemaDraft {
  const declared =
    typeof schema === 'object' && typeof schema.$schema === 'string' ? schema.$schema : ''
  if (declared.includes('draft-04')) return '4'
  if (declared.includes('draft-06') || declared.includes('draft-07')) return '7'
  if (declared.includes('2019-09')) return '2019-09'
  return '2020-12'
}

/** A validator for a private copy of the schema, checked up front so validation never fails on the schema. */
function compile(schema: SchemaNode | boolean, draft: SchemaDraft) {
  checkPatterns(schema, '')
  const lookup = dereference(schema as never)
  checkReferences(schema, '', lookup)
  return {
    validate: (instance: unknown) =>
      validateInstance(instance, schema as never, draft, lookup, false),
  }
}

function checkPatterns(node: unknown, pointer: string): void {
  if (!isObject(node)) return
  const patterns = [
    ...(typeof node.pattern === 'string' ? [[node.pattern, `${pointer}/pattern`]] : []),
    ...(isObject(node.patternProperties)
      ? Object.keys(node.patternProperties).map((key) => [key, `${pointer}/patternProperties`])
      : []),
  ]
  for (const [pattern, at] of patterns) {
    try {
      new RegExp(pattern!, 'u')
    } catch {
      throw new JsonSchemaError(
        at!,
        `Expected a valid regular expression (with the u flag), received ${JSON.stringify(pattern)}`,
      )
    }
  }
  forEachSubschema(node, pointer, (subschema, subPointer) => {
    if (typeof subschema !== 'boolean' && !isObject(subschema)) {
      throw new JsonSchemaError(
        subPointer,
        `Expected a JSON Schema object or boolean, received ${JSON.stringify(subschema)}`,
      )
    }
    checkPatterns(subschema, subPointer)
  })
}

function checkReferences(node: unknown, pointer: string, lookup: Record<string, unknown>): void {
  if (!isObject(node)) return
  const absolute = (node as { __absolute_ref__?: string }).__absolute_ref__
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
    const prepared = prepareDocument(jsonSchema, 'JSON Schema')
    const defs = Object.keys(prepared.defs).length > 0 ? { $defs: prepared.defs } : {}
    document = { $schema: DRAFT_2020_12, ...prepared.root, ...defs }
  } catch (error) {
    if (error instanceof ProviderSchemaError)
      throw new JsonSchemaError(error.pointer, error.message)
    throw error
  }
  return deepFreeze(target === 'draft-07' ? toDraft07(document) : document)
}
