import { type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { toJsonSchema } from './index'

describe('keys a default fills', () => {
  it('are required on the output side only, nested, in arrays and unions too', () => {
    const schema = type({
      a: { units: 'string = "metric"' },
      list: type({ units: 'string = "metric"', b: 'number' }).array(),
      either: type({ units: 'string = "metric"' }).or('string'),
    })
    const output = toJsonSchema(schema, { io: 'output' }) as Record<string, any>
    expect(output.properties.a.required).toEqual(['units'])
    expect(output.properties.list.items.required).toEqual(['b', 'units'])
    const member = output.properties.either.anyOf.find((one: any) => one.type === 'object')
    expect(member.required).toEqual(['units'])
    const input = toJsonSchema(schema) as Record<string, any>
    expect(input.properties.a.required).toBeUndefined()
    expect(input.properties.list.items.required).toEqual(['b'])
  })
})
