import type { JsonSchemaTarget } from '@polytool/core'
import type * as fc from 'fast-check'

/** Where an issue is: object keys and array indexes from the root, as core normalises them. */
export type IssuePath = readonly (string | number)[]

/** A value the schema accepts, and what it turns it into when that differs. */
export interface ValidSample {
  /** The value to accept. */
  readonly value: unknown
  /** The validated output, when the schema changes the value (defaults, transforms, stripping). */
  readonly output?: unknown
  /** Whether the validated output is compared with an expected one. */
  readonly hasOutput: boolean
}

/** A value the schema rejects, and the distinct issue paths every library must report. */
export interface InvalidSample {
  /** The value to refuse. */
  readonly value: unknown
  /** The paths of the issues the refusal must report. */
  readonly paths: readonly IssuePath[]
}

/** A keyword the emitted input JSON Schema must carry, at a JSON pointer. */
export interface ExpectedKeyword {
  /** The JSON pointer of the keyword in the emitted JSON Schema. */
  readonly pointer: string
  /** The keyword expected there. */
  readonly keyword: string
  /** The keyword's expected value. */
  readonly value: unknown
}

/** One logical schema case, the same for every library. */
export interface ConformanceCase {
  /** What the schema is, in words (the fixture must build exactly this). */
  readonly title: string
  /** Values the schema must accept. */
  readonly valid: readonly ValidSample[]
  /** Values the schema must refuse, each with the issue paths expected. */
  readonly invalid: readonly InvalidSample[]
  /** JSON values near the case's shape, valid or not, for the drift check. */
  readonly arbitrary: fc.Arbitrary<unknown>
  /**
   * Whether every output is also a valid input (`true` unless a transform changes the type):
   * then a value the output JSON Schema admits must be one the validator accepts.
   */
  readonly outputIsInput?: boolean
  /** Keywords the emitted input JSON Schema must carry (annotations, defaults, closed objects). */
  readonly keywords?: readonly ExpectedKeyword[]
  /**
   * The case as JSON Schema (draft 2020-12) states it, as far as JSON Schema can: what every
   * library's emitted schema should mean. A declared gap excuses a disagreement only where the
   * emitted schema gives this schema's verdict, so a gap declared for one keyword cannot hide
   * another keyword lost or added at the same node. Absent where JSON cannot carry the values.
   */
  readonly reference?: object
  /**
   * The case's output as JSON Schema (draft 2020-12) states it, where it differs from
   * `reference` (a default filled in makes its key required). Without it, the output side is
   * read beside `reference` when every output is an input, and beside nothing otherwise.
   */
  readonly outputReference?: object
  /**
   * The case as a target that cannot state all of `reference` states it at most (OpenAPI 3.0
   * has no tuples), on both sides: a faithful emission for that target says this, and reports
   * what it lost. Without an entry, a target is read beside `reference`.
   */
  readonly referenceIn?: { readonly [T in JsonSchemaTarget]?: object }
  /**
   * What `reference` cannot state, in words (e.g. a check across two fields): the case's invalid
   * samples that break only this are the ones `reference` accepts.
   */
  readonly referenceLeavesOut?: string
}

/**
 * A valid sample; pass `output` when the validated value differs from the input.
 *
 * @param value - the valid value
 * @param output - the validated value, when it differs from `value` (defaults, transforms)
 * @returns the sample, for a fixture's `samples`
 *
 * @example
 * import { ok } from '@polytool/conformance'
 *
 * ok({}, { units: 'metric' })
 */
export function ok(value: unknown, ...output: [] | [unknown]): ValidSample {
  return output.length === 0
    ? { value, hasOutput: false }
    : { value, output: output[0], hasOutput: true }
}

/**
 * An invalid sample and the issue paths expected for it (`[]` is the root).
 *
 * @param value - the invalid value
 * @param paths - the issue paths the validator must report for it
 * @returns the sample, for a fixture's `samples`
 *
 * @example
 * import { bad } from '@polytool/conformance'
 *
 * bad({ user: {} }, ['user', 'name'])
 */
export function bad(value: unknown, ...paths: IssuePath[]): InvalidSample {
  return { value, paths }
}
