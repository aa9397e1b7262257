import { checkNode, type Report } from './check-node'
import {
  checkRecursion,
  checkReference,
  checkReferenceKeywords,
  checkSameValueLoops,
} from './check-references'
import { guardStack } from './guard-stack'
import { isObject, type SchemaNode } from './json-schema'
import { forEachSubschema } from './keywords'
import { SchemaLimitError } from './limit-error'
import { budgetViolations, limitViolations } from './measure'
import type { ProviderSchemaOptions, ProviderTarget } from './options'
import { child } from './pointer'
import { type Profile, resolveProfile } from './profile'
import type { ProviderRules } from './rules'
import { scanInput } from './scan-input'
import { shownText } from './shown-text'
import type { ProviderRuleName, ProviderSchemaViolation } from './violations'

/**
 * Lists every way a tool input schema (from anywhere: an MCP server, a hand-written file)
 * breaks a provider's rules, each with a JSON pointer, the rule and the fix. Never throws on
 * odd input: a malformed schema is itself a violation, and a schema past `options.limits` (too
 * deep, too large) is one `schema-limit` violation with the limit's `code` and `pointer`. A
 * schema that throws while it is read (a getter, a Proxy trap, at any depth) is one
 * `invalid-schema` violation; what it threw is never read.
 *
 * @param schema - a tool's input JSON Schema, from anywhere: untrusted
 * @param target - `openai`, `anthropic`, `gemini` or `mcp`
 * @param options - strict mode, the target's options and `limits`
 * @returns every violation with its pointer, rule and fix; empty when the provider takes it
 *
 * @example
 * import { checkProviderSchema } from '@polytool/json-schema'
 *
 * checkProviderSchema({ type: 'object', properties: { a: { type: 'string' } } }, 'openai', { strict: true })
 * // [{ pointer: '', rule: 'closed-objects', ... }, { pointer: '', rule: 'all-properties-required', ... }]
 */
export function checkProviderSchema<T extends ProviderTarget>(
  schema: unknown,
  target: T,
  options?: ProviderSchemaOptions<T>,
): ProviderSchemaViolation[] {
  const profile = resolveProfile(target, options ?? {})
  try {
    scanInput(schema, profile.limits)
    return guardStack(profile.limits.maxDepth, () => checkWithinLimits(schema, profile))
  } catch (error) {
    return [caughtViolation(error, profile.rules)]
  }
}

/**
 * A limit, or a schema that threw while it was read (a getter, a Proxy trap). The thrown value
 * is not read: it may be hostile too (even `instanceof` runs a Proxy's trap), and its message
 * is not ours to repeat.
 */
function caughtViolation(error: unknown, rules: ProviderRules): ProviderSchemaViolation {
  try {
    if (error instanceof SchemaLimitError) return limitViolation(error, rules)
  } catch {
    // A Proxy thrown with a throwing getPrototypeOf trap: unreadable like the schema.
  }
  return {
    pointer: '',
    rule: 'invalid-schema',
    message: `${rules.label}: expected a JSON Schema of plain data, but reading it threw (a getter or a Proxy trap)`,
    fix: 'Pass the schema as plain JSON data, e.g. JSON.parse(JSON.stringify(schema)) on the host that owns it.',
  }
}

function limitViolation(error: SchemaLimitError, rules: ProviderRules): ProviderSchemaViolation {
  return {
    pointer: error.pointer,
    rule: 'schema-limit',
    code: error.code,
    message: shownText(`${rules.label}: ${error.message}`),
    fix: 'Simplify the schema, or raise the limit through the limits option if the schema is trusted.',
  }
}

function checkWithinLimits(schema: unknown, profile: Profile): ProviderSchemaViolation[] {
  const { rules } = profile
  const found: ProviderSchemaViolation[] = []
  const report = (pointer: string, rule: ProviderRuleName, message: string, fix: string) =>
    found.push({ pointer, rule, message: shownText(`${rules.label}: ${message}`), fix })
  // A Gemini function declaration without parameters has no schema at all.
  if (schema === undefined && profile.target === 'gemini') return found
  if (!isObject(schema)) {
    report(
      '',
      'invalid-schema',
      `expected a JSON Schema object, received ${schema === null ? 'null' : typeof schema}`,
      'Pass the tool input schema object.',
    )
    return found
  }
  checkRoot(schema, rules, report)
  const seen = new Set<unknown>()
  const walk = (node: unknown, pointer: string, keyword: string | undefined) => {
    if (typeof node === 'boolean') {
      if (rules.restricted && !BOOLEAN_POSITIONS.has(keyword ?? '')) {
        report(
          pointer,
          'missing-type',
          'a boolean schema has no type',
          'Write an object schema with a type.',
        )
      }
      return
    }
    if (!isObject(node)) {
      report(
        pointer,
        'invalid-schema',
        `expected a schema object or boolean, received ${node === null ? 'null' : typeof node}`,
        'Fix the schema.',
      )
      return
    }
    if (seen.has(node)) return
    seen.add(node)
    checkReference(schema, node, pointer, report)
    checkReferenceKeywords(node, pointer, keyword === undefined, profile.keywords, report)
    if (rules.restricted)
      checkNode(node, pointer, keyword === undefined, rules, profile.keywords!, report)
    forEachSubschema(node, pointer, walk)
  }
  walk(schema, '', undefined)
  checkSameValueLoops(schema, report)
  if (rules.refs && !rules.recursion) checkRecursion(schema, report)
  if (rules.limits) found.push(...limitViolations(schema, rules.limits).map(labelled(rules)))
  if (rules.budgets) found.push(...budgetViolations(schema, rules.budgets).map(labelled(rules)))
  return found
}

const BOOLEAN_POSITIONS = new Set([
  'additionalProperties',
  'items',
  'additionalItems',
  'unevaluatedProperties',
  'unevaluatedItems',
])

function checkRoot(schema: SchemaNode, rules: ProviderRules, report: Report): void {
  if (schema.type !== 'object') {
    report(
      '',
      'root-object',
      `the root must be type "object", found ${JSON.stringify(schema.type ?? null)}`,
      'Make the root an object; wrap other roots as { value: … }.',
    )
  }
  for (const keyword of rules.rootForbidden) {
    if (schema[keyword] !== undefined) {
      report(
        '',
        'root-keyword',
        `${keyword} is not allowed on the root`,
        keyword === '$ref'
          ? 'Inline the referenced definition at the root.'
          : 'Wrap the union in an object property, e.g. { value: … }.',
      )
    }
  }
  const properties = isObject(schema.properties) ? Object.keys(schema.properties) : []
  if (rules.id === 'gemini-parameters' && properties.length === 0) {
    report(
      '',
      'empty-parameters',
      'an object with no properties is rejected',
      'Omit parameters for a tool that takes none.',
    )
  }
  const limit = rules.parameterNameMaxLength
  for (const name of properties) {
    if (limit !== undefined && name.length > limit) {
      report(
        child('', 'properties', name),
        'parameter-name-length',
        `parameter name "${name}" has ${name.length} characters, the limit is ${limit}`,
        `Shorten it to ${limit} characters.`,
      )
    }
  }
}

function labelled(rules: ProviderRules) {
  return (violation: ProviderSchemaViolation): ProviderSchemaViolation => ({
    ...violation,
    message: shownText(`${rules.label}: ${violation.message}`),
  })
}
