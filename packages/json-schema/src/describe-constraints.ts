import { isObject } from './json-schema'

/** Words for a validation keyword the target cannot enforce, e.g. `at most 10`. */
export function describeConstraint(keyword: string, value: unknown): string | undefined {
  const shown = typeof value === 'string' ? value : JSON.stringify(value)
  switch (keyword) {
    case 'minimum':
      return `at least ${shown}`
    case 'maximum':
      return `at most ${shown}`
    case 'exclusiveMinimum':
      return `greater than ${shown}`
    case 'exclusiveMaximum':
      return `less than ${shown}`
    case 'multipleOf':
      return `a multiple of ${shown}`
    case 'minLength':
      return `at least ${counted(value, shown, 'character')}`
    case 'maxLength':
      return `at most ${counted(value, shown, 'character')}`
    case 'pattern':
      return `matches the regular expression ${shown}`
    case 'format':
      return `format ${shown}`
    case 'minItems':
      return `at least ${counted(value, shown, 'item')}`
    case 'maxItems':
      return `at most ${counted(value, shown, 'item')}`
    case 'uniqueItems':
      return value === true ? 'items must be unique' : undefined
    case 'minProperties':
      return `at least ${counted(value, shown, 'property', 'properties')}`
    case 'maxProperties':
      return `at most ${counted(value, shown, 'property', 'properties')}`
    case 'dependentRequired':
      return describeDependentRequired(value)
    default:
      return undefined
  }
}

/** `1 character`, `2 characters`: the noun agrees with the number it counts. */
function counted(value: unknown, shown: string, singular: string, plural = `${singular}s`): string {
  return `${shown} ${value === 1 ? singular : plural}`
}

const NO_SENTENCES: readonly string[] = Object.freeze([])

/** A description with the constraints and extra sentences the target needs spelled out. */
export function composeDescription(
  original: unknown,
  constraints: readonly string[],
  sentences: readonly string[] = NO_SENTENCES,
): string | undefined {
  if (constraints.length === 0 && sentences.length === 0)
    return typeof original === 'string' && original !== '' ? original : undefined
  const parts = typeof original === 'string' && original !== '' ? [original] : []
  if (constraints.length > 0) parts.push(`Constraints: ${constraints.join('; ')}.`)
  parts.push(...sentences)
  return parts.length === 0 ? undefined : parts.join(' ')
}

function describeDependentRequired(value: unknown): string | undefined {
  if (!isObject(value)) return undefined
  const rules = Object.entries(value)
    .filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].length > 0)
    .map(
      ([key, needed]) =>
        `if "${key}" is set, ${needed.map((name) => `"${name}"`).join(', ')} must be set too`,
    )
  return rules.length === 0 ? undefined : rules.join('; ')
}
