import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { ProviderSchemaError } from '../errors'
import { fromJsonSchema } from '../from-json-schema'
import type { JsonSchemaInput } from '../json-schema'
import { toProviderSchema } from '../to-provider-schema'
import { PROFILES } from './profiles'

const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false })

/** A tool schema, and arguments a model could send for it under any target. */
export interface WireCase {
  readonly name: string
  readonly schema: object
  readonly sent: readonly unknown[]
}

/** The emitted schema of a profile, or `undefined` where the target refuses with a typed error. */
function emittedFor(schema: object, profile: (typeof PROFILES)[number]) {
  try {
    return toProviderSchema(schema as JsonSchemaInput, profile.target, profile.options)
  } catch (error) {
    // A target that cannot say it refuses with a typed error: nothing is sent.
    expect(error).toBeInstanceOf(ProviderSchemaError)
    return undefined
  }
}

/**
 * For every case and profile: each argument the emitted schema admits (judged by Ajv) decodes
 * to one the tool's own validator accepts, or the emission warned. An argument the emitted
 * schema refuses proves nothing and is skipped.
 *
 * @param title - The suite's title.
 * @param cases - The schemas and the arguments sent for them.
 */
export function describeWireSoundness(title: string, cases: readonly WireCase[]): void {
  describe(title, () => {
    for (const { name, schema, sent } of cases) {
      it.each(PROFILES)(`${name}: $id`, (profile) => {
        const tool = fromJsonSchema(schema as JsonSchemaInput)
        const emitted = emittedFor(schema, profile)
        if (emitted === undefined) return
        const admits = ajv.compile(emitted.schema ?? {})
        for (const argument of sent) {
          if (!admits(structuredClone(argument))) continue
          const decoded = emitted.decode(structuredClone(argument))
          const result = tool['~standard'].validate(decoded) as { issues?: unknown }
          const where = `${profile.id}: ${JSON.stringify(argument)} -> ${JSON.stringify(decoded)}`
          if (result.issues !== undefined) expect(emitted.warnings, where).not.toEqual([])
        }
      })
    }
  })
}
