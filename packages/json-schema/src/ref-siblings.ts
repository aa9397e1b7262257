import type { SchemaDraft } from '@cfworker/json-schema'
import { isObject, type SchemaNode } from './json-schema'
import { forEachSubschema } from './keywords'
import { shownText } from './shown-text'

// Beside a `$ref`, draft-04 to draft-07 keep only what locates or describes: definitions other
// references may reach, identifiers, and annotations the model may read. Everything else there is
// ignored by the validator, so it is dropped before any emitter states it.
const KEPT_BESIDE_REF: ReadonlySet<string> = new Set([
  '$ref',
  '$id',
  'id',
  '$schema',
  '$comment',
  'definitions',
  '$defs',
  'title',
  'description',
  'examples',
])

/** What `dropRefSiblings` reports for each `$ref` whose siblings it dropped. */
export interface DroppedRefSiblings {
  /** The JSON pointer of the node holding the `$ref`. */
  readonly pointer: string
  /** The keywords dropped, in the node's order. */
  readonly keywords: readonly string[]
}

/**
 * In a draft-04, -06 or -07 document (`draft` `'4'` or `'7'`), drops the keywords beside a `$ref`
 * that those drafts ignore (every keyword but definitions, identifiers and annotations), in place:
 * the validator already ignores them, and every emitter would otherwise state them to the model.
 * Later drafts apply them, and are left alone.
 *
 * @param node - A (sub)schema of the private copy, rewritten in place.
 * @param pointer - Its JSON pointer.
 * @param draft - The draft the validator reads the document with.
 * @param dropped - Receives one entry per `$ref` whose siblings were dropped.
 */
export function dropRefSiblings(
  node: unknown,
  pointer: string,
  draft: SchemaDraft,
  dropped: DroppedRefSiblings[],
): void {
  if (draft !== '4' && draft !== '7') return
  if (!isObject(node)) return
  if (node.$ref !== undefined) {
    const keywords = ignoredBesideRef(node)
    for (const keyword of keywords) delete node[keyword]
    if (keywords.length > 0) dropped.push({ pointer, keywords })
  }
  forEachSubschema(node, pointer, (subschema, subPointer) =>
    dropRefSiblings(subschema, subPointer, draft, dropped),
  )
}

/**
 * The keywords draft-04 to draft-07 ignore beside a node's `$ref`, in the node's order: none
 * where it holds no `$ref`.
 *
 * @param node - The (sub)schema.
 */
export function ignoredBesideRef(node: SchemaNode): string[] {
  if (node.$ref === undefined) return []
  return Object.keys(node).filter((key) => !KEPT_BESIDE_REF.has(key))
}

/**
 * The warning message for siblings dropped beside one `$ref`.
 *
 * @param entry - What was dropped, and where.
 */
export function refSiblingsMessage(entry: DroppedRefSiblings): string {
  const names = entry.keywords.map((keyword) => JSON.stringify(keyword)).join(', ')
  return shownText(
    `Keywords beside $ref are ignored in draft-07 and earlier (${names}): the validator does not check them, and the JSON Schema emitted for the model does not carry them. Put the $ref in an allOf beside them to have them apply`,
  )
}
