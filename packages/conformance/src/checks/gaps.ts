import type { Unrepresentable } from '@polytool/core'
import {
  type CaseGaps,
  excusingGap,
  type LooserGap,
  type LossyGap,
  onSide,
  type ReferenceVerdict,
  type SeenAt,
  type Side,
  showGap,
} from './declared-gaps'
import { type Disagreement, describeDisagreement, type GapDirection } from './drift'

/** The verdict on one side of one target: what is wrong, and which directions were observed. */
export interface GapVerdict {
  readonly problems: string[]
  /** Directions of the disagreements that count (not explained by UTF-16 lengths alone). */
  readonly directions: GapDirection[]
  /** Directions of the disagreements explained by code-point versus UTF-16 string lengths. */
  readonly utf16Directions: GapDirection[]
  /** The declared gaps that explained at least one disagreement. */
  readonly seen: ReadonlySet<LossyGap | LooserGap>
  /** The disagreements explained by code-point versus UTF-16 string lengths alone. */
  readonly utf16: readonly Disagreement[]
}

const SHOWN = 5

/**
 * Check 4's rule on one side of one target: every disagreement is explained by a gap declared
 * at its pointer, for its side and direction (a looser one also for its keyword), or by a loss
 * the target conversion reported at or above it. Anything else is a silent loss, named with
 * its direction, target, side, pointer and value.
 *
 * @param gaps - What the library declared for the case.
 * @param at - The side and target the disagreements were seen on.
 * @param disagreements - What the drift check found there.
 * @param targetLosses - Pointers of the `target` losses the conversion to `at.target` reported.
 * @param reference - The case's reference schema's verdict for this side, when it has one: a
 *   gap excuses only disagreements on which the emitted schema says what the reference says.
 * @returns The problems and the observed directions.
 */
export function gapVerdict(
  gaps: CaseGaps,
  at: SeenAt,
  disagreements: readonly Disagreement[],
  targetLosses: readonly string[] = [],
  reference?: ReferenceVerdict,
): GapVerdict {
  const counted = disagreements.filter((found) => !found.utf16Length)
  const utf16 = disagreements.filter((found) => found.utf16Length)
  const seen = new Set<LossyGap | LooserGap>()
  const silent: Disagreement[] = []
  for (const found of counted) {
    const gap = excusingGap(found, at, gaps, reference)
    if (gap !== undefined) seen.add(gap)
    else if (!underTargetLoss(found, targetLosses)) silent.push(found)
  }
  const problems: string[] = []
  if (silent.length > 0) {
    const declared = [gaps.lossy, gaps.looser].filter((gap) => gap !== undefined).map(showGap)
    problems.push(
      `silent loss on the ${at.side} side, target ${at.target}: the validator and the JSON Schema disagree on ${silent.length} value(s) that ${declared.length === 0 ? 'no declared gap explains' : `the declared gap (${declared.join('; ')}) does not explain`}:\n${listed(silent, at, reference)}`,
    )
  }
  return {
    problems,
    directions: directionsOf(counted),
    utf16Directions: directionsOf(utf16),
    seen,
    utf16,
  }
}

/**
 * Whether the adapter reports every declared loss, and declares every loss it reports: a loss
 * with the declared code on each declared side, at the declared pointer or a node above it,
 * refused by default with `UnrepresentableSchemaError`.
 *
 * @param gaps - What the library declared for the case.
 * @param reported - The losses the adapter reported on each side (draft 2020-12).
 * @param refused - The sides on which the default `toJsonSchema` refuses the loss.
 * @returns The problems, empty when all is declared and reported.
 */
export function lossProblems(
  gaps: CaseGaps,
  reported: Readonly<Record<Side, readonly Unrepresentable[]>>,
  refused: ReadonlySet<Side>,
): string[] {
  const problems: string[] = []
  const { lossy } = gaps
  for (const side of ['input', 'output'] as const) {
    const explains = (loss: Unrepresentable) =>
      lossy !== undefined &&
      onSide(lossy, side) &&
      loss.code === lossy.code &&
      isAtOrAbove(loss.path, lossy.pointer ?? '')
    for (const loss of reported[side]) {
      if (explains(loss)) continue
      problems.push(
        `undeclared loss: the adapter reports ${loss.code} at ${loss.path || '(root)'} on the ${side} side (${loss.message}); declare it: lossy: { <case>: { code: '${loss.code}', pointer: '${loss.path}', side: '${side}', reason: '…' } }`,
      )
    }
    if (lossy?.side === undefined || lossy.side === 'both' || lossy.side !== side) continue
    if (!reported[side].some(explains)) {
      problems.push(
        `silent loss: declared ${showGap(lossy)} (${lossy.reason}), but the adapter reports no ${lossy.code} loss there on the ${side} side: tag it with markUnrepresentable(node, '${lossy.code}', message), or return {} tagged so`,
      )
    }
  }
  if (lossy !== undefined && (lossy.side === undefined || lossy.side === 'both')) {
    const sides = (['input', 'output'] as const).filter((side) =>
      reported[side].some(
        (loss) => loss.code === lossy.code && isAtOrAbove(loss.path, lossy.pointer ?? ''),
      ),
    )
    if (sides.length === 0) {
      problems.push(
        `silent loss: declared ${showGap(lossy)} (${lossy.reason}), but the adapter reports no ${lossy.code} loss on either side: tag it with markUnrepresentable(node, '${lossy.code}', message), or return {} tagged so`,
      )
    }
  }
  for (const side of ['input', 'output'] as const) {
    if (reported[side].length > 0 && !refused.has(side)) {
      problems.push(
        `the adapter reports a loss on the ${side} side, but toJsonSchema does not refuse it`,
      )
    }
  }
  return problems
}

function isAtOrAbove(path: string, pointer: string): boolean {
  return path === pointer || pointer.startsWith(`${path}/`)
}

function underTargetLoss(found: Disagreement, targetLosses: readonly string[]): boolean {
  const pointers = [
    found.schemaPointer,
    ...found.ajvErrors.map((error) => error.schemaPointer),
    ...found.issuePointers,
  ]
  return targetLosses.some((loss) => pointers.every((pointer) => isAtOrAbove(loss, pointer)))
}

function listed(found: readonly Disagreement[], at: SeenAt, reference: ReferenceVerdict): string {
  return [
    ...found
      .slice(0, SHOWN)
      .map(
        (one) =>
          `  - ${at.side} side, ${at.target}: ${describeDisagreement(one)}${referenceNote(one, reference)}`,
      ),
    ...(found.length > SHOWN ? [`  - … and ${found.length - SHOWN} more`] : []),
  ].join('\n')
}

// Where the emitted schema and the case's reference disagree, the adapter changed the schema:
// say so, since a gap declared at the same node does not cover it.
function referenceNote(found: Disagreement, reference: ReferenceVerdict): string {
  if (reference === undefined) return ''
  const says = reference(found.value)
  if (says === found.jsonSchema) return ''
  return `; the case's reference schema ${says ? 'accepts' : 'rejects'} it, so the emitted schema ${says ? 'holds a constraint the case does not' : 'lost a constraint JSON Schema can state'}`
}

function directionsOf(found: readonly Disagreement[]): GapDirection[] {
  const seen = new Set(found.map((one) => one.direction))
  return (['looser', 'stricter'] as const).filter((direction) => seen.has(direction))
}
