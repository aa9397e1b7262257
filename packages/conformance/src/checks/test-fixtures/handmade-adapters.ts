import {
  type JsonSchemaAdapter,
  type JsonSchemaRequest,
  type StandardSchemaV1,
  withAdapter,
} from '@polytool/core'
import type { ConformanceCase } from '../../case'
import { caseContext, caseValues, warningsOf } from '../case-context'
import type { CaseGaps } from '../declared-gaps'
import { driftProblems } from '../drift-problems'
import { refusesLoss } from '../emit'
import { lossProblems } from '../gaps'
import { referenceProblems, type UnlikeReference } from '../reference-problems'
import { referenceReadings } from '../reference-readings'

// Handmade validators and adapters for the kit's own tests: adapters wrong on purpose, which
// the kit must fail, and right ones, which it must pass.

const VENDOR = 'handmade'
const SIDES = ['input', 'output'] as const

/** A Standard Schema validator from a predicate, with one issue at `path` when it refuses. */
export function validator(
  accepts: (value: unknown) => boolean,
  message: string,
  path: PropertyKey[] = [],
): StandardSchemaV1 {
  return {
    '~standard': {
      version: 1,
      vendor: VENDOR,
      validate: (value) => (accepts(value) ? { value } : { issues: [{ message, path }] }),
    },
  }
}

/** An adapter that emits what `schema` returns for each request, for the declared targets. */
export function adapterEmitting(
  schema: (request: JsonSchemaRequest) => object,
  targets: JsonSchemaAdapter['targets'] = ['draft-2020-12'],
): JsonSchemaAdapter {
  return { vendor: VENDOR, targets, toJsonSchema: (_, request) => schema(request) }
}

/**
 * Every problem the kit finds in a case: losses, drift on each side of each target, then each
 * side's keywords in each target against the case's reference, with the declared differences
 * and, for a library that strips unknown keys, its output objects closed, compared up to the
 * node limit given (`referenceNodeLimit`).
 */
export async function problemsOf(
  schema: StandardSchemaV1,
  adapter: JsonSchemaAdapter | undefined,
  kase: ConformanceCase,
  gaps: CaseGaps = {},
  declared: {
    unlike?: readonly UnlikeReference[]
    closedOutput?: boolean
    referenceNodeLimit?: number
  } = {},
) {
  const bound = adapter === undefined ? schema : withAdapter(schema, adapter)
  const context = caseContext(bound)
  const judged = await caseValues(bound, kase, context, { runs: 200, seed: 7 })
  const refused = new Set(
    SIDES.filter((side) => warningsOf(context[side]).length > 0 && refusesLoss(bound, side)),
  )
  const reported = { input: warningsOf(context.input), output: warningsOf(context.output) }
  const problems = lossProblems(gaps, reported, refused)
  const utf16 = new Set<string>()
  const targets = (adapter?.targets ?? []).filter((target) => target !== 'draft-2020-12')
  for (const target of ['draft-2020-12' as const, ...targets]) {
    for (const side of SIDES) {
      const found = await driftProblems(bound, context, judged, kase, { side, target }, gaps)
      problems.push(...found.problems)
      for (const direction of found.meta.utf16 ?? []) utf16.add(direction)
    }
  }
  problems.push(
    ...referenceProblems(
      referenceReadings(bound, context, kase, ['draft-2020-12', ...targets], declared.closedOutput),
      gaps,
      declared.unlike,
      declared.referenceNodeLimit,
    ),
  )
  return { problems, text: problems.join('\n'), utf16: [...utf16].sort() }
}
