import type { JsonSchemaTarget } from '@polytool/core'
import { type CaseGaps, onSide, type Side } from './declared-gaps'
import { shortShow } from './drift'
import { asDraft202012 } from './reference-dialect'
import {
  type KeywordChange,
  type KeywordDifference,
  keywordDifferences,
} from './reference-keywords'
import { DEFAULT_REFERENCE_NODE_LIMIT } from './reference-limits'
import { unreadProblem } from './reference-unread'

/**
 * A keyword on which the library's emitted schema means to differ from the case's reference
 * schema, and why: the library checks what its schema says, which is not what the case says
 * (a stricter `uuid` pattern, an email pattern in place of `format: email`).
 */
export interface UnlikeReference {
  /** The keyword: as a failure names it (`pattern`, `required`, `type`, `properties/a`). */
  readonly keyword: string
  /**
   * JSON pointer of the node in the emitted schema, written in draft 2020-12 as the failure
   * names it (`''`, the default, is the root).
   */
  readonly pointer?: string
  /** Whether the emitted schema lost, added or changed the keyword. */
  readonly change: KeywordChange
  /** The side the difference is on; both by default. */
  readonly side?: Side | 'both'
  /** The one target the difference is in; every target the adapter declares by default. */
  readonly target?: JsonSchemaTarget
  /** Why the library's schema says otherwise than the case. */
  readonly reason: string
}

/** One emitted schema to read beside the reference of its side. */
export interface ReferenceReading {
  readonly side: Side
  readonly target: JsonSchemaTarget
  /** The case's reference for this side (draft 2020-12). */
  readonly reference: object
  /** The emitted schema, as the adapter wrote it for `target`. */
  readonly emitted: object
}

/**
 * Check 5: each emitted schema (input and output side, every target the adapter declares)
 * states the assertions of the case's reference schema for its side, no fewer and no more,
 * node by node, once its target's spellings are written as draft 2020-12 writes them. A
 * difference no value happened to reach is still one: a `required` key traded for
 * `minProperties`, a `maxProperties` or a `dependentSchemas` the case has not. Excused only by
 * a declaration of that keyword, pointer and change, on that side and target, or by a lossy
 * gap declared for the whole node (which states nothing there); a declaration no difference
 * matches on any side or target it names is reported too. A keyword the target ignores (beside
 * a `$ref`, in draft-07 and OpenAPI 3.0) is read as absent. A schema too large or too deeply
 * nested to read to the end is a problem too, whatever was found before the reading stopped:
 * nothing past that node was compared.
 *
 * @param readings - The emitted schemas, each with its side, target and reference.
 * @param gaps - What the library declared for the case.
 * @param declared - The differences the library declares for the case.
 * @param nodeLimit - Node pairs each reading compares at most (`referenceNodeLimit`).
 * @returns The problems, each naming side, target, pointer, keyword, values and direction.
 */
export function referenceProblems(
  readings: readonly ReferenceReading[],
  gaps: CaseGaps,
  declared: readonly UnlikeReference[] = [],
  nodeLimit: number = DEFAULT_REFERENCE_NODE_LIMIT,
): string[] {
  const used = new Set<UnlikeReference>()
  const problems: string[] = []
  for (const reading of readings) {
    const rewrite = asDraft202012(reading.emitted, reading.target, nodeLimit)
    // A copy left half in the target's dialect would show differences that are not there.
    if (rewrite.unread !== undefined) {
      problems.push(unreadProblem(rewrite.unread, reading, nodeLimit))
      continue
    }
    const compared = keywordDifferences(reading.reference, rewrite.schema, nodeLimit)
    const note = ignoredNote(rewrite.ignored, reading.target)
    for (const found of compared.differences) {
      const declaration = declared.find((one) => matches(one, found, reading))
      if (declaration !== undefined) used.add(declaration)
      else if (!underWholeNode(gaps, found, reading.side)) {
        problems.push(describe(found, reading) + note)
      }
    }
    if (compared.unread !== undefined) {
      problems.push(unreadProblem(compared.unread, reading, nodeLimit))
    }
  }
  for (const one of declared) {
    if (used.has(one)) continue
    problems.push(
      `declared unlike the reference (${one.reason}): ${one.keyword} ${one.change} at ${one.pointer || '(root)'} (${scope(one)}), but there the schema says what the case's reference says: remove the declaration, or fix its keyword, pointer, change, side and target`,
    )
  }
  return problems
}

function scope(one: UnlikeReference): string {
  const side = one.side === undefined || one.side === 'both' ? 'both sides' : `${one.side} side`
  return `${side}, ${one.target ?? 'every target'}`
}

function matches(one: UnlikeReference, found: KeywordDifference, at: ReferenceReading): boolean {
  return (
    one.keyword === found.keyword &&
    (one.pointer ?? '') === found.pointer &&
    one.change === found.change &&
    (one.side === undefined || one.side === 'both' || one.side === at.side) &&
    (one.target === undefined || one.target === at.target)
  )
}

// A lossy gap for a whole node states nothing there: the reference is not consulted below it.
function underWholeNode({ lossy }: CaseGaps, found: KeywordDifference, side: Side): boolean {
  if (lossy?.wholeNode !== true || !onSide(lossy, side)) return false
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

// A union's branch goes the other way: a branch lost admits fewer values, one added more.
const BRANCH_EFFECT: Readonly<Record<KeywordChange, string>> = {
  lost: EFFECT.added,
  added: EFFECT.lost,
  changed: EFFECT.changed,
}

function describe(found: KeywordDifference, at: ReferenceReading): string {
  const declaration = `unlikeReference: { <case>: [{ keyword: '${found.keyword}', pointer: '${found.pointer}', change: '${found.change}', side: '${at.side}', target: '${at.target}', reason: '…' }] }`
  const effect = (found.keyword === 'branch' ? BRANCH_EFFECT : EFFECT)[found.change]
  return `unlike the case's reference on the ${at.side} side, target ${at.target}, at schema node ${found.pointer || '(root)'}: ${found.keyword} ${found.change} (${values(found)}); ${effect}. Fix the adapter, or declare it if the library checks exactly what its schema says: ${declaration}`
}

// The keywords a target ignores beside a `$ref` are the likeliest reason for a difference the
// adapter's author cannot see in the schema: say so, where they are.
function ignoredNote(ignored: readonly string[], target: JsonSchemaTarget): string {
  if (ignored.length === 0) return ''
  const shown = ignored.slice(0, 3).join('; ')
  const more = ignored.length > 3 ? ` and ${ignored.length - 3} more` : ''
  return ` (${target} ignores every keyword beside a $ref, so these were read as absent: ${shown}${more}; write the $ref as one part of an allOf instead)`
}

function values(found: KeywordDifference): string {
  const parts: string[] = []
  if ('reference' in found) parts.push(`reference ${shortShow(found.reference)}`)
  if ('emitted' in found) parts.push(`emitted ${shortShow(found.emitted)}`)
  return parts.join(', ')
}
