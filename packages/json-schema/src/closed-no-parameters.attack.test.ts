// A closed root that names no property (`{ type: 'object', additionalProperties: false }`, an
// Effect `Record(String, Never)`) was emitted as an open tool without parameters for the
// non-strict targets: the model could send any key, and the tool refused every one of them.
import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { checkProviderSchema } from './check-provider-schema'
import { fromJsonSchema } from './from-json-schema'
import { PROFILES } from './test-fixtures/profiles'
import { toProviderSchema } from './to-provider-schema'

const ajv = new Ajv2020({ strict: false })
const CLOSED = [
  { type: 'object', additionalProperties: false },
  { type: 'object', properties: {}, additionalProperties: false },
  { type: 'object', unevaluatedProperties: false },
]
const SENT = [{}, { x: 1 }, { a: 'b', c: null }]

describe('attack: a closed root without properties', () => {
  it.each(PROFILES)('admits under $id only what the tool accepts once decoded', (profile) => {
    for (const schema of CLOSED) {
      const tool = fromJsonSchema(schema)
      const emitted = toProviderSchema(schema, profile.target, profile.options)
      if (emitted.schema !== undefined) {
        expect(checkProviderSchema(emitted.schema, profile.target, profile.options)).toEqual([])
      }
      const admits = ajv.compile(emitted.schema ?? { type: 'object', additionalProperties: false })
      for (const sent of SENT) {
        if (!admits(sent)) continue
        const decoded = emitted.decode(sent)
        const where = `${JSON.stringify(schema)} as ${JSON.stringify(emitted.schema)}: ${JSON.stringify(sent)}`
        expect(tool['~standard'].validate(decoded), where).not.toHaveProperty('issues')
      }
    }
  })

  it('leaves an open root without properties open, its keys passed on', () => {
    const emitted = toProviderSchema({ type: 'object' }, 'openai', { strict: false })
    expect(emitted.schema).toEqual({ type: 'object', properties: {} })
    expect(emitted.decode({ x: 1 })).toEqual({ x: 1 })
  })
})
