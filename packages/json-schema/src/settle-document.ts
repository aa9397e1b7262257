import type { SchemaDraft } from '@cfworker/json-schema'
import { type BoundDialect, settleBoundSpellingAt } from './bound-spelling'
import { JsonSchemaError } from './errors'
import { isObject } from './json-schema'
import { refuseMistypedKeywordsAt } from './keyword-types'
import { forEachSubschema } from './keywords'
import { type DroppedRefSiblings, ignoredBesideRef } from './ref-siblings'

/** Where a walk over keywords starts: the root, or a reference target no keyword leads to. */
export interface WalkStart {
  readonly node: unknown
  readonly pointer: string
}

/** One walk's state, handed down instead of a closure per node. */
interface SettleWalk {
  readonly dialect: BoundDialect
  readonly dropsRefSiblings: boolean
  readonly dropped: DroppedRefSiblings[]
  /** The first bound spelled against the dialect: thrown once no keyword is mistyped. */
  boundError: JsonSchemaError | undefined
}

/**
 * `fromJsonSchema`'s checks and rewrites of its private copy, in one walk over the nodes from
 * each start: `refuseMistypedKeywords`, then `settleBoundSpelling`, then `dropRefSiblings`, with
 * the very results of running the three one after the other. A mistyped keyword is thrown at
 * once, wherever it sits; a bound spelled against the dialect only once the whole document has
 * no mistyped keyword (the first such bound, in walk order). The keywords beside a `$ref` are
 * dropped after the walk has gone through them, and nothing under them is reported, as the
 * dropping walk never reached them.
 *
 * @param starts - The root, then the reference targets no keyword leads to.
 * @param dialect - The document's bound spelling.
 * @param draft - The draft the validator reads the document with.
 * @param dropped - Receives one entry per `$ref` whose siblings were dropped.
 * @throws {JsonSchemaError} For a mistyped keyword, or a bound spelled against the dialect.
 */
export function settleDocument(
  starts: readonly WalkStart[],
  dialect: BoundDialect,
  draft: SchemaDraft,
  dropped: DroppedRefSiblings[],
): void {
  const walk: SettleWalk = {
    dialect,
    dropsRefSiblings: draft === '4' || draft === '7',
    dropped,
    boundError: undefined,
  }
  for (const { node, pointer } of starts) settleNode(node, pointer, walk, walk.dropsRefSiblings)
  if (walk.boundError !== undefined) throw walk.boundError
}

function settleNode(node: unknown, pointer: string, walk: SettleWalk, dropping: boolean): void {
  if (!isObject(node)) return
  refuseMistypedKeywordsAt(node, pointer)
  if (walk.boundError === undefined) {
    try {
      settleBoundSpellingAt(node, pointer, walk.dialect)
    } catch (error) {
      if (!(error instanceof JsonSchemaError)) throw error
      walk.boundError = error
    }
  }
  const ignored = dropping ? ignoredBesideRef(node) : NONE
  if (ignored.length > 0) walk.dropped.push({ pointer, keywords: ignored })
  forEachSubschema(node, pointer, (subschema, subPointer, keyword) =>
    settleNode(subschema, subPointer, walk, dropping && !ignored.includes(keyword)),
  )
  for (const keyword of ignored) delete node[keyword]
}

const NONE: readonly string[] = Object.freeze([])
