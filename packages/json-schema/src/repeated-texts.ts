import { composeDescription, describeConstraint } from './describe-constraints'

/**
 * The texts that repeat across the nodes and schemas of a tool list (a constraint in words, its
 * warning, a description made of that one constraint), built once per keyword and value instead
 * of at every node. Only short primitive values are remembered, at most `MAX_VALUES` per keyword,
 * so schemas from elsewhere cannot grow these tables without bound (in entries or in bytes);
 * past that, texts are built anew.
 */
const MAX_VALUES = 256
/** Longest string value, and longest constraint text, that the tables keep. */
const MAX_REMEMBERED_LENGTH = 200

const wordsByKeyword = new Map<string, Map<unknown, string | undefined>>()
const warningsByLabel = new Map<string, Map<string, Map<unknown, string>>>()
const droppedByLabel = new Map<string, Map<string, string>>()
const descriptionsByWords = new Map<string, string>()

/** `describeConstraint(keyword, value)`, remembered for primitive values. */
export function constraintWords(keyword: string, value: unknown): string | undefined {
  if (!isRememberable(value)) return describeConstraint(keyword, value)
  const known = tableIn(wordsByKeyword, keyword)
  if (known.has(value)) return known.get(value)
  const words = describeConstraint(keyword, value)
  if (known.size < MAX_VALUES) known.set(value, words)
  return words
}

/** The `CONSTRAINT_IN_DESCRIPTION` warning for a keyword and value the target does not enforce. */
export function unenforcedMessage(label: string, keyword: string, value: unknown): string {
  if (!isRememberable(value)) return buildUnenforced(label, keyword, value)
  const known = tableIn(tableIn(warningsByLabel, label), keyword)
  const remembered = known.get(value)
  if (remembered !== undefined) return remembered
  const message = buildUnenforced(label, keyword, value)
  if (known.size < MAX_VALUES) known.set(value, message)
  return message
}

/** The `KEYWORD_DROPPED` warning for a keyword the target does not support. */
export function droppedMessage(label: string, keyword: string): string {
  const known = tableIn(droppedByLabel, label)
  const remembered = known.get(keyword)
  if (remembered !== undefined) return remembered
  const message = `${label} does not support ${keyword}: it is dropped (the original validator still checks it)`
  if (known.size < MAX_VALUES) known.set(keyword, message)
  return message
}

/** `composeDescription`, remembered for the common node: no description, one constraint, nothing else. */
export function describedNode(
  original: unknown,
  constraints: readonly string[],
  sentences: readonly string[],
): string | undefined {
  const alone =
    constraints.length === 1 &&
    constraints[0]!.length <= MAX_REMEMBERED_LENGTH &&
    sentences.length === 0 &&
    (typeof original !== 'string' || original === '')
  if (!alone) return composeDescription(original, constraints, sentences)
  const words = constraints[0]!
  const remembered = descriptionsByWords.get(words)
  if (remembered !== undefined) return remembered
  const description = composeDescription(original, constraints, sentences)!
  if (descriptionsByWords.size < MAX_VALUES) descriptionsByWords.set(words, description)
  return description
}

// The inner table under `key`, made at its first use.
function tableIn<K, T extends Map<unknown, unknown>>(tables: Map<K, T>, key: K): T {
  let table = tables.get(key)
  if (table === undefined) {
    table = new Map() as T
    tables.set(key, table)
  }
  return table
}

function buildUnenforced(label: string, keyword: string, value: unknown): string {
  return `${label} does not enforce ${keyword} ${JSON.stringify(value)}: it is stated in the description`
}

function isRememberable(value: unknown): value is string | number | boolean {
  return typeof value === 'string'
    ? value.length <= MAX_REMEMBERED_LENGTH
    : typeof value === 'number' || typeof value === 'boolean'
}

/** Characters the tables hold, keys and texts (for tests of their bound). */
export function rememberedCharacters(): number {
  let total = 0
  const count = (text: unknown) => {
    total += typeof text === 'string' ? text.length : 8
  }
  for (const known of wordsByKeyword.values())
    for (const [value, words] of known) {
      count(value)
      count(words)
    }
  for (const byKeyword of warningsByLabel.values())
    for (const known of byKeyword.values())
      for (const [value, message] of known) {
        count(value)
        count(message)
      }
  for (const known of droppedByLabel.values()) for (const message of known.values()) count(message)
  for (const [words, description] of descriptionsByWords) {
    count(words)
    count(description)
  }
  return total
}
