import type { Fail } from './errors'
import { isObject, type SchemaNode } from './json-schema'
import {
  forEachSubschema,
  SCHEMA_LIST_KEYWORDS,
  SCHEMA_MAP_KEYWORDS,
  SINGLE_SCHEMA_KEYWORDS,
} from './keywords'
import { child, parsePointer, resolvePointer } from './pointer'
import { type SchemaFacts, upgradeDraft } from './upgrade-draft'

const MAPS: ReadonlySet<string> = new Set([...SCHEMA_MAP_KEYWORDS, 'dependencies'])
const LISTS: ReadonlySet<string> = new Set(SCHEMA_LIST_KEYWORDS)
const SINGLE: ReadonlySet<string> = new Set(SINGLE_SCHEMA_KEYWORDS)

/**
 * Upgrades the reference targets that the walk over keywords never reached (a target under a key
 * that is no keyword: `#/x-foo/a`, `#//a`), and adds the `$ref`s inside them to
 * `facts.references`. Without the upgrade, a draft-07 target (a tuple `items`, a boolean
 * `exclusiveMinimum`) would be read with 2020-12 meaning by every target and by the exported
 * schema, while the validator reads it with the document's; without the references, a hoisted
 * target would keep a `$ref` that no definition name stands for. Targets found this way are
 * upgraded in turn, and each node once (a target inside another, or one that refers to itself,
 * is not walked again), so the whole is linear in the document.
 *
 * @param source - The document, upgraded along its keywords already.
 * @param facts - What that upgrade found; its `references` grow with those found here.
 * @param fail - Reports a node no target can use, as the upgrade does.
 */
export function upgradeUnwalkedTargets(source: unknown, facts: SchemaFacts, fail: Fail): void {
  const upgraded = new Set<SchemaNode>()
  const { references } = facts
  // The list grows while it is read: a found reference's target is upgraded too.
  for (let index = 0; index < references.length; index++) {
    const ref = references[index]!.node.$ref
    const tokens = typeof ref === 'string' ? parsePointer(ref) : undefined
    if (tokens === undefined || !outsideKeywords(source, tokens)) continue
    const target = resolvePointer(source, ref as string)
    if (!isObject(target) || upgraded.has(target)) continue
    upgradeDraft(target, child('', ...tokens), fail, facts, upgraded)
  }
}

/** A subschema with its JSON pointer. */
export interface PlacedNode {
  readonly node: SchemaNode
  readonly pointer: string
}

/**
 * The reference targets that a walk over keywords never reaches, from the root or from another
 * such target (`#/x-foo/a`, and not `#/x-foo/a/properties/b` as well): a walk over keywords from
 * the root and from each of these meets every node a `$ref` can reach, each once. Read only,
 * without recursion; each node is read once, so the whole is linear in the document.
 *
 * @param source - The document, a private copy that nothing changes meanwhile.
 */
export function unwalkedTargets(source: unknown): PlacedNode[] {
  const read = new Set<SchemaNode>()
  const references: string[] = []
  // Where a target's walk started, and whether another target's walk reached it since.
  const starts = new Map<SchemaNode, { pointer: string; covered: boolean }>()
  const readFrom = (start: unknown, pointer: string) => {
    const pending: [unknown, string][] = [[start, pointer]]
    while (pending.length > 0) {
      const [node, at] = pending.pop()!
      if (!isObject(node)) continue
      const started = starts.get(node)
      if (started !== undefined && node !== start) started.covered = true
      if (read.has(node)) continue
      read.add(node)
      if (typeof node.$ref === 'string') references.push(node.$ref)
      forEachSubschema(node, at, (subschema, subPointer) => pending.push([subschema, subPointer]))
    }
  }
  readFrom(source, '')
  // The list grows while it is read: a found target is searched for references too.
  for (let index = 0; index < references.length; index++) {
    const ref = references[index]!
    const tokens = parsePointer(ref)
    if (tokens === undefined || !outsideKeywords(source, tokens)) continue
    const target = resolvePointer(source, ref)
    if (!isObject(target) || starts.has(target)) continue
    const pointer = child('', ...tokens)
    starts.set(target, { pointer, covered: read.has(target) })
    readFrom(target, pointer)
  }
  const targets: PlacedNode[] = []
  for (const [node, { pointer, covered }] of starts) if (!covered) targets.push({ node, pointer })
  return targets
}

/**
 * Whether the upgrade never walked what a pointer designates: the pointer leaves the keywords on
 * its way from the root (an unknown key, a member a keyword does not hold). A pointer that ends
 * at a keyword's map of subschemas (`#/properties`) is not outside: the subschemas in it were
 * walked, and upgrading the map itself as a schema would rewrite names that read like old
 * keywords (a property called `nullable`).
 */
function outsideKeywords(source: unknown, tokens: readonly string[]): boolean {
  let node = source
  for (let index = 0; index < tokens.length; index++) {
    if (!isObject(node)) return true
    const keyword = tokens[index]!
    const value = node[keyword]
    // A tuple `items` left as a list (beside an `additionalItems` list) is walked as one.
    const list = LISTS.has(keyword) || (keyword === 'items' && Array.isArray(value))
    if (MAPS.has(keyword) || list) {
      index++
      if (index >= tokens.length) return false
      const member = tokens[index]!
      if (!isObject(value) && !Array.isArray(value)) return true
      if (Array.isArray(value) !== list || !Object.hasOwn(value, member)) return true
      node = (value as Record<string, unknown>)[member]
    } else if (SINGLE.has(keyword)) node = value
    else return true
  }
  return false
}
