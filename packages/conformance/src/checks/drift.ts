import type { StandardSchemaV1 } from '@polytool/core'
import * as fc from 'fast-check'
import type { ConformanceCase } from '../case'
import { copyOf, show } from './same-value'
import { libraryVerdict } from './verdicts'

/** A value on which the library and the JSON Schema validator disagree. */
export interface Disagreement {
  readonly value: unknown
  readonly library: boolean
  readonly jsonSchema: boolean
}

/** The values a drift check runs on: the case's samples, then `runs` generated ones. */
export function driftValues(kase: ConformanceCase, runs: number, seed: number): unknown[] {
  const samples = [
    ...kase.valid.map((sample) => sample.value),
    ...kase.invalid.map((sample) => sample.value),
  ]
  return [...samples, ...fc.sample(kase.arbitrary, { numRuns: runs, seed })]
}

/** Check 4 (input): the library and the emitted input JSON Schema give the same verdict. */
export async function inputDrift(
  schema: StandardSchemaV1,
  acceptsJson: (value: unknown) => boolean,
  values: readonly unknown[],
): Promise<{ disagreements: Disagreement[]; accepted: number; rejected: number }> {
  const disagreements: Disagreement[] = []
  let accepted = 0
  for (const value of values) {
    const library = (await libraryVerdict(schema, value)).ok
    if (library) accepted++
    const jsonSchema = acceptsJson(copyOf(value))
    if (library !== jsonSchema) disagreements.push({ value, library, jsonSchema })
  }
  return { disagreements, accepted, rejected: values.length - accepted }
}

/** Check 4 (output): what the library produces from valid values fits the output JSON Schema. */
export async function outputDrift(
  schema: StandardSchemaV1,
  acceptsJson: (value: unknown) => boolean,
  values: readonly unknown[],
): Promise<string[]> {
  const problems: string[] = []
  for (const value of values) {
    const verdict = await libraryVerdict(schema, value)
    if (verdict.ok && !acceptsJson(copyOf(verdict.value))) {
      problems.push(
        `${show(value)} validated to ${show(verdict.value)}, which the output JSON Schema rejects`,
      )
    }
  }
  return problems
}

/** A disagreement, for failure messages. */
export function describeDisagreement(disagreement: Disagreement): string {
  const says = (accepts: boolean) => (accepts ? 'accepts' : 'rejects')
  return `${show(disagreement.value)}: the library ${says(disagreement.library)} it, the JSON Schema ${says(disagreement.jsonSchema)} it`
}
