import type { UnrepresentableCode } from '@polytool/core'
import type { Disagreement, GapDirection } from './drift'

/** One side of a schema: what the model sends (`input`), or what validation gives (`output`). */
export type Side = 'input' | 'output'

/** Where a declared gap is; nothing outside it is excused. */
interface GapPlace {
  /** Why the gap exists, shown in the matrix. */
  readonly reason: string
  /**
   * JSON pointer of the schema node where the disagreements show (`''`, the default, is the
   * root): where Ajv's failing keyword is, or where the library's issue path leads.
   */
  readonly pointer?: string
  /** The side the gap is on; both by default. */
  readonly side?: Side | 'both'
}

/**
 * A case whose JSON Schema cannot say what the validator checks. The adapter must report the
 * loss itself (`markUnrepresentable` with this `code`, at `pointer` or a node above it), and
 * only disagreements at `pointer`, on `side`, in `direction` are excused, and of those only the
 * ones on which the emitted schema says what the case's reference schema says: the rest of the
 * node is still judged.
 */
export interface LossyGap extends GapPlace {
  /** The code the adapter reports the loss with. */
  readonly code: UnrepresentableCode
  /** The direction of the disagreements the loss explains; both by default. */
  readonly direction?: GapDirection | 'both'
  /**
   * The adapter can state nothing of the node at `pointer` (e.g. a schema built per value): it
   * emits no assertion there, only annotations, and the case's reference schema is not
   * consulted for disagreements at that node. The kit checks that the node asserts nothing.
   */
  readonly wholeNode?: boolean
}

/**
 * A case whose validator accepts more than its JSON Schema says: only values that fail
 * `keyword` at `pointer`, and nothing else, may be accepted by the validator.
 */
export interface LooserGap extends GapPlace {
  /** The keyword of the emitted schema that the validator is looser than, e.g. `format`. */
  readonly keyword: string
}

/** Every gap declared for one case. */
export interface CaseGaps {
  readonly lossy?: LossyGap
  readonly looser?: LooserGap
}

/** Where one disagreement was seen. */
export interface SeenAt {
  readonly side: Side
  readonly target: string
}

/**
 * The case's reference schema's verdict on a value of one side (see `ConformanceCase.reference`),
 * or `undefined` where the case has none for that side.
 */
export type ReferenceVerdict = ((value: unknown) => boolean) | undefined

/**
 * The pointers a disagreement is at: each failing Ajv keyword's node when the validator is
 * looser, each library issue's node when it is stricter.
 */
export function pointersOf(found: Disagreement): readonly string[] {
  const pointers =
    found.direction === 'looser'
      ? found.ajvErrors.map((error) => error.schemaPointer)
      : found.issuePointers
  return pointers.length > 0 ? pointers : [found.schemaPointer]
}

/**
 * The declared gap that explains a disagreement, or `undefined` when none does. A gap explains
 * a disagreement at its place (pointer, side, direction, and keyword for a looser one) on which
 * the emitted schema gives the reference schema's verdict: the gap is then between the library
 * and JSON Schema itself. Where the emitted schema and the reference differ, the adapter lost or
 * added something else at that node, which no declaration for one keyword covers.
 *
 * @param found - The disagreement between the library and the emitted schema.
 * @param at - The side and target it was seen on.
 * @param gaps - What the library declared for the case.
 * @param reference - The reference schema's verdict, when the case has one for this side.
 * @returns The gap that explains it, if any.
 */
export function excusingGap(
  found: Disagreement,
  at: SeenAt,
  gaps: CaseGaps,
  reference?: ReferenceVerdict,
): LossyGap | LooserGap | undefined {
  const gap = gapAtPlace(found, at, gaps)
  if (gap === undefined) return undefined
  if (gap === gaps.lossy && gaps.lossy.wholeNode === true) return gap
  return reference === undefined || reference(found.value) === found.jsonSchema ? gap : undefined
}

function gapAtPlace(
  found: Disagreement,
  at: SeenAt,
  gaps: CaseGaps,
): LossyGap | LooserGap | undefined {
  const { lossy, looser } = gaps
  if (lossy && onSide(lossy, at.side) && inDirection(lossy, found.direction)) {
    const pointer = lossy.pointer ?? ''
    if (pointersOf(found).every((at) => at === pointer)) return lossy
  }
  if (looser && onSide(looser, at.side) && found.direction === 'looser') {
    const pointer = looser.pointer ?? ''
    const errors = found.ajvErrors
    if (
      errors.length > 0 &&
      errors.every((error) => error.schemaPointer === pointer && error.keyword === looser.keyword)
    ) {
      return looser
    }
  }
  return undefined
}

/** Whether a gap is declared for a side. */
export function onSide(gap: LossyGap | LooserGap, side: Side): boolean {
  return gap.side === undefined || gap.side === 'both' || gap.side === side
}

function inDirection(gap: LossyGap, direction: GapDirection): boolean {
  return gap.direction === undefined || gap.direction === 'both' || gap.direction === direction
}

/** A gap as a failure message names it. */
export function showGap(gap: LossyGap | LooserGap): string {
  const what = 'code' in gap ? `lossy ${gap.code}` : `looser ${gap.keyword}`
  return `${what} at ${gap.pointer || '(root)'} (${gap.side ?? 'both'} side${gap.side === undefined || gap.side === 'both' ? 's' : ''})`
}
