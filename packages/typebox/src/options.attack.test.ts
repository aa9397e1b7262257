import { UnrepresentableSchemaError } from '@polytool/core'
import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { standard, TypeBoxOptionsError, toJsonSchema } from './index'

// Converts with the limit given, and gives the error core wraps (its cause is the adapter's).
const failure = (option: string, value: unknown) => {
  let schema: object = Type.String()
  for (let level = 0; level < 10; level++) schema = Type.Object({ a: schema, b: schema } as never)
  try {
    toJsonSchema(standard(schema as never), { libraryOptions: { typebox: { [option]: value } } })
  } catch (error) {
    return error
  }
  return undefined
}

describe('libraryOptions.typebox limits (attack)', () => {
  it.each([
    ['maxValues', Number.NaN],
    ['maxValues', -1],
    ['maxValues', 0],
    ['maxValues', 2.5],
    ['maxValues', Number.POSITIVE_INFINITY],
    ['maxValues', '100'],
    ['maxDepth', Number.NaN],
    ['maxDepth', -1],
    ['maxDepth', 1.5],
    ['maxDepth', Number.POSITIVE_INFINITY],
  ])(
    '%s: %s is refused with a typed error (attacks a limit that no longer bounds)',
    (option, value) => {
      const thrown = failure(option, value)
      expect(thrown).toBeInstanceOf(UnrepresentableSchemaError)
      const cause = (thrown as Error).cause
      expect(cause).toBeInstanceOf(TypeBoxOptionsError)
      expect((cause as TypeBoxOptionsError).code).toBe('TYPEBOX_INVALID_OPTIONS')
      expect((cause as Error).message).toContain(`libraryOptions.typebox.${option}`)
    },
  )

  it('a positive integer is taken', () => {
    expect(failure('maxValues', 1_000_000)).toBeUndefined()
    expect(failure('maxDepth', 100)).toBeUndefined()
  })
})
