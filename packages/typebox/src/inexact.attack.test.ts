import { createValidator } from '@polytool/conformance'
import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { accepts, extract, inexactOf } from './test-fixtures/input-side'

const ajv = createValidator()

describe('formats TypeBox checks apart from Ajv (attack)', () => {
  it.each([
    ['regex', '{', 'stricter'],
    ['uri-reference', ':g7', 'stricter'],
    ['uri-template', "'A!0", 'looser'],
  ])('%s disagrees with Ajv on %j, and says so (%s)', async (format, value, direction) => {
    const type = Type.String({ format })
    const ajvAccepts = ajv.compile(extract(type).schema as object)(value)
    expect(await accepts(type, value)).toBe(direction === 'looser')
    expect(ajvAccepts).toBe(direction !== 'looser')
    expect(inexactOf(type)).toEqual([`format  ${direction}`])
  })

  it.each(['iri', 'iri-reference', 'idn-hostname'])('%s, which Ajv leaves unchecked', (format) => {
    expect(inexactOf(Type.String({ format }))).toEqual(['format  stricter'])
  })

  it('a uuid inside Type.Unsafe refuses urn:uuid: in the schema too', async () => {
    const id = 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6'
    const type = Type.Object({
      v: Type.Unsafe<string>({
        type: 'object',
        properties: { id: { type: 'string', format: 'uuid' } },
      }),
    })
    const check = ajv.compile(extract(type).schema as object)
    for (const value of [{ v: { id } }, { v: { id: `urn:uuid:${id}` } }]) {
      expect(check(value), JSON.stringify(value)).toBe(await accepts(type, value))
    }
  })

  it('uniqueItems with 0 and -0: TypeBox accepts, Ajv refuses; warned as looser', async () => {
    const type = Type.Array(Type.Number(), { uniqueItems: true })
    expect(await accepts(type, [0, -0])).toBe(true)
    expect(ajv.compile(extract(type).schema as object)([0, -0])).toBe(false)
    expect(inexactOf(type)).toEqual(['uniqueItems  looser'])
  })
})
