import { guardStack } from './guard-stack'
import { isObject, type SchemaNode } from './json-schema'
import { forEachSubschema, forEachSubschemaEntry } from './keywords'
import { limitsOrThrow, type SchemaLimits } from './limits'
import { isLargeStringEnum, isObjectNode, SizeTally, textLength, UsageTally } from './measure-tally'
import type { AnthropicBudgets, OpenAILimits } from './rules'
import { scanInput } from './scan-input'
import { readingSchema } from './unreadable'
import type { ProviderSchemaViolation } from './violations'

/** Options for `measureSchema` and `countStrictBudgetUsage`. */
export interface MeasureOptions {
  /** Bounds on the schema measured (`maxDepth`, `maxInputNodes`); see `SchemaLimits` for the defaults. */
  readonly limits?: SchemaLimits
}

/** How much of Anthropic's per-request strict budgets one schema uses. */
export interface StrictBudgetUsage {
  /** Properties not listed in `required`, at any depth. */
  readonly optionalParameters: number
  /** Nodes that use `anyOf` or a type list, at any depth. */
  readonly unionParameters: number
}

/** The sizes OpenAI limits in strict mode. */
export interface SchemaSize {
  /** Object properties, counted over the whole schema. */
  readonly properties: number
  /** The deepest nesting of objects. */
  readonly nestingDepth: number
  /** The summed length of property names, enum values and `const` strings, as OpenAI counts it. */
  readonly totalStringLength: number
  /** `enum` values, counted over the whole schema. */
  readonly enumValues: number
  /** String enums over the large-enum threshold, with their total length. */
  readonly largeStringEnums: readonly {
    readonly pointer: string
    readonly values: number
    readonly length: number
  }[]
}

/**
 * Counts what a schema uses of Anthropic's strict budgets; sum it over the strict tools of a
 * request. Throws a `SchemaLimitError` for a schema past `options.limits`.
 *
 * @param schema - a tool's input JSON Schema
 * @param options - `limits`
 * @returns the strict tools, optional and union parameters it uses
 *
 * @example
 * import { countStrictBudgetUsage } from '@polytool/json-schema'
 *
 * countStrictBudgetUsage({ type: 'object', properties: { a: { type: ['string', 'null'] } } })
 * // { optionalParameters: 1, unionParameters: 1 }
 */
export function countStrictBudgetUsage(
  schema: unknown,
  options: MeasureOptions = {},
): StrictBudgetUsage {
  return withinLimits(schema, options, () => countUsage(schema))
}

/** Counts budget usage of a schema already known to be within limits; `tree`: it shares no object. */
export function countUsage(schema: unknown, tree = false): StrictBudgetUsage {
  const tally = new UsageTally()
  visitNodes(schema, (node) => tally.visit(node), tree)
  return usageOf(tally)
}

/**
 * Measures a schema against OpenAI's strict-mode size limits. Throws a `SchemaLimitError` for
 * a schema past `options.limits` (too deep, too many values).
 *
 * @param schema - a tool's input JSON Schema
 * @param largeEnumThreshold - the enum size from which the characters of its values count
 * @param options - `limits`
 * @returns its properties, nesting, enum values and characters
 *
 * @example
 * import { measureSchema } from '@polytool/json-schema'
 *
 * measureSchema({ type: 'object', properties: { a: { enum: ['x', 'y'] } } }).enumValues // 2
 */
export function measureSchema(
  schema: unknown,
  largeEnumThreshold = 250,
  options: MeasureOptions = {},
): SchemaSize {
  return withinLimits(schema, options, () => measureSize(schema, largeEnumThreshold))
}

/**
 * Runs a measure after checking the schema against the limits: throws a `SchemaLimitError`
 * for a schema too deep or too large, before any recursive walk.
 */
function withinLimits<T>(schema: unknown, options: MeasureOptions, measure: () => T): T {
  const limits = limitsOrThrow(options.limits)
  return readingSchema(() => {
    scanInput(schema, limits)
    return guardStack(limits.maxDepth, measure)
  })
}

const NO_LARGE_ENUMS: SchemaSize['largeStringEnums'] = Object.freeze([])

/** Measures a schema already known to be within limits; `tree`: it shares no object. */
export function measureSize(schema: unknown, largeEnumThreshold: number, tree = false): SchemaSize {
  const tally = new SizeTally(largeEnumThreshold)
  visitNodes(schema, (node, depth) => tally.visit(node, depth), tree)
  return sizeOf(schema, tally, largeEnumThreshold)
}

/** The size a filled tally found in `schema`. */
export function sizeOf(schema: unknown, tally: SizeTally, largeEnumThreshold: number): SchemaSize {
  const { properties, nestingDepth, totalStringLength, enumValues } = tally
  // Pointers are built in a second walk, only for a schema that has such an enum.
  const largeStringEnums =
    tally.largeEnums === 0 ? NO_LARGE_ENUMS : largeStringEnumsOf(schema, largeEnumThreshold)
  return { properties, nestingDepth, totalStringLength, enumValues, largeStringEnums }
}

/** The budget usage a filled tally found. */
export function usageOf(tally: UsageTally): StrictBudgetUsage {
  return { optionalParameters: tally.optionalParameters, unionParameters: tally.unionParameters }
}

function largeStringEnumsOf(schema: unknown, threshold: number): SchemaSize['largeStringEnums'] {
  const found: { pointer: string; values: number; length: number }[] = []
  const seen = new Set<unknown>()
  const walk = (node: unknown, pointer: string) => {
    if (!isObject(node) || seen.has(node)) return
    seen.add(node)
    if (Array.isArray(node.enum) && isLargeStringEnum(node.enum, threshold)) {
      const length = node.enum.reduce((sum: number, value) => sum + textLength(value), 0)
      found.push({ pointer, values: node.enum.length, length })
    }
    forEachSubschema(node, pointer, walk)
  }
  walk(schema, '')
  return found
}

