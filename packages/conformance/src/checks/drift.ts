import type { StandardSchemaV1 } from '@polytool/core'
import * as fc from 'fast-check'
import type { AjvError, AjvJudge } from '../ajv'
import type { ConformanceCase, IssuePath } from '../case'
import { adversarialValues } from './adversarial'
import { copyOf, show } from './same-value'
import { schemaValues } from './schema-values'
import { libraryVerdict, showPath } from './verdicts'

/**
 * Which way a gap goes. `looser`: the validator accepts a value the JSON Schema rejects, which
 * is harmless to a model (it is told less than the tool accepts). `stricter`: the validator
 * rejects a value the JSON Schema accepts, so a model that follows the schema gets an error and
 * retries.
 */
export type GapDirection = 'looser' | 'stricter'

/** The emitted JSON Schema of one side, compiled: Ajv's judge, and the UTF-16-length one. */
export interface CompiledSide {
  readonly schema: object
  readonly judge: AjvJudge
  /** The same schema with string lengths in UTF-16 units, as JavaScript counts them. */
  readonly utf16Judge?: AjvJudge
}

/** A value on which the library and the JSON Schema validator disagree, and why each said so. */
export interface Disagreement {
  readonly value: unknown
  readonly library: boolean
  readonly jsonSchema: boolean
  readonly direction: GapDirection
  /** JSON pointer of the schema node at fault: Ajv's failing node, or where the library's issue is. */
  readonly schemaPointer: string
  readonly ajvErrors: readonly AjvError[]
  readonly libraryIssues: readonly { readonly path: IssuePath; readonly message: string }[]
  /**
   * Whether only string lengths explain it: JSON Schema counts code points, JavaScript
   * libraries count UTF-16 units, so a non-BMP character counts once for one and twice for the other.
   */
  readonly utf16Length: boolean
}

/**
 * The values a drift check runs on: the case's samples, its adversarial values (every JSON
 * type, extreme numbers, long and non-BMP strings, missing and extra keys), values built from
 * the emitted JSON Schema when given, then `runs` generated ones.
 */
export function driftValues(
  kase: ConformanceCase,
  runs: number,
  seed: number,
  emitted?: object,
): unknown[] {
  const samples = [
    ...kase.valid.map((sample) => sample.value),
    ...kase.invalid.map((sample) => sample.value),
  ]
  return [
    ...samples,
    ...adversarialValues(kase),
    ...(emitted === undefined ? [] : schemaValues(emitted)),
    ...fc.sample(kase.arbitrary, { numRuns: runs, seed }),
  ]
}

/** Check 4 (input): the library and the emitted input JSON Schema give the same verdict. */
export async function inputDrift(
  schema: StandardSchemaV1,
  side: CompiledSide,
  values: readonly unknown[],
): Promise<{ disagreements: Disagreement[]; accepted: number; rejected: number }> {
  const disagreements: Disagreement[] = []
  let accepted = 0
  for (const value of values) {
    const verdict = await libraryVerdict(schema, value)
    if (verdict.ok) accepted++
    const ajv = side.judge(copyOf(value))
    if (verdict.ok === ajv.ok) continue
    const libraryIssues = verdict.ok ? [] : verdict.issues
    const schemaPointer =
      ajv.errors[0]?.schemaPointer ?? pointerOfPath(side.schema, libraryIssues[0]?.path ?? [])
    disagreements.push({
      value,
      library: verdict.ok,
      jsonSchema: ajv.ok,
      direction: verdict.ok ? 'looser' : 'stricter',
      schemaPointer,
      ajvErrors: ajv.errors,
      libraryIssues,
      utf16Length: side.utf16Judge?.(copyOf(value)).ok === verdict.ok,
    })
  }
  return { disagreements, accepted, rejected: values.length - accepted }
}

/** Check 4 (output): what the library produces from valid values fits the output JSON Schema. */
export async function outputDrift(
  schema: StandardSchemaV1,
  judge: AjvJudge,
  values: readonly unknown[],
): Promise<string[]> {
  const problems: string[] = []
  for (const value of values) {
    const verdict = await libraryVerdict(schema, value)
    if (!verdict.ok) continue
    const ajv = judge(copyOf(verdict.value))
    if (!ajv.ok) {
      problems.push(
        `${show(value)} validated to ${show(verdict.value)}, which the output JSON Schema rejects: ${ajv.errors.map(showAjvError).join('; ')}`,
      )
    }
  }
  return problems
}

/**
 * A disagreement, for failure messages: its direction, the schema node's JSON pointer, Ajv's
 * error, the library's issue message, and the value.
 */
export function describeDisagreement(found: Disagreement): string {
  const gap =
    found.direction === 'stricter'
      ? 'validator stricter than schema (a model following the schema gets an error)'
      : 'validator looser than schema'
  const ajv = found.jsonSchema
    ? 'accepts'
    : `rejects (${found.ajvErrors.map(showAjvError).join('; ')})`
  const library = found.library
    ? 'accepts'
    : `rejects (${found.libraryIssues.map((issue) => `${showPath(issue.path)}: ${JSON.stringify(issue.message)}`).join('; ')})`
  return `${gap} at schema node ${found.schemaPointer || '(root)'}: value ${shortShow(found.value)}; Ajv ${ajv}; the library ${library}`
}

function showAjvError(error: AjvError): string {
  return `${error.instancePath || '(root)'} ${error.message} [${error.schemaPointer || '#'}/${error.keyword}]`
}

const MAX_SHOWN = 120

function shortShow(value: unknown): string {
  const text = show(value)
  return text.length <= MAX_SHOWN ? text : `${text.slice(0, MAX_SHOWN)}… (${text.length} chars)`
}

// Where in the schema the library's issue path points: through properties, items and tuples.
function pointerOfPath(schema: object, path: IssuePath): string {
  let node: unknown = schema
  let pointer = ''
  for (const segment of path) {
    if (typeof node !== 'object' || node === null) break
    const current = node as Record<string, unknown>
    const properties = current.properties as Record<string, unknown> | undefined
    const prefix = current.prefixItems as unknown[] | undefined
    if (typeof segment === 'string' && properties && Object.hasOwn(properties, segment)) {
      pointer += `/properties/${segment.replaceAll('~', '~0').replaceAll('/', '~1')}`
      node = properties[segment]
    } else if (typeof segment === 'number' && prefix && segment < prefix.length) {
      pointer += `/prefixItems/${segment}`
      node = prefix[segment]
    } else if (typeof segment === 'number' && current.items !== undefined) {
      pointer += '/items'
      node = current.items
    } else if (typeof current.additionalProperties === 'object') {
      pointer += '/additionalProperties'
      node = current.additionalProperties
    } else break
  }
  return pointer
}
