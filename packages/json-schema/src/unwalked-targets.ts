import { isObject, type SchemaNode } from './json-schema'
import {
  forEachSubschema,
  SCHEMA_LIST_KEYWORDS,
  SCHEMA_MAP_KEYWORDS,
  SINGLE_SCHEMA_KEYWORDS,
} from './keywords'
import { child, parsePointer, resolvePointer } from './pointer'

/** A node with a `$ref`, with its pointer. */
export interface ReferenceAt {
  readonly node: SchemaNode
  readonly pointer: string
}

const MAPS: ReadonlySet<string> = new Set([...SCHEMA_MAP_KEYWORDS, 'dependencies'])
const LISTS: ReadonlySet<string> = new Set(SCHEMA_LIST_KEYWORDS)
const SINGLE: ReadonlySet<string> = new Set(SINGLE_SCHEMA_KEYWORDS)

/**
 * Adds to `references` the `$ref`s inside reference targets that the walk over keywords never
 * reached: a target under a key that is no keyword (`#/x-foo/a`, `#//a`). Without them, a
 * hoisted target would keep a `$ref` that no definition name stands for. Targets found this way
 * are searched in turn; each node is read once, so the whole is linear in the document.
 */
export function addUnwalkedReferences(source: unknown, references: ReferenceAt[]): void {
  const known = new Set<SchemaNode>(references.map(({ node }) => node))
  const read = new Set<SchemaNode>()
  // The list grows while it is read: a found reference's target is searched too.
  for (let index = 0; index < references.length; index++) {
    const ref = references[index]!.node.$ref
    const tokens = typeof ref === 'string' ? parsePointer(ref) : undefined
    if (tokens === undefined || onKeywordPath(source, tokens)) continue
    const pending: [unknown, string][] = [
      [resolvePointer(source, ref as string), child('', ...tokens)],
    ]
    while (pending.length > 0) {
      const [node, pointer] = pending.pop()!
      if (!isObject(node) || read.has(node)) continue
      read.add(node)
      if (node.$ref !== undefined && !known.has(node)) {
        known.add(node)
        references.push({ node, pointer })
      }
      forEachSubschema(node, pointer, (subschema, at) => pending.push([subschema, at]))
    }
  }
}

/** Whether a pointer goes from the root through schema keywords only: the upgrade walked it. */
function onKeywordPath(source: unknown, tokens: readonly string[]): boolean {
  let node = source
  for (let index = 0; index < tokens.length; index++) {
    if (!isObject(node)) return false
    const keyword = tokens[index]!
    const value = node[keyword]
    if (MAPS.has(keyword) || LISTS.has(keyword)) {
      index++
      if (index >= tokens.length || (!isObject(value) && !Array.isArray(value))) return false
      const member = tokens[index]!
      if (Array.isArray(value) !== LISTS.has(keyword) || !Object.hasOwn(value, member)) return false
      node = (value as Record<string, unknown>)[member]
    } else if (SINGLE.has(keyword)) node = value
    else return false
  }
  return true
}
