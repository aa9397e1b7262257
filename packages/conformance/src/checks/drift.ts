import type { StandardSchemaV1 } from '@polytool/core'
import * as fc from 'fast-check'
import type { AjvError, AjvJudge } from '../ajv'
import type { ConformanceCase, IssuePath } from '../case'
import { adversarialValues } from './adversarial'
import { copyOf, show } from './same-value'
import { schemaValues } from './schema-values'
import { type LibraryVerdict, libraryVerdict, showPath } from './verdicts'

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
  /** JSON pointer of the schema node each library issue's path leads to. */
  readonly issuePointers: readonly string[]
  /** On the output side, the input the library turned into `value`. */
  readonly from?: unknown
  /**
   * On the output side, for a value the output schema admits and the validator never outputs:
   * what the validator turns it into.
   */
  readonly neverOutput?: unknown
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

/** A value and the library's verdict on it, computed once and judged on every side and target. */
export interface JudgedValue {
  readonly value: unknown
  readonly verdict: LibraryVerdict
}

/** The library's verdict on each value, in order. */
export async function judgeAll(
  schema: StandardSchemaV1,
  values: readonly unknown[],
): Promise<JudgedValue[]> {
  const judged: JudgedValue[] = []
  for (const value of values) judged.push({ value, verdict: await libraryVerdict(schema, value) })
  return judged
}

/**
 * Check 4 on one side of one target. Input: the library and the input JSON Schema give the same
 * verdict on every value. Output: what the library produces fits the output JSON Schema, and
 * every value the output JSON Schema admits is one the library accepts (an output schema that
 * admits what the validator refuses has lost a constraint), unless the case's outputs are not
 * inputs (`outputIsInput: false`).
 */
export function sideDisagreements(
  side: 'input' | 'output',
  compiled: CompiledSide,
  judged: readonly JudgedValue[],
  outputIsInput = true,
): Disagreement[] {
  const found: Disagreement[] = []
  for (const { value, verdict } of judged) {
    // A transform's outputs are not inputs: only what it produces can be judged.
    if (side === 'output' && !verdict.ok && !outputIsInput) continue
    if (side === 'output' && verdict.ok) {
      const ajv = compiled.judge(copyOf(verdict.value))
      if (ajv.ok) continue
      const utf16 = compiled.utf16Judge?.(copyOf(verdict.value)).ok === true
      found.push(disagreement(compiled, verdict.value, verdict, ajv, utf16, value))
      continue
    }
    const ajv = compiled.judge(copyOf(value))
    if (verdict.ok === ajv.ok) continue
    const utf16 = compiled.utf16Judge?.(copyOf(value)).ok === verdict.ok
    found.push(disagreement(compiled, value, verdict, ajv, utf16))
  }
  return found
}

function disagreement(
  compiled: CompiledSide,
  value: unknown,
  verdict: LibraryVerdict,
  ajv: ReturnType<AjvJudge>,
  utf16Length: boolean,
  ...from: [] | [unknown]
): Disagreement {
  const libraryIssues = verdict.ok ? [] : verdict.issues
  const issuePointers = libraryIssues.map((issue) => pointerOfPath(compiled.schema, issue.path))
  return {
    value,
    library: verdict.ok,
    jsonSchema: ajv.ok,
    direction: verdict.ok ? 'looser' : 'stricter',
    schemaPointer: ajv.errors[0]?.schemaPointer ?? issuePointers[0] ?? '',
    ajvErrors: ajv.errors,
    libraryIssues,
    issuePointers,
    utf16Length,
    ...(from.length === 0 ? {} : { from: from[0] }),
  }
}

/** Check 4 (input): the library and the emitted input JSON Schema give the same verdict. */
export async function inputDrift(
  schema: StandardSchemaV1,
  side: CompiledSide,
  values: readonly unknown[],
): Promise<{ disagreements: Disagreement[]; accepted: number; rejected: number }> {
  const judged = await judgeAll(schema, values)
  const accepted = judged.filter((one) => one.verdict.ok).length
  return {
    disagreements: sideDisagreements('input', side, judged),
    accepted,
    rejected: values.length - accepted,
  }
}

/**
 * A disagreement, for failure messages: its direction, the schema node's JSON pointer, Ajv's
 * error, the library's issue message, and the value.
 */
export function describeDisagreement(found: Disagreement): string {
  if ('neverOutput' in found) {
    return `validator stricter than schema (the output schema admits a value the validator never outputs) at schema node ${found.schemaPointer || '(root)'}: value ${shortShow(found.value)}, which the library turns into ${shortShow(found.neverOutput)}; Ajv accepts`
  }
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
  const value =
    'from' in found
      ? `value ${shortShow(found.value)} (what the library makes of ${shortShow(found.from)})`
      : `value ${shortShow(found.value)}`
  return `${gap} at schema node ${found.schemaPointer || '(root)'}: ${value}; Ajv ${ajv}; the library ${library}`
}

function showAjvError(error: AjvError): string {
  return `${error.instancePath || '(root)'} ${error.message} [${error.schemaPointer || '#'}/${error.keyword}]`
}

const MAX_SHOWN = 120

/** A value for a failure message: as JSON, cut after 120 characters with its length told. */
export function shortShow(value: unknown): string {
  const text = show(value)
  return text.length <= MAX_SHOWN ? text : `${text.slice(0, MAX_SHOWN)}… (${text.length} chars)`
}

/**
 * Where in the schema a value's path points: through properties, items, tuples, the first
 * pattern property whose pattern a key matches, and `additionalProperties` for a key that
 * neither a property nor a pattern takes.
 */
export function pointerOfPath(schema: object, path: IssuePath): string {
  let node: unknown = schema
  let pointer = ''
  for (const raw of path) {
    if (typeof node !== 'object' || node === null) break
    // Some libraries (Yup) give array indexes as strings: "0" leads into an array's items too.
    const segment =
      typeof raw === 'string' && /^(0|[1-9]\d*)$/.test(raw) && !hasProperty(node, raw)
        ? Number(raw)
        : raw
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
    } else {
      const pattern = patternFor(current, String(segment))
      if (pattern !== undefined) {
        pointer += `/patternProperties/${pattern.replaceAll('~', '~0').replaceAll('/', '~1')}`
        node = (current.patternProperties as Record<string, unknown>)[pattern]
      } else if (typeof current.additionalProperties === 'object') {
        pointer += '/additionalProperties'
        node = current.additionalProperties
      } else break
    }
  }
  return pointer
}

// The first of a node's `patternProperties` whose pattern the key matches, as Ajv matches it
// (searched for, with the `u` flag); a pattern that does not compile matches nothing.
function patternFor(node: Record<string, unknown>, key: string): string | undefined {
  const patterned = node.patternProperties
  if (typeof patterned !== 'object' || patterned === null) return undefined
  return Object.keys(patterned).find((pattern) => {
    try {
      return new RegExp(pattern, 'u').test(key)
    } catch {
      return false
    }
  })
}

function hasProperty(node: object, key: string): boolean {
  const properties = (node as { properties?: unknown }).properties
  return typeof properties === 'object' && properties !== null && Object.hasOwn(properties, key)
}
