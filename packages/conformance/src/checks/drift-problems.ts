import type { JsonSchemaTarget, StandardSchemaV1 } from '@polytool/core'
import { compileJudge } from '../ajv'
import type { ConformanceCase } from '../case'
import type { ConformanceMeta } from '../meta'
import { type CaseContext, kitValidator, targetSide, warningsOf } from './case-context'
import type { CaseGaps, ReferenceVerdict, Side } from './declared-gaps'
import { dialectProblems } from './dialect'
import { type JudgedValue, sideDisagreements } from './drift'
import { atPointer } from './emit'
import { gapVerdict } from './gaps'
import { neverOutputDisagreements } from './never-output'
import { runTimeWarningProblems } from './run-time-warnings'

/** What the drift check found on one side of one target. */
export interface DriftFound {
  readonly problems: string[]
  readonly meta: Pick<ConformanceMeta, 'directions' | 'utf16'>
}

/**
 * Check 4 on one side of one target: the drift between the library and the emitted JSON
 * Schema, judged against the declared gaps and the losses only that target reports.
 *
 * @param schema - The case's schema, bound to the adapter.
 * @param context - Its draft 2020-12 emissions.
 * @param judged - The values and the library's verdicts on them.
 * @param kase - The logical case.
 * @param at - The side and target to check.
 * @param gaps - What the library declared for the case.
 * @returns The problems (each naming direction, target, side, pointer and value) and what was seen.
 */
export async function driftProblems(
  schema: StandardSchemaV1,
  context: CaseContext,
  judged: readonly JudgedValue[],
  kase: ConformanceCase,
  at: { readonly side: Side; readonly target: JsonSchemaTarget },
  gaps: CaseGaps,
): Promise<DriftFound> {
  const { side, target } = at
  const native = target === 'draft-2020-12'
  const emitted = native
    ? { emitted: context[side], compiled: context[`${side}Side`] }
    : targetSide(schema, side, target)
  // A loss only this target has (what the dialect cannot say) is reported, and refused by
  // default, like every loss; a loss draft 2020-12 has too is judged by the declarations.
  const nativeLosses = new Set(warningsOf(context[side]).map(lossKey))
  const targetLosses = native
    ? []
    : warningsOf(emitted.emitted)
        .filter((loss) => !nativeLosses.has(lossKey(loss)))
        .map((loss) => loss.path)
  const disagreements = sideDisagreements(side, emitted.compiled, judged, kase.outputIsInput)
  // Outputs that are inputs can be validated again: the output schema must not admit what the
  // validator never gives back.
  if (side === 'output' && kase.outputIsInput !== false) {
    disagreements.push(...(await neverOutputDisagreements(schema, emitted.compiled, judged)))
  }
  const reference =
    side === 'output' && kase.outputIsInput === false ? undefined : referenceOf(kase)
  const verdict = gapVerdict(gaps, { side, target }, disagreements, targetLosses, reference)
  const problems = [...verdict.problems]
  if (!native && !('error' in emitted.emitted)) {
    problems.push(
      ...dialectProblems(emitted.emitted.schema, target).map(
        (line) => `${side} side, ${target}: ${line}`,
      ),
    )
  }
  if (native) {
    problems.push(...wholeNodeProblems(gaps, emitted.compiled.schema, side))
    const { looser } = gaps
    const checkedOn = looser?.side === 'output' ? 'output' : 'input'
    if (looser && side === checkedOn && !verdict.seen.has(looser)) {
      problems.push(
        `declared looser (${looser.reason}) for ${looser.keyword} at ${looser.pointer || '(root)'}, but no value on the ${side} side shows it: remove the declaration, or fix its keyword and pointer`,
      )
    }
    const seenLooser = looser !== undefined && verdict.seen.has(looser) ? looser : undefined
    const parts = 'error' in emitted.emitted ? [] : (emitted.emitted.inexact ?? [])
    problems.push(...runTimeWarningProblems(side, parts, seenLooser, verdict.utf16))
    if (side === 'input' && gaps.lossy === undefined && gaps.looser === undefined) {
      const accepted = judged.filter((one) => one.verdict.ok).length
      if (accepted === 0) problems.push('the library accepts none of the values')
      if (accepted === judged.length) problems.push('the library rejects none of the values')
    }
  }
  return {
    problems,
    meta: {
      ...(verdict.directions.length > 0 ? { directions: verdict.directions } : {}),
      ...(verdict.utf16Directions.length > 0 ? { utf16: verdict.utf16Directions } : {}),
    },
  }
}

const references = new WeakMap<ConformanceCase, (value: unknown) => boolean>()

function referenceOf(kase: ConformanceCase): ReferenceVerdict {
  if (kase.reference === undefined) return undefined
  let verdict = references.get(kase)
  if (verdict === undefined) {
    const judge = compileJudge(kitValidator(), kase.reference)
    verdict = (value) => judge(value).ok
    references.set(kase, verdict)
  }
  return verdict
}

// Keywords that say something about a node without constraining its values.
const ANNOTATIONS = new Set([
  'title',
  'description',
  'default',
  'examples',
  '$comment',
  'deprecated',
  'readOnly',
  'writeOnly',
])

// A lossy gap declared for a whole node excuses everything there: the node must then assert
// nothing, or the declaration would hide what the adapter did state and lost.
function wholeNodeProblems(gaps: CaseGaps, schema: object, side: Side): string[] {
  const { lossy } = gaps
  if (
    lossy?.wholeNode !== true ||
    (lossy.side !== undefined && lossy.side !== 'both' && lossy.side !== side)
  )
    return []
  const pointer = lossy.pointer ?? ''
  const node = atPointer(schema, pointer)
  if (typeof node !== 'object' || node === null) {
    return [
      `declared lossy ${lossy.code} for the whole node at ${pointer || '(root)'}, but the ${side} side's schema has no node there`,
    ]
  }
  const asserted = Object.keys(node).filter((key) => !ANNOTATIONS.has(key) && !key.startsWith('x-'))
  if (asserted.length === 0) return []
  return [
    `declared lossy ${lossy.code} for the whole node at ${pointer || '(root)'}, but the ${side} side's schema asserts ${asserted.join(', ')} there: declare the gap without wholeNode, so the case's reference schema judges what the node states`,
  ]
}

function lossKey(loss: { readonly code: string; readonly path: string }): string {
  return `${loss.code} ${loss.path}`
}
