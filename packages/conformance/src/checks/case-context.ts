import type { StandardSchemaV1 } from '@polytool/core'
import { compileJudge, createUtf16Validator, createValidator } from '../ajv'
import type { ConformanceCase } from '../case'
import { type CompiledSide, driftValues, inputDrift } from './drift'
import { type Emitted, emit, refusesLoss } from './emit'
import { type GapDeclaration, type GapVerdict, gapVerdict } from './gaps'

/** One case's emitted input and output JSON Schemas, compiled by Ajv. */
export interface CaseContext {
  readonly input: Emitted
  readonly output: Emitted
  readonly inputSide: CompiledSide
  readonly outputSide: CompiledSide
}

const ajv = createValidator()
const utf16Ajv = createUtf16Validator()

/** The shared Ajv (draft 2020-12, formats, exact `multipleOf`). */
export function kitValidator() {
  return ajv
}

/** Emits and compiles both sides of a schema (bound to its adapter, if any). */
export function caseContext(schema: StandardSchemaV1): CaseContext {
  const input = emit(schema, 'input')
  const output = emit(schema, 'output')
  return { input, output, inputSide: compiled(input), outputSide: compiled(output) }
}

/** How many generated values, and from which seed. */
export interface DriftRun {
  readonly runs: number
  readonly seed: number
}

/**
 * Runs check 4 on one case: the drift over samples, adversarial, schema-built and generated
 * values, judged against what the adapter reported and what the library declared.
 */
export async function caseGapVerdict(
  schema: StandardSchemaV1,
  kase: ConformanceCase,
  context: CaseContext,
  declared: GapDeclaration,
  run: DriftRun,
): Promise<GapVerdict & { accepted: number; rejected: number }> {
  const values = driftValues(kase, run.runs, run.seed, context.inputSide.schema)
  const drift = await inputDrift(schema, context.inputSide, values)
  const refused = (['input', 'output'] as const).every(
    (io) => warningsOf(context[io]).length === 0 || refusesLoss(schema, io),
  )
  const verdict = gapVerdict(declared, {
    reported: [...warningsOf(context.input), ...warningsOf(context.output)],
    refused,
    disagreements: drift.disagreements,
  })
  return { ...verdict, accepted: drift.accepted, rejected: drift.rejected }
}

/** The emitted schema, or a failure naming why none was emitted. */
export function emittedSchema(emitted: Emitted): object {
  if ('error' in emitted) throw new Error(`no JSON Schema was emitted: ${emitted.error}`)
  return emitted.schema
}

/** The losses the adapter reported for one side. */
export function warningsOf(emitted: Emitted) {
  return 'error' in emitted ? [] : emitted.warnings
}

function compiled(emitted: Emitted): CompiledSide {
  const schema = emittedSchema(emitted)
  return {
    schema,
    judge: compileJudge(ajv, schema),
    utf16Judge: compileJudge(utf16Ajv, schema),
  }
}
