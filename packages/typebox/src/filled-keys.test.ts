import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { standard, toJsonSchema } from './index'

describe('keys a default fills', () => {
  const units = Type.Optional(Type.String({ default: 'metric' }))

  it('are required on the output side only, in arrays and unions too', () => {
    const schema = standard(
      Type.Object({
        a: Type.Object({ units }),
        list: Type.Array(Type.Object({ units, b: Type.Number() })),
        either: Type.Union([Type.Object({ units }), Type.String()]),
      }),
    )
    const output = toJsonSchema(schema, { io: 'output' }) as Record<string, any>
    expect(output.properties.a.required).toEqual(['units'])
    expect(output.properties.list.items.required).toEqual(['b', 'units'])
    expect(output.properties.either.anyOf[0].required).toEqual(['units'])
    const input = toJsonSchema(schema) as Record<string, any>
    expect(input.properties.a.required).toBeUndefined()
    expect(input.properties.list.items.required).toEqual(['b'])
  })

  it('are left optional where Value.Default does not fill them (record values)', () => {
    const schema = standard(
      Type.Object({
        byName: Type.Record(Type.String(), Type.Object({ units })),
      }),
    )
    const output = toJsonSchema(schema, { io: 'output' }) as Record<string, any>
    expect(output.required).toEqual(['byName'])
    const values = Object.values(output.properties.byName.patternProperties)[0] as any
    expect(values.required).toBeUndefined()
    // TypeBox leaves them missing: the output holds what the JSON Schema says.
    expect(schema['~standard'].validate({ byName: { k: {} } })).toEqual({
      value: { byName: { k: {} } },
    })
  })
})