// Emitted schemas are frozen: what they measure never changes. The request's budgets measure a
// schema right after its emission measured it for its own limits, so the last measure of each
// kind is kept, and nothing more: a memo per schema would keep one more object for every tool.
let lastSized: { schema: object; threshold: number; size: SchemaSize } | undefined
let lastCounted: { schema: object; usage: StrictBudgetUsage } | undefined

/** `measureSize` of a frozen emitted schema; measuring the same schema next time is free. */
export function emittedSize(schema: object, largeEnumThreshold: number): SchemaSize {
  if (lastSized?.schema === schema && lastSized.threshold === largeEnumThreshold)
    return lastSized.size
  const size = measureSize(schema, largeEnumThreshold, true)
  lastSized = { schema, threshold: largeEnumThreshold, size }
  return size
}

/** `countUsage` of a frozen emitted schema; counting the same schema next time is free. */
export function emittedUsage(schema: object): StrictBudgetUsage {
  if (lastCounted?.schema === schema) return lastCounted.usage
  const usage = countUsage(schema, true)
  lastCounted = { schema, usage }
  return usage
}

/** Records the size of a frozen emitted schema measured while it was copied. */
export function rememberEmittedSize(
  schema: object,
  largeEnumThreshold: number,
  size: SchemaSize,
): void {
  lastSized = { schema, threshold: largeEnumThreshold, size }
}

/** Records the budget usage of a frozen emitted schema counted while it was copied. */
export function rememberEmittedUsage(schema: object, usage: StrictBudgetUsage): void {
  lastCounted = { schema, usage }
}

/** Violations of OpenAI's size limits. */
export function limitViolations(schema: unknown, limits: OpenAILimits): ProviderSchemaViolation[] {
  return sizeViolations(measureSize(schema, limits.largeStringEnumValues), limits)
}

/** Violations of OpenAI's size limits by a schema of this size. */
export function sizeViolations(size: SchemaSize, limits: OpenAILimits): ProviderSchemaViolation[] {
  const found: ProviderSchemaViolation[] = []
  const over = (
    rule: ProviderSchemaViolation['rule'],
    what: string,
    value: number,
    limit: number,
    fix: string,
  ) => {
    if (value > limit)
      found.push({ pointer: '', rule, message: `${what}: ${value}, the limit is ${limit}`, fix })
  }
  over(
    'limit-properties',
    'object properties in the schema',
    size.properties,
    limits.properties,
    'Split the tool or send it non-strict.',
  )
  over(
    'limit-nesting-depth',
    'nesting levels',
    size.nestingDepth,
    limits.nestingDepth,
    'Flatten nested objects or send the tool non-strict.',
  )
  over(
    'limit-string-length',
    'characters across property names, definition names, enum and const values',
    size.totalStringLength,
    limits.totalStringLength,
    'Shorten names and enums or send the tool non-strict.',
  )
  over(
    'limit-enum-values',
    'enum values in the schema',
    size.enumValues,
    limits.enumValues,
    'Replace large enums by a string described in the description.',
  )
  for (const large of size.largeStringEnums) {
    if (large.length > limits.largeStringEnumLength) {
      found.push({
        pointer: large.pointer,
        rule: 'limit-large-enum',
        message: `a string enum of ${large.values} values totals ${large.length} characters, the limit is ${limits.largeStringEnumLength}`,
        fix: 'Shorten the values or replace the enum by a described string.',
      })
    }
  }
  return found
}

/** Violations of Anthropic's strict budgets by one schema on its own. */
export function budgetViolations(
  schema: unknown,
  budgets: AnthropicBudgets,
): ProviderSchemaViolation[] {
  return usageViolations(countUsage(schema), budgets)
}

/** Violations of Anthropic's strict budgets by a schema with this usage on its own. */
export function usageViolations(
  usage: StrictBudgetUsage,
  budgets: AnthropicBudgets,
): ProviderSchemaViolation[] {
  const found: ProviderSchemaViolation[] = []
  if (usage.optionalParameters > budgets.optionalParameters) {
    found.push({
      pointer: '',
      rule: 'budget-optional-parameters',
      message: `the schema has ${usage.optionalParameters} optional parameters; a request allows ${budgets.optionalParameters} across all strict tools`,
      fix: 'Send this tool non-strict, or make parameters required.',
    })
  }
  if (usage.unionParameters > budgets.unionParameters) {
    found.push({
      pointer: '',
      rule: 'budget-union-parameters',
      message: `the schema has ${usage.unionParameters} parameters with anyOf or type lists; a request allows ${budgets.unionParameters} across all strict tools`,
      fix: 'Send this tool non-strict, or replace unions by plain types.',
    })
  }
  return found
}

/**
 * Visits every schema object once, with how many objects enclose it (itself included). A `tree`
 * (an emitted schema) is measured as its JSON text reads: a node it holds twice counts twice,
 * so nothing is remembered.
 */
function visitNodes(
  schema: unknown,
  visit: (node: SchemaNode, depth: number) => void,
  tree: boolean,
): void {
  const seen = tree ? undefined : new Set<unknown>()
  const walk = (node: unknown, outerDepth: number): void => {
    if (!isObject(node) || seen?.has(node)) return
    seen?.add(node)
    const depth = outerDepth + (isObjectNode(node) ? 1 : 0)
    visit(node, depth)
    forEachSubschemaEntry(node, walkChild, depth)
  }
  const walkChild = (subschema: unknown, keyword: string, _token: unknown, depth: number): void =>
    walk(subschema, keyword === '$defs' || keyword === 'definitions' ? 0 : depth)
  walk(schema, 0)
}
