import { admittedLiterals } from './admitted-literals'
import type { DecodePlan } from './decode-plan'
import type { At, EmitState } from './emit-state'
import { isPrimitive, type SchemaNode } from './json-schema'
import { CONDITIONAL_KEYWORDS, DESCRIBABLE_KEYWORDS, keywordOrder, keywordsIn } from './keywords'
import { isSimplePattern } from './patterns'
import { constraintWords, describedNode, droppedMessage, unenforcedMessage } from './repeated-texts'
import type { ProviderRules } from './rules'
import { showPattern } from './show-pattern'
import { literalValues } from './simplify'

const KEYWORDS_BY_TYPE: Readonly<Record<string, readonly string[]>> = {
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  integer: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  string: ['minLength', 'maxLength', 'pattern', 'format'],
  array: ['minItems', 'maxItems', 'uniqueItems'],
  object: ['minProperties', 'maxProperties', 'dependentRequired'],
}
const NO_KEYWORDS: ReadonlySet<string> = new Set()
const APPLICABLE_BY_TYPE: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(KEYWORDS_BY_TYPE).map(([type, keywords]) => [type, new Set(keywords)]),
)
// Describable keywords first, then conditional ones: one look at a node's keys finds both.
const CHECKED_ORDER = keywordOrder([...DESCRIBABLE_KEYWORDS, ...CONDITIONAL_KEYWORDS])
const DESCRIBABLE: ReadonlySet<string> = new Set(DESCRIBABLE_KEYWORDS)

/**
 * Copies the validation and annotation keywords of `node` that apply to `types` into `out`:
 * kept where the target supports them, stated in the description where it does not (with a
 * warning), conditional keywords dropped with a warning.
 */
export function applyKeywords(
  state: EmitState,
  node: SchemaNode,
  types: readonly string[],
  out: SchemaNode,
  at: At,
  sentences: readonly string[] = NO_SENTENCES,
): void {
  let notes: string[] | undefined
  let extra = sentences
  const checked = keywordsIn(node, CHECKED_ORDER)
  let applicable: ReadonlySet<string> | undefined
  for (let index = 0; index < checked.length; index++) {
    const keyword = checked[index]!
    if (!DESCRIBABLE.has(keyword)) {
      if (!state.supports(keyword)) {
        state.warn(
          at.pointer,
          'KEYWORD_DROPPED',
          droppedMessage(state.profile.rules.label, keyword),
        )
      }
      continue
    }
    const value = node[keyword]
    applicable ??= applicableTo(types)
    if (!applicable.has(keyword)) continue
    if (keepsConstraint(state, keyword, value)) {
      if (!isTighter(out, keyword, value)) out[keyword] = value
      continue
    }
    const partial = partialConstraint(state, keyword, value, types)
    if (partial !== undefined) {
      if (!isTighter(out, partial.keyword, partial.value)) out[partial.keyword] = partial.value
      if (partial.exact) continue
    }
    const words = constraintWords(keyword, value)
    if (words === undefined) continue
    // A list of one at first: a pushed empty array would reserve room for seventeen.
    if (notes === undefined) notes = [words]
    else notes.push(words)
    state.warn(
      at.pointer,
      'CONSTRAINT_IN_DESCRIPTION',
      unenforcedMessage(state.profile.rules.label, keyword, value),
    )
  }
  if (typeof node.title === 'string' && state.supports('title')) out.title = node.title
  if (node.default !== undefined) {
    if (state.supports('default')) out.default = node.default
    else extra = [...extra, `Default: ${JSON.stringify(node.default)}.`]
  }
  if (node.example !== undefined && state.supports('example')) out.example = node.example
  const description = describedNode(node.description, notes ?? NO_SENTENCES, extra)
  if (description !== undefined) out.description = description
}

const NO_SENTENCES: readonly string[] = Object.freeze([])
// Most nodes list nothing, or only what the target lists as is: one shared, frozen result.
const NOTHING_LISTED: LiteralsResult = Object.freeze({ plan: undefined, sentences: NO_SENTENCES })

/** What writing a node's literals produced: a decoding step, and sentences for the description. */
export interface LiteralsResult {
  readonly plan: DecodePlan | undefined
  readonly sentences: readonly string[]
}

/**
 * Writes a node's `enum` / `const` in the target's terms. Values the target cannot list become
 * strings (decoded back); values it cannot take at all are stated in the description.
 */
