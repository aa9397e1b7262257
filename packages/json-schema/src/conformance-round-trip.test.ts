// The round trip of every conformance case, in every schema library, under every provider
// profile: a value the library accepts, sent the way the model would send it, is accepted by
// the emitted schema, and decodes back to an equal value that the library accepts.

import { toJsonSchema as arktypeJsonSchema } from '@polytool/arktype'
import {
  conformanceCases,
  isSupported,
  renameProtoKeys,
  type Unsupported,
} from '@polytool/conformance'
import {
  eachSubschema,
  type JsonSchema,
  type StandardSchemaV1,
  UnrepresentableSchemaError,
} from '@polytool/core'
import { toJsonSchema as valibotJsonSchema } from '@polytool/valibot'
import { toJsonSchema as zodJsonSchema } from '@polytool/zod'
import { Ajv2020 } from 'ajv/dist/2020.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as arktypeFixtures from '../../arktype/src/test-fixtures/conformance'
import * as valibotFixtures from '../../valibot/src/test-fixtures/conformance'
import * as zodFixtures from '../../zod/src/test-fixtures/conformance'
import { ProviderSchemaError } from './errors'
import { encodeAs } from './test-fixtures/model-encoding'
import { PROFILES } from './test-fixtures/profiles'
import { toProviderSchema } from './to-provider-schema'
import type { ProviderSchemaWarningCode } from './warnings'

const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false })
const GENERATED = 200
// The warnings after which a valid value may come back as another valid value.
const LOSSY: ReadonlySet<ProviderSchemaWarningCode> = new Set([
  'OPTIONAL_NULL_AMBIGUOUS',
  'EXTRA_PROPERTIES_DROPPED',
  'ALLOF_MERGED_LOSSY',
])

const libraries = {
  zod: { fixtures: zodFixtures, toJsonSchema: zodJsonSchema },
  valibot: { fixtures: valibotFixtures, toJsonSchema: valibotJsonSchema },
  arktype: { fixtures: arktypeFixtures, toJsonSchema: arktypeJsonSchema },
} as const

type CaseName = keyof typeof conformanceCases

function validate(schema: StandardSchemaV1, value: unknown): StandardSchemaV1.Result<unknown> {
  const result = schema['~standard'].validate(value)
  if (result instanceof Promise) throw new Error('the conformance fixtures validate synchronously')
  return result
}

function accepts(schema: StandardSchemaV1, value: unknown): boolean {
  return validate(schema, value).issues === undefined
}

// Equal in the validator's eyes: both validate to the same output (a default applied, an
// unknown key stripped).
function validatedOutput(schema: StandardSchemaV1, value: unknown): unknown {
  const result = validate(schema, value)
  return result.issues === undefined ? result.value : result.issues
}

// Gemini's parameters hold string enums only, and read `nullable: true` beside one as admitting
// null too (PROVIDER_RULES.md): Ajv, which knows `nullable` beside a `type`, still refuses null
// by the enum. The copy Ajv judges lists null in such an enum.
function asGeminiReadsIt(schema: object): object {
  const copy = structuredClone(schema)
  eachSubschema(copy, (node) => {
    if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) {
      node.enum = [...node.enum, null]
    }
  })
  return copy
}

// The JSON Schema of a case, or why it has none that says exactly what the library checks.
function exactJsonSchema(
  toJsonSchema: (schema: StandardSchemaV1) => JsonSchema,
  schema: StandardSchemaV1,
): JsonSchema | string {
  try {
    return toJsonSchema(schema)
  } catch (error) {
    if (error instanceof UnrepresentableSchemaError) return error.message
    throw error
  }
}

for (const [library, { fixtures, toJsonSchema }] of Object.entries(libraries)) {
  describe(`round trip of every conformance case with ${library}`, () => {
    for (const name of Object.keys(conformanceCases) as CaseName[]) {
      const fixture = (fixtures as Partial<Record<string, StandardSchemaV1 | Unsupported>>)[name]
      const kase = conformanceCases[name]
      // Generated values through seven profiles and ajv: seconds on a loaded machine.
      it(name, { timeout: 30_000 }, () => {
        if (fixture === undefined) throw new Error(`${library} has no fixture for ${name}`)
        if (!isSupported(fixture)) return expect(fixture).toHaveProperty('unsupported')
        const schema = fixture as StandardSchemaV1
        const jsonSchema = exactJsonSchema(toJsonSchema, schema)
        // A lossy case has no exact JSON Schema to round-trip: the conformance suite
        // checks that its loss is reported, never silent.
        if (typeof jsonSchema === 'string') return expect(jsonSchema).toMatch(/cannot|not/)
        const original = ajv.compile(jsonSchema)
        // Values that both the library and the JSON Schema accept (where they differ is a
        // declared gap of the conformance suite, not a question for the emitters).
        const values = [
          ...kase.valid.map((sample) => sample.value),
          ...fc.sample(kase.arbitrary, { numRuns: GENERATED, seed: 42 }),
        ].filter((value) => accepts(schema, value) && original(structuredClone(value)))
        expect(values.length, 'at least the valid samples take part').toBeGreaterThanOrEqual(
          kase.valid.filter((sample) => original(structuredClone(sample.value))).length,
        )
        for (const profile of PROFILES) {
          let emitted: ReturnType<typeof toProviderSchema>
          try {
            emitted = toProviderSchema(jsonSchema, profile.target, profile.options)
          } catch (error) {
            // A refusal is a typed error with a pointer, never a crash.
            expect(error, profile.id).toBeInstanceOf(ProviderSchemaError)
            continue
          }
          // Ajv skips a key named `__proto__`: renamed, it reads it as the plain key it is.
          const judged =
            emitted.schema === undefined
              ? undefined
              : (renameProtoKeys(emitted.schema, true) as object)
          const compiled =
            judged === undefined
              ? undefined
              : ajv.compile(profile.id === 'gemini-parameters' ? asGeminiReadsIt(judged) : judged)
          const emittedAccepts = (value: unknown) =>
            compiled === undefined
              ? JSON.stringify(value) === '{}'
              : compiled(renameProtoKeys(value, false))
          // Where the emitter warned of a lossy step, decoding gives a valid value, not
          // always the same one (`{ a?: T | null }` under OpenAI strict: absent and null meet).
          const exact = emitted.warnings.every((warning) => !LOSSY.has(warning.code))
          for (const value of values) {
            // `expected` is the value without what the target cannot carry (keys a closed
            // object has no room for); `sent` follows PROVIDER_RULES.md, independently of the
            // emitter. The emitter's own `encode` (used for examples) must work just as well.
            // Under an open schema the emitter's `encode` may keep what the rules drop.
            const { sent, decoded: expected } = encodeAs(profile.id, jsonSchema, value)
            const messages = [
              { message: sent, backTo: [expected] },
              { message: emitted.encode(value), backTo: [value, expected] },
            ]
            for (const { message, backTo } of messages) {
              const where = `${profile.id}: ${JSON.stringify(value)} sent as ${JSON.stringify(message)}`
              expect(emittedAccepts(structuredClone(message)), where).toBe(true)
              const decoded = emitted.decode(message)
              expect(accepts(schema, decoded), where).toBe(true)
              if (exact) {
                expect(
                  backTo.map((original) => validatedOutput(schema, original)),
                  where,
                ).toContainEqual(validatedOutput(schema, decoded))
              }
            }
          }
        }
      })
    }
  })
}
