import type { JsonSchemaTarget, StandardSchemaV1 } from '@polytool/core'
import { compileJudge, createDraft07Validator, createUtf16Validator, createValidator } from '../ajv'
import type { ConformanceCase } from '../case'
import type { Side } from './declared-gaps'
import { type CompiledSide, driftValues, type JudgedValue, judgeAll } from './drift'
import { type Emitted, emit } from './emit'
import { draft07ForAjv } from './openapi-for-ajv'
import { schemaValues } from './schema-values'

/** One case's emitted input and output JSON Schemas (draft 2020-12), compiled by Ajv. */
export interface CaseContext {
  readonly input: Emitted
  readonly output: Emitted
  readonly inputSide: CompiledSide
  readonly outputSide: CompiledSide
}

const ajv = createValidator()
const utf16Ajv = createUtf16Validator()
const draft07 = createDraft07Validator()
const utf16Draft07 = createDraft07Validator(true)

/** The shared Ajv (draft 2020-12, formats, exact `multipleOf`). */
export function kitValidator() {
  return ajv
}

/** Emits and compiles both sides of a schema (bound to its adapter, if any), in draft 2020-12. */
export function caseContext(schema: StandardSchemaV1): CaseContext {
  const input = emit(schema, 'input')
  const output = emit(schema, 'output')
  return {
    input,
    output,
    inputSide: compiled(input, 'draft-2020-12'),
    outputSide: compiled(output, 'draft-2020-12'),
  }
}

/** How many generated values, and from which seed. */
export interface DriftRun {
  readonly runs: number
  readonly seed: number
}

/**
 * The values the drift check runs on, with the library's verdict on each: the case's samples,
 * adversarial and generated values, and values built from both emitted schemas.
 */
export function caseValues(
  schema: StandardSchemaV1,
  kase: ConformanceCase,
  context: CaseContext,
  run: DriftRun,
): Promise<JudgedValue[]> {
  const values = driftValues(kase, run.runs, run.seed, context.inputSide.schema)
  return judgeAll(schema, [...values, ...schemaValues(context.outputSide.schema)])
}

/** One side of one target, emitted and compiled for Ajv. */
export interface TargetSide {
  readonly emitted: Emitted
  readonly compiled: CompiledSide
}

/** Emits and compiles one side in one target: `openapi-3.0` is judged as OpenAPI means it. */
export function targetSide(
  schema: StandardSchemaV1,
  side: Side,
  target: JsonSchemaTarget,
): TargetSide {
  const emitted = emit(schema, side, target)
  return { emitted, compiled: compiled(emitted, target) }
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

function compiled(emitted: Emitted, target: JsonSchemaTarget): CompiledSide {
  const schema = emittedSchema(emitted)
  if (target === 'draft-2020-12') {
    return { schema, judge: compileJudge(ajv, schema), utf16Judge: compileJudge(utf16Ajv, schema) }
  }
  // Ajv applies the keywords beside a `$ref` in draft-07 too; the targets ignore them.
  const judged = draft07ForAjv(schema, target) as object
  return {
    schema: judged,
    judge: compileJudge(draft07, judged),
    utf16Judge: compileJudge(utf16Draft07, judged),
  }
}
