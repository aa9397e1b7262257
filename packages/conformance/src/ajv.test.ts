import { describe, expect, it } from 'vitest'
import { compileSchema, createDraft07Validator, createValidator } from './ajv'

// The kit's oracle for `multipleOf` divides the numbers a JSON text writes exactly, where Ajv
// divides in floating point.
describe.each([
  ['draft 2020-12', createValidator()],
  ['draft-07', createDraft07Validator()],
])('the kit’s %s multipleOf', (_name, ajv) => {
  const multipleOf = (divisor: number) =>
    compileSchema(ajv, { type: 'number', multipleOf: divisor })

  it.each([
    [0.1, 0.3, true],
    [0.1, 123456789.1, true],
    [0.1, 1e308, true],
    [0.7, 2.1, true],
    [0.7, 2 ** 53, false],
    [0.7, 7e21, true],
    [0.7, 1e21, false],
    [1e-7, 123456789.1, true],
    [1e-7, 1.00000001e-7, false],
    [5, 5e-324, false],
    [5, 1e308, false],
    [5, 1e21, true],
    [5, 2.5, false],
    [5, -10, true],
    [2.5, -7.5, true],
    [0.5, 0.25, false],
    [3, 0, true],
  ])('with divisor %s judges %s as a multiple: %s', (divisor, value, expected) => {
    expect(multipleOf(divisor)(value)).toBe(expected)
  })
})
