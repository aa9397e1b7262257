import { fixForKeyword } from './check-fixes'
import { isObject, type SchemaNode, typeList } from './json-schema'
import { isSimplePattern } from './patterns'
import type { ProviderRules } from './rules'
import type { ProviderRuleName } from './violations'

/** Records one violation. */
export type Report = (pointer: string, rule: ProviderRuleName, message: string, fix: string) => void

/** The rules every node of a restricted profile must follow. */
export function checkNode(
  node: SchemaNode,
  pointer: string,
  isRoot: boolean,
  rules: ProviderRules,
  keywords: ReadonlySet<string>,
  report: Report,
): void {
  for (const keyword of Object.keys(node)) {
    if (!keywords.has(keyword))
      report(pointer, 'unsupported-keyword', `${keyword} is not supported`, fixForKeyword(keyword))
  }
  if (
    typeof node.format === 'string' &&
    keywords.has('format') &&
    rules.formats !== 'any' &&
    !rules.formats.includes(node.format)
  ) {
    report(
      pointer,
      'unsupported-format',
      `format "${node.format}" is not supported (supported: ${rules.formats.join(', ')})`,
      'Remove the format and state it in the description.',
    )
  }
  const types = typeList(node)
  const composite = ['anyOf', 'oneOf', 'allOf', '$ref'].some(
    (keyword) => node[keyword] !== undefined,
  )
  if (rules.typeRequired && types === undefined && !composite) {
    report(
      pointer,
      'missing-type',
      'every schema needs a type',
      'Add a type; a value of any type can travel as a JSON-encoded string.',
    )
  }
  if (!rules.typeArrays && Array.isArray(node.type)) {
    report(
      pointer,
      'type-list',
      'type must be a single type name',
      rules.nullable === 'openapi' ? 'Use one type with nullable: true, or anyOf.' : 'Use anyOf.',
    )
  }
  const isObjectNode = types?.includes('object') === true || isObject(node.properties)
  if (isObjectNode) checkObject(node, pointer, isRoot, types, rules, report)
  if (rules.arrayItemsRequired && types?.includes('array') && !isObject(node.items)) {
    report(
      pointer,
      'array-items',
      'an array needs an items schema',
      'Add items (any value can travel as a JSON-encoded string).',
    )
  }
  if (Array.isArray(node.enum)) checkEnum(node.enum, pointer, rules, report)
  if (
    rules.maxMinItems !== undefined &&
    typeof node.minItems === 'number' &&
    node.minItems > rules.maxMinItems
  ) {
    report(
      pointer,
      'min-items',
      `minItems ${node.minItems} is over the supported ${rules.maxMinItems}`,
      `Use minItems ${rules.maxMinItems} and state the real minimum in the description.`,
    )
  }
  if (
    rules.simplePatternsOnly &&
    typeof node.pattern === 'string' &&
    !isSimplePattern(node.pattern)
  ) {
    report(
      pointer,
      'simple-pattern',
      'the pattern uses backreferences, lookaround, \\b or large repeats',
      'Simplify the pattern, or state it in the description.',
    )
  }
  if (rules.refAlone && node.$ref !== undefined && Object.keys(node).length > 1) {
    const siblings = Object.keys(node).filter((keyword) => keyword !== '$ref')
    report(
      pointer,
      'ref-siblings',
      `$ref cannot have sibling keywords (${siblings.join(', ')})`,
      'Wrap the reference as anyOf: [{ $ref }] and put the keywords on the wrapper, or inline the definition.',
    )
  }
  if (
    rules.id === 'anthropic-strict' &&
    Array.isArray(node.allOf) &&
    node.allOf.some((branch) => isObject(branch) && branch.$ref !== undefined)
  ) {
    report(
      pointer,
      'allof-ref',
      'allOf cannot contain $ref',
      'Inline the referenced definitions into one merged schema.',
    )
  }
}

function checkObject(
  node: SchemaNode,
  pointer: string,
  isRoot: boolean,
  types: readonly string[] | undefined,
  rules: ProviderRules,
  report: Report,
): void {
  const properties = isObject(node.properties) ? Object.keys(node.properties) : []
  if (types !== undefined && !types.includes('object')) {
    report(
      pointer,
      'properties-on-non-object',
      `properties on a node of type ${types.join(', ')}`,
      'Remove properties, or make the node an object.',
    )
  }
  if (rules.closedObjects && node.additionalProperties !== false) {
    report(
      pointer,
      'closed-objects',
      'every object must set additionalProperties: false',
      'Set additionalProperties: false; a map becomes an array of { key, value } entries.',
    )
  }
  const required = new Set(Array.isArray(node.required) ? node.required : [])
  const missing = properties.filter((key) => !required.has(key))
  if (rules.allPropertiesRequired && missing.length > 0) {
    report(
      pointer,
      'all-properties-required',
      `every property must be required; not required: ${missing.join(', ')}`,
      'List them in required and make them nullable; map null back to absent when decoding.',
    )
  }
  if (!isRoot && !rules.emptyObjects && properties.length === 0) {
    report(
      pointer,
      'empty-object',
      'an object needs at least one property',
      'Send a free-form object as a JSON-encoded string.',
    )
  }
}

function checkEnum(
  values: readonly unknown[],
  pointer: string,
  rules: ProviderRules,
  report: Report,
): void {
  const accepted = rules.enumValues
  const bad = values.filter((value) => {
    if (accepted === 'any') return false
    if (accepted === 'string') return typeof value !== 'string'
    if (accepted === 'string-number') return typeof value !== 'string' && typeof value !== 'number'
    return typeof value === 'object' && value !== null
  })
  if (bad.length > 0) {
    const kinds = {
      string: 'strings',
      'string-number': 'strings and numbers',
      primitive: 'primitive values',
      any: 'any values',
    }[accepted]
    report(
      pointer,
      'enum-values',
      `enum accepts ${kinds} only, found ${JSON.stringify(bad.slice(0, 3))}`,
      accepted === 'string'
        ? 'Use a string enum and map the strings back when decoding.'
        : 'Replace the values by strings mapped back when decoding.',
    )
  }
}
