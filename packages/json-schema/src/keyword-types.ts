import { JsonSchemaError } from './errors'
import { isObject, type SchemaNode } from './json-schema'
import { forEachSubschema } from './keywords'
import { child } from './pointer'

// The validator reads each keyword as the type the specification gives it: one of another type
// either throws its own TypeError on every value (`enum: "abc"`), or is silently never enforced
// (`maxLength: "abc"`, `pattern: 5`). Such a schema is refused where it is compiled.

const TYPE_NAMES = new Set(['null', 'boolean', 'object', 'array', 'number', 'string', 'integer'])

type Check = readonly [test: (value: unknown) => boolean, expected: string]

const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value)
const COUNT: Check = [
  (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0,
  'a non-negative integer',
]
const NUMBER: Check = [isNumber, 'a number']
// Draft 4 wrote exclusiveMinimum / exclusiveMaximum as booleans beside minimum / maximum.
const BOUND: Check = [(value) => isNumber(value) || typeof value === 'boolean', 'a number']
const STRING: Check = [(value) => typeof value === 'string', 'a string']
const BOOLEAN: Check = [(value) => typeof value === 'boolean', 'a boolean']
const STRINGS: Check = [
  (value) => Array.isArray(value) && value.every((item) => typeof item === 'string'),
  'an array of strings',
]
const LIST: Check = [Array.isArray, 'an array']
const MAP: Check = [(value) => isObject(value), 'an object']
const SCHEMA_OR_LIST: Check = [
  (value) => typeof value === 'boolean' || isObject(value) || Array.isArray(value),
  'a schema or an array of schemas',
]
const isTypeName = (value: unknown) => typeof value === 'string' && TYPE_NAMES.has(value)
const TYPE: Check = [
  (value) => isTypeName(value) || (Array.isArray(value) && value.every(isTypeName)),
  'a JSON Schema type name or an array of them',
]
const NAMES_BY_NAME: Check = [
  (value) => isObject(value) && Object.values(value).every(STRINGS[0]),
  'an object of arrays of strings',
]
const DEPENDENCIES: Check = [
  (value) =>
    isObject(value) &&
    Object.values(value).every(
      (item) => STRINGS[0](item) || typeof item === 'boolean' || isObject(item),
    ),
  'an object of schemas or arrays of strings',
]

const CHECKS: Readonly<Record<string, Check>> = {
  type: TYPE,
  enum: LIST,
  required: STRINGS,
  minimum: NUMBER,
  maximum: NUMBER,
  exclusiveMinimum: BOUND,
  exclusiveMaximum: BOUND,
  multipleOf: [(value) => isNumber(value) && (value as number) > 0, 'a number above 0'],
  minLength: COUNT,
  maxLength: COUNT,
  minItems: COUNT,
  maxItems: COUNT,
  minProperties: COUNT,
  maxProperties: COUNT,
  minContains: COUNT,
  maxContains: COUNT,
  uniqueItems: BOOLEAN,
  pattern: STRING,
  format: STRING,
  $ref: STRING,
  $id: STRING,
  $anchor: STRING,
  allOf: LIST,
  anyOf: LIST,
  oneOf: LIST,
  prefixItems: LIST,
  items: SCHEMA_OR_LIST,
  properties: MAP,
  patternProperties: MAP,
  $defs: MAP,
  definitions: MAP,
  dependentSchemas: MAP,
  dependentRequired: NAMES_BY_NAME,
  dependencies: DEPENDENCIES,
}

/**
 * Throws a `JsonSchemaError` at the first keyword whose value has a type the validator cannot
 * read (see `CHECKS`), naming the type it expects. Recurses through subschemas: callers bound the
 * depth (`guardStack`).
 */
export function refuseMistypedKeywords(node: unknown, pointer: string): void {
  if (!isObject(node)) return
  refuseMistypedKeywordsAt(node, pointer)
  forEachSubschema(node, pointer, (subschema, subPointer) =>
    refuseMistypedKeywords(subschema, subPointer),
  )
}

/**
 * `refuseMistypedKeywords` for one node, its subschemas left alone.
 *
 * @param node - The (sub)schema.
 * @param pointer - Its JSON pointer.
 */
export function refuseMistypedKeywordsAt(node: SchemaNode, pointer: string): void {
  for (const keyword in node) {
    if (!Object.hasOwn(CHECKS, keyword)) continue
    const [test, expected] = CHECKS[keyword]!
    const value = node[keyword]
    if (value === undefined || test(value)) continue
    throw new JsonSchemaError(
      child(pointer, keyword),
      `Expected ${keyword} to be ${expected}, received ${describe(value)}`,
    )
  }
}

// The JSON type only: the value itself may be hostile text, and its type is what is wrong.
function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`
}
