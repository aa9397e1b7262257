import type { CaseGaps } from './declared-gaps'
import { shortShow } from './drift'
import {
  type KeywordChange,
  type KeywordDifference,
  keywordDifferences,
} from './reference-keywords'

/**
 * A keyword on which the library's emitted schema means to differ from the case's reference
 * schema, and why: the library checks what its schema says, which is not what the case says
 * (a stricter `uuid` pattern, an email pattern in place of `format: email`).
 */
export interface UnlikeReference {
  /** The keyword: as a failure names it (`pattern`, `required`, `type`, `properties/a`). */
  readonly keyword: string
  /** JSON pointer of the node in the emitted input schema (`''`, the default, is the root). */
  readonly pointer?: string
  /** Whether the emitted schema lost, added or changed the keyword. */
  readonly change: KeywordChange
  /** Why the library's schema says otherwise than the case. */
  readonly reason: string
}

/**
 * Check 5: the emitted input schema states the assertions of the case's reference schema, no
 * fewer and no more, node by node. A difference no value happened to reach is still one: a
 * `required` key traded for `minProperties`, a `maxProperties` or a `dependentSchemas` the case
 * has not. Excused only by a declaration of that keyword, pointer and change, or by a lossy gap
 * declared for the whole node (which states nothing there); a declaration no difference
 * matches is reported too.
 *
 * @param reference - The case's reference schema.
 * @param emitted - The adapter's emitted input schema (draft 2020-12).
 * @param gaps - What the library declared for the case.
 * @param declared - The differences the library declares for the case.
 * @returns The problems, each naming side, target, pointer, keyword, values and direction.
 */
export function referenceProblems(
  reference: object,
  emitted: object,
  gaps: CaseGaps,
  declared: readonly UnlikeReference[] = [],
): string[] {
  const used = new Set<UnlikeReference>()
  const problems: string[] = []
  for (const found of keywordDifferences(reference, emitted)) {
    const declaration = declared.find((one) => matches(one, found))
    if (declaration !== undefined) used.add(declaration)
    else if (!underWholeNode(gaps, found)) problems.push(describe(found))
  }
  for (const one of declared) {
    if (used.has(one)) continue
    problems.push(
      `declared unlike the reference (${one.reason}): ${one.keyword} ${one.change} at ${one.pointer || '(root)'}, but the input side's schema says there what the case's reference says: remove the declaration, or fix its keyword, pointer and change`,
    )
  }
  return problems
}

function matches(one: UnlikeReference, found: KeywordDifference): boolean {
  return (
    one.keyword === found.keyword &&
    (one.pointer ?? '') === found.pointer &&
    one.change === found.change
  )
}

// A lossy gap for a whole node states nothing there: the reference is not consulted below it.
function underWholeNode({ lossy }: CaseGaps, found: KeywordDifference): boolean {
  if (lossy?.wholeNode !== true || lossy.side === 'output') return false
  const node = lossy.pointer ?? ''
  const at = `${found.pointer}/${found.keyword}`
  return at === node || at.startsWith(`${node}/`) || found.pointer.startsWith(`${node}/`)
}

const EFFECT: Readonly<Record<KeywordChange, string>> = {
  lost: 'the schema admits values the case refuses: if the validator refuses them, a model following the schema gets an error (validator stricter than schema)',
  added:
    'the schema refuses values the case admits: if the validator accepts them, the model is told not to send what the tool takes (validator looser than schema)',
  changed: 'the schema and the case draw the line in other places',
}

function describe(found: KeywordDifference): string {
  const declaration = `unlikeReference: { <case>: [{ keyword: '${found.keyword}', pointer: '${found.pointer}', change: '${found.change}', reason: '…' }] }`
  return `unlike the case's reference on the input side, target draft-2020-12, at schema node ${found.pointer || '(root)'}: ${found.keyword} ${found.change} (${values(found)}); ${EFFECT[found.change]}. Fix the adapter, or declare it if the library checks exactly what its schema says: ${declaration}`
}

function values(found: KeywordDifference): string {
  const parts: string[] = []
  if ('reference' in found) parts.push(`reference ${shortShow(found.reference)}`)
  if ('emitted' in found) parts.push(`emitted ${shortShow(found.emitted)}`)
  return parts.join(', ')
}