export function applyLiterals(
  state: EmitState,
  node: SchemaNode,
  out: SchemaNode,
  at: At,
): LiteralsResult {
  const listed = literalValues(node)
  if (listed === undefined) return NOTHING_LISTED
  // A target that rewrites the list may drop the keywords beside it: members they refuse go.
  const admitted = admittedLiterals(node, state.patterns, at.pointer)
  const values = admitted.values ?? listed
  if (admitted.uncheckedPattern !== undefined && !keepsConstraint(state, 'pattern', node.pattern)) {
    state.warn(
      at.pointer,
      'CONSTRAINT_IN_DESCRIPTION',
      uncheckedMembersMessage(
        state.profile.rules.label,
        node.pattern as string,
        admitted.uncheckedPattern,
      ),
    )
  }
  const accepted = state.profile.rules.enumValues
  if (values.every((value) => listable(accepted, value))) {
    if (node.const !== undefined && state.supports('const')) out.const = node.const
    else out.enum = values
    return NOTHING_LISTED
  }
  if (accepted === 'primitive') {
    state.warn(
      at.pointer,
      'ENUM_DROPPED',
      `${state.profile.rules.label} only lists primitive enum values: the allowed values are stated in the description`,
    )
    return { plan: undefined, sentences: [`Allowed values: ${JSON.stringify(values)}.`] }
  }
  // Judged on the whole list: two members spelled alike collide in a branch of a split type too.
  const clash = firstRepeated(listed.map(asText))
  const texts = values.map(asText)
  if (clash !== undefined) {
    state.fail(
      'ENUM_COLLISION',
      at.pointer,
      `${state.profile.rules.label} lists enum values as strings, and two values both read ${JSON.stringify(clash)}`,
    )
  }
  out.type = 'string'
  out.enum = texts
  const decoded = values.flatMap((value) =>
    typeof value === 'string' ? [] : [[JSON.stringify(value), value] as const],
  )
  return { plan: { kind: 'text', values: decoded }, sentences: NO_SENTENCES }
}

// The enum is sent as a list the model picks from: one the pattern refuses can be picked.
function uncheckedMembersMessage(label: string, pattern: string, why: string): string {
  return `${label} does not enforce pattern ${showPattern(pattern)}, and the enum beside it could not be checked against it (${why}): the model may be offered members the pattern refuses (the original validator still checks it)`
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** Whether a target that lists `accepted` enum values can list this one. */
function listable(accepted: ProviderRules['enumValues'], value: unknown): boolean {
  return (
    accepted === 'any' ||
    (accepted === 'primitive' && isPrimitive(value)) ||
    (accepted === 'string' && typeof value === 'string') ||
    (accepted === 'string-number' && (typeof value === 'string' || typeof value === 'number'))
  )
}

// A Set, not pairwise scans: enums from other servers may list 100,000 values.
function firstRepeated(texts: readonly string[]): string | undefined {
  const seen = new Set<string>()
  for (const text of texts) {
    if (seen.has(text)) return text
    seen.add(text)
  }
  return undefined
}

function keepsConstraint(state: EmitState, keyword: string, value: unknown): boolean {
  if (!state.supports(keyword)) return false
  const { rules } = state.profile
  if (keyword === 'format') return rules.formats === 'any' || rules.formats.includes(String(value))
  if (keyword === 'minItems' && rules.maxMinItems !== undefined)
    return typeof value === 'number' && value <= rules.maxMinItems
  if (keyword === 'pattern' && rules.simplePatternsOnly)
    return typeof value === 'string' && isSimplePattern(value)
  return true
}

/** A weaker constraint the target does accept (e.g. `minItems: 1` for `minItems: 3`), and whether it is exact. */
function partialConstraint(
  state: EmitState,
  keyword: string,
  value: unknown,
  types: readonly string[],
): { keyword: string; value: unknown; exact: boolean } | undefined {
  if (typeof value !== 'number') return undefined
  const { rules } = state.profile
  if (keyword === 'minItems' && rules.maxMinItems !== undefined && state.supports('minItems')) {
    return { keyword, value: rules.maxMinItems, exact: false }
  }
  const inclusive =
    keyword === 'exclusiveMinimum'
      ? 'minimum'
      : keyword === 'exclusiveMaximum'
        ? 'maximum'
        : undefined
  if (inclusive === undefined || !state.supports(inclusive)) return undefined
  const integerOnly = types.length > 0 && types.every((type) => type === 'integer')
  if (integerOnly) {
    const bound = inclusive === 'minimum' ? Math.floor(value) + 1 : Math.ceil(value) - 1
    return { keyword: inclusive, value: bound, exact: true }
  }
  return { keyword: inclusive, value, exact: false }
}

function isTighter(out: SchemaNode, keyword: string, value: unknown): boolean {
  const current = out[keyword]
  if (typeof current !== 'number' || typeof value !== 'number') return false
  if (keyword === 'minimum') return current >= value
  if (keyword === 'maximum') return current <= value
  return false
}

function applicableTo(types: readonly string[]): ReadonlySet<string> {
  if (types.length === 1) return APPLICABLE_BY_TYPE.get(types[0]!) ?? NO_KEYWORDS
  return new Set(types.flatMap((type) => KEYWORDS_BY_TYPE[type] ?? []))
}
