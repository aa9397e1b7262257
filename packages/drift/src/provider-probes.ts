import { type AjvJudge, compileJudge, type JsonSchemaValidator } from '@polytool/conformance'
import * as fc from 'fast-check'
import { everyPositionRetyped } from './other-types'
import { schemaArbitrary } from './schema-arbitrary'

/** How many values are built from each emitted schema, and from which seed. */
export interface ProbeSize {
  readonly fromSchema: number
  /** Built values retyped at every position, first ones first. */
  readonly retypedBases: number
  readonly seed: number
}

/** Values an emitted provider schema admits: what a model may send under it. */
export interface ProviderProbes {
  /**
   * The values built from the schema (as Ajv reads it), and each of the first retyped at every
   * position, with the given samples, kept where Ajv accepts them.
   */
  admitted(schema: object, samples: readonly unknown[]): unknown[]
}

interface Probed {
  readonly judge: AjvJudge
  readonly built: readonly unknown[]
}

/**
 * Builds and judges the values of each distinct emitted schema once: most profiles and libraries
 * emit the same schema for a case (the non-strict targets, Zod and Valibot alike), and compiling
 * and generating are the sweep's largest costs. The values depend only on the schema and the
 * seed, so sharing them changes no verdict.
 *
 * @param ajv - The validator the emitted schemas are judged with.
 * @param size - How many values to build per schema.
 * @returns The probes, cached by the schema's JSON text.
 */
export function providerProbes(ajv: JsonSchemaValidator, size: ProbeSize): ProviderProbes {
  const cache = new Map<string, Probed>()
  const probed = (schema: object): Probed => {
    const key = JSON.stringify(schema)
    const hit = cache.get(key)
    if (hit !== undefined) return hit
    const judge = compileJudge(ajv, schema)
    const built = fc.sample(schemaArbitrary(schema), { numRuns: size.fromSchema, seed: size.seed })
    const candidates = [...built, ...everyPositionRetyped(built.slice(0, size.retypedBases))]
    const entry = { judge, built: candidates.filter((value) => admits(judge, value)) }
    cache.set(key, entry)
    return entry
  }
  return {
    admitted(schema, samples) {
      const { judge, built } = probed(schema)
      return [...samples.filter((value) => admits(judge, value)), ...built]
    },
  }
}

function admits(judge: AjvJudge, value: unknown): boolean {
  return judge(structuredClone(value)).ok
}
