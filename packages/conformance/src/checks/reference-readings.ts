import type { JsonSchemaTarget, StandardSchemaV1 } from '@polytool/core'
import type { ConformanceCase } from '../case'
import type { CaseContext } from './case-context'
import { closedObjects } from './closed-objects'
import type { Side } from './declared-gaps'
import { type Emitted, emit } from './emit'
import type { ReferenceReading } from './reference-problems'

/**
 * The case's reference for one side in one target: `outputReference` on the output side when
 * the case has one, else the input's when every output is also an input; none on the output
 * side of a case whose output is another type than its input (a transform) and has no
 * reference of its own. The input's is the case's `referenceIn` for the target, if it has one,
 * else `reference`. When the library drops unknown keys from its outputs, the output reference
 * has each object closed.
 *
 * @param kase - The logical case.
 * @param side - The side.
 * @param closedOutput - Whether the library's output objects hold no key but their own.
 * @param target - The target the schema is emitted for.
 * @returns The reference schema, or `undefined`.
 */
export function referenceFor(
  kase: ConformanceCase,
  side: Side,
  closedOutput = false,
  target: JsonSchemaTarget = 'draft-2020-12',
): object | undefined {
  const input = kase.referenceIn?.[target] ?? kase.reference
  if (side === 'input') return input
  const output = kase.outputReference ?? (kase.outputIsInput === false ? undefined : input)
  return closedOutput && output !== undefined ? (closedObjects(output) as object) : output
}

/**
 * Every emitted schema to read beside its side's reference: both sides, draft 2020-12 from the
 * case's context and each other target emitted anew. A side that could not be emitted is left
 * out: the meta-schema and drift checks already fail it.
 *
 * @param schema - The case's schema, bound to the adapter.
 * @param context - Its draft 2020-12 emissions.
 * @param kase - The logical case.
 * @param targets - The targets the adapter declares, draft 2020-12 first.
 * @param closedOutput - Whether the library's output objects hold no key but their own.
 * @returns The readings, in the order of targets then sides.
 */
export function referenceReadings(
  schema: StandardSchemaV1,
  context: CaseContext,
  kase: ConformanceCase,
  targets: readonly JsonSchemaTarget[],
  closedOutput = false,
): ReferenceReading[] {
  const readings: ReferenceReading[] = []
  for (const target of targets) {
    for (const side of ['input', 'output'] as const) {
      const reference = referenceFor(kase, side, closedOutput, target)
      if (reference === undefined) continue
      const emitted: Emitted =
        target === 'draft-2020-12' ? context[side] : emit(schema, side, target)
      if ('error' in emitted) continue
      readings.push({ side, target, reference, emitted: emitted.schema })
    }
  }
  return readings
}
