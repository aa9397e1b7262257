// ajv-formats' OpenAPI number formats, which it applies to numbers only (a string under them is
// not checked): `int32` a whole number in the signed 32-bit range, `int64` any whole number
// (JSON numbers past 2^53 are already rounded), `float` and `double` any number.
const MIN_INT32 = -(2 ** 31)
const MAX_INT32 = 2 ** 31 - 1

const anyNumber = (): boolean => true

/**
 * The format checks `fromJsonSchema`'s validator runs on numbers, as ajv-formats runs them. A
 * table without a prototype, so a format named like an `Object` method is an unknown format.
 */
export const NUMBER_FORMATS: Readonly<Record<string, (value: number) => boolean>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, (value: number) => boolean>, {
    int32: (value: number) => Number.isInteger(value) && value >= MIN_INT32 && value <= MAX_INT32,
    int64: (value: number) => Number.isInteger(value),
    float: anyNumber,
    double: anyNumber,
  }),
)
