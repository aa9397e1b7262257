import { extractJsonSchema, type StandardSchemaV1, withAdapter } from '@polytool/core'
import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { effectAdapter } from './adapter'

const Address = Schema.Struct({ city: Schema.String })
const Person = Schema.Struct({ name: Schema.String, address: Address })
const closed = { parseOptions: { onExcessProperty: 'error' as const } }

function emitted(schema: StandardSchemaV1, io: 'input' | 'output' = 'input') {
  return extractJsonSchema(withAdapter(schema, effectAdapter), { io }).schema
}

describe('Effect parse options given per schema', () => {
  it('closes every struct of a schema whose validator refuses unknown keys, on both sides', () => {
    const schema = Schema.toStandardSchemaV1(Person, closed)
    for (const io of ['input', 'output'] as const) {
      expect(emitted(schema, io)).toMatchObject({
        additionalProperties: false,
        properties: { address: { additionalProperties: false } },
      })
    }
    expect(
      schema['~standard'].validate({ name: 'Ada', address: { city: 'L' }, x: 1 }),
    ).toHaveProperty('issues')
  })

  it('closes the structs of a root array of structs', () => {
    const schema = Schema.toStandardSchemaV1(Schema.Array(Address), closed)
    expect(emitted(schema)).toMatchObject({ items: { additionalProperties: false } })
  })

  it('keeps structs open when the validator ignores unknown keys', () => {
    for (const onExcessProperty of [undefined, 'ignore'] as const) {
      const schema = Schema.toStandardSchemaV1(
        Person,
        onExcessProperty === undefined ? undefined : { parseOptions: { onExcessProperty } },
      )
      expect(emitted(schema)).toMatchObject({
        additionalProperties: true,
        properties: { address: { additionalProperties: true } },
      })
    }
  })

  it('keeps a record open: its index signature covers every key', () => {
    const schema = Schema.toStandardSchemaV1(Schema.Record(Schema.String, Schema.Number), closed)
    expect(emitted(schema).additionalProperties).not.toBe(false)
  })
})

describe('the excess-key probe, against a schema that declares its key', () => {
  // The probe sends one key it takes to be unknown. A schema that declares that very key, as a
  // number, accepts the probe: a validator that refuses unknown keys would be judged open.
  const probeKey = '~polytool/excess-key-probe'
  const spoofing = Schema.Struct({
    [probeKey]: Schema.optionalKey(Schema.Number),
    [`${probeKey}-1`]: Schema.optionalKey(Schema.Number),
    name: Schema.String,
  })

  it('still learns that the validator refuses unknown keys', () => {
    const schema = Schema.toStandardSchemaV1(spoofing, closed)
    expect(schema['~standard'].validate({ name: 'Ada', extra: 1 })).toHaveProperty('issues')
    expect(emitted(schema).additionalProperties).toBe(false)
  })

  it('still learns that the validator ignores unknown keys', () => {
    const declaredString = Schema.Struct({ [probeKey]: Schema.optionalKey(Schema.String) })
    expect(emitted(Schema.toStandardSchemaV1(declaredString)).additionalProperties).toBe(true)
  })
})

// The parse options hold for every object the validator meets, whatever the root: the probe
// reaches a struct through unions, tuples, records and decodings, and records whose keys are
// patterns are closed too (a key no pattern matches is refused).
describe('parse options below the root', () => {
  const Other = Schema.Struct({ size: Schema.Number })

  it.each([
    ['a union of structs', Schema.Union([Address, Other]), ['/anyOf/0', '/anyOf/1']],
    ['a nullable struct', Schema.NullOr(Address), ['/anyOf/0']],
    ['a tuple of a struct', Schema.Tuple([Address]), ['/prefixItems/0']],
    ['a record of structs', Schema.Record(Schema.String, Address), ['/additionalProperties']],
  ])('closes the structs of %s', (_, root, pointers) => {
    const schema = Schema.toStandardSchemaV1(root as unknown as typeof Address, closed)
    const json = emitted(schema) as Record<string, unknown>
    for (const pointer of pointers) {
      const node = pointer
        .split('/')
        .slice(1)
        .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], json)
      expect(node).toMatchObject({ additionalProperties: false })
    }
    expect(emitted(Schema.toStandardSchemaV1(root as unknown as typeof Address))).not.toMatchObject(
      {
        additionalProperties: false,
      },
    )
  })

  it('closes the structs of a union whose record member accepts the first probe', () => {
    const root = Schema.Union([Schema.Record(Schema.String, Schema.Number), Address])
    const schema = Schema.toStandardSchemaV1(root, closed)
    expect(schema['~standard'].validate({ city: 'L', x: 'y' })).toHaveProperty('issues')
    expect(emitted(schema)).toMatchObject({ anyOf: [{}, { additionalProperties: false }] })
  })

  it('closes a record whose keys are patterns, as its validator refuses other keys', () => {
    const byPrefix = Schema.Record(Schema.TemplateLiteral(['a', Schema.String]), Schema.Number)
    const schema = Schema.toStandardSchemaV1(byPrefix, closed)
    expect(schema['~standard'].validate({ ab: 1, b: 2 })).toHaveProperty('issues')
    expect(emitted(schema)).toMatchObject({ additionalProperties: false })
    const rest = Schema.StructWithRest(Address, [byPrefix])
    expect(emitted(Schema.toStandardSchemaV1(rest, closed))).toMatchObject({
      additionalProperties: false,
    })
    expect(emitted(Schema.toStandardSchemaV1(byPrefix)).additionalProperties).toBe(true)
  })

  // Effect 4 reads parse options from the call only: a `parseOptions` annotation on a nested
  // struct changes nothing, and the emitted struct stays open, as its validator is.
  it('keeps a struct open whose own annotation names parse options the validator does not read', () => {
    const annotated = Address.annotate({ parseOptions: closed.parseOptions } as never)
    const schema = Schema.toStandardSchemaV1(Schema.Struct({ address: annotated }))
    expect(schema['~standard'].validate({ address: { city: 'L', x: 1 } })).not.toHaveProperty(
      'issues',
    )
    expect(emitted(schema)).toMatchObject({
      properties: { address: { additionalProperties: true } },
    })
  })
})
