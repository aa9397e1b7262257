import { unsupported } from '@polytool/conformance'
import * as y from 'yup'

// One export per logical case of @polytool/conformance, under the case's name. Every schema is
// `.strict()`: Yup otherwise casts ("5" becomes 5, 5 becomes "5"), which no JSON Schema says.

export const stringLength = y.string().strict().min(2).max(5).defined()
export const stringPattern = y
  .string()
  .strict()
  .matches(/^[a-z]+-\d+$/)
  .defined()
export const email = y.string().strict().email().defined()
export const uuid = y.string().strict().uuid().defined()
export const url = unsupported(
  "Yup's url() refuses hosts without a dot, such as `http://localhost:3000`",
)

export const integerRange = y.number().strict().integer().min(1).max(10).defined()
export const numberExclusive = y.number().strict().moreThan(0).lessThan(1).defined()
export const multipleOf = unsupported('Yup has no multipleOf check')
export const boolean = y.boolean().strict().defined()

export const literalString = y.string().strict().oneOf(['on']).defined()
// y.number().oneOf() infers `number`: a type guard gives the literal type, oneOf() the enum.
export const literalNumber = y
  .mixed((value): value is 42 => value === 42)
  .oneOf([42])
  .defined()
export const enumString = y.string().strict().oneOf(['red', 'green', 'blue']).defined()
export const enumNumber = y
  .mixed((value): value is 1 | 2 | 3 => value === 1 || value === 2 || value === 3)
  .oneOf([1, 2, 3])
  .defined()

export const optional = y
  .object({ a: y.string().strict().defined(), b: y.number().strict() })
  .strict()
export const nullable = y.object({ a: y.string().strict().nullable().defined() }).strict()
export const nullish = y.object({ a: y.string().strict().nullable() }).strict()
export const withDefault = unsupported(
  'Yup applies defaults only when it casts, and casting turns 1 into "1"; strict() skips both',
)
export const nestedObject = y
  .object({
    user: y
      .object({
        name: y.string().strict().defined(),
        address: y.object({ city: y.string().strict().defined() }).strict().defined(),
      })
      .strict()
      .defined(),
  })
  .strict()
export const strictObject = y.object({ a: y.string().strict().defined() }).strict().noUnknown()
export const stripObject = unsupported(
  'Yup strips unknown keys only when validate() is called with stripUnknown, not per schema',
)
export const emptyObject = y.object({}).strict()
export const protoKey = unsupported(
  'y.object() drops a key named __proto__ from its shape: neither the validator nor the JSON Schema knows the key',
)
export const described = y
  .object({ city: y.string().strict().defined().meta({ description: 'City name' }) })
  .strict()
  .meta({ title: 'Location' })

export const arrayLength = y.array(y.string().strict().defined()).strict().min(1).max(3).defined()
export const tuple = y
  .tuple([y.string().strict().defined(), y.number().strict().defined()])
  .strict()
  .defined()
export const record = unsupported('Yup has no record type: object keys are declared one by one')

export const union = unsupported('Yup has no union type')
export const discriminatedUnion = unsupported('Yup has no union type')
export const intersection = y
  .object({ a: y.string().strict().defined() })
  .concat(y.object({ b: y.number().strict().defined() }))
  .strict()
interface Tree {
  name: string
  children: Tree[]
}
export const recursive: y.ObjectSchema<Tree> = y
  .object({
    name: y.string().strict().defined(),
    children: y
      .array(y.lazy(() => recursive.default(undefined)))
      .strict()
      .defined(),
  })
  .strict()

export const date = y.date().strict().defined()
export const bigint = unsupported('Yup has no bigint type')
export const transform = unsupported('Yup runs transforms only when casting, and keeps the type')
export const refinement = y
  .object({
    password: y.string().strict().defined(),
    confirm: y
      .string()
      .strict()
      .defined()
      .test('matches-password', 'Passwords do not match', function (value) {
        return value === this.parent.password
      }),
  })
  .strict()

export const prototypeKeys = y
  .object({ constructor: y.string().strict().defined(), toString: y.string().strict().defined() })
  .strict()
export const optionalPrototypeKeys = unsupported(
  'Yup reads a missing optional key from Object.prototype (it casts `{}.constructor` to its source text; core refuses the key it was not sent) and refuses {}, though its JSON Schema says optional: the adapter warns of it (inexact, stricter); send the key',
)

export const multipleOfFraction = unsupported('Yup has no multipleOf check')
export const enumNullable = y.string().strict().nullable().oneOf(['red', 'green', null]).defined()
export const recordKeyPattern = unsupported(
  'Yup has no record type: object keys are declared one by one',
)
// A test runs on a missing key too, with `undefined`: it must let that through.
export const optionalRefinement = y
  .object({
    code: y
      .string()
      .strict()
      .test(
        'even-length',
        'code must have an even length',
        (code) => code === undefined || code.length % 2 === 0,
      ),
  })
  .strict()
