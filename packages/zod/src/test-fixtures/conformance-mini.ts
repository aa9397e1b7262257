import { unsupported } from '@polytool/conformance'
import * as z from 'zod/mini'

// One export per logical case of @polytool/conformance, under the case's name, built with the
// functional API of Zod mini: the same schemas as ./conformance, without classic's methods.

export const stringLength = z.string().check(z.minLength(2), z.maxLength(5))
export const stringPattern = z.string().check(z.regex(/^[a-z]+-\d+$/))
export const email = z.email()
export const uuid = z.uuid()
export const url = z.url()

export const integerRange = z.int().check(z.gte(1), z.lte(10))
export const numberExclusive = z.number().check(z.gt(0), z.lt(1))
export const multipleOf = z.number().check(z.multipleOf(5))
export const boolean = z.boolean()

export const literalString = z.literal('on')
export const literalNumber = z.literal(42)
export const enumString = z.enum(['red', 'green', 'blue'])
export const enumNumber = z.literal([1, 2, 3])

export const optional = z.object({ a: z.string(), b: z.optional(z.number()) })
export const nullable = z.object({ a: z.nullable(z.string()) })
export const nullish = z.object({ a: z.nullish(z.string()) })
export const withDefault = z.object({ units: z._default(z.string(), 'metric') })
export const nestedObject = z.object({
  user: z.object({ name: z.string(), address: z.object({ city: z.string() }) }),
})
export const strictObject = z.strictObject({ a: z.string() })
export const stripObject = z.object({ a: z.string() })
export const emptyObject = z.object({})
export const protoKey = unsupported(
  'z.object() skips a key named __proto__ when it validates (it accepts { b: 1 } and { "__proto__": 5 }), though its JSON Schema requires the key',
)
export const described = z
  .object({ city: z.string().check(z.describe('City name')) })
  .check(z.meta({ title: 'Location' }))

export const arrayLength = z.array(z.string()).check(z.minLength(1), z.maxLength(3))
export const tuple = z.tuple([z.string(), z.number()])
export const record = z.record(z.string(), z.number())

export const union = z.union([z.string(), z.number()])
export const discriminatedUnion = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('circle'), radius: z.number() }),
  z.object({ kind: z.literal('square'), side: z.number() }),
])
export const intersection = z.intersection(z.object({ a: z.string() }), z.object({ b: z.number() }))
export const recursive = z.object({
  name: z.string(),
  get children() {
    return z.array(recursive)
  },
})

export const date = z.date()
export const bigint = z.bigint()
export const transform = z.pipe(
  z.string(),
  z.transform((text: string) => text.length),
)
export const refinement = z.object({ password: z.string(), confirm: z.string() }).check(
  z.refine((value) => value.password === value.confirm, {
    path: ['confirm'],
    message: 'Passwords do not match',
  }),
)

export const prototypeKeys = z.object({ constructor: z.string(), toString: z.string() })
export const optionalPrototypeKeys = unsupported(
  'Zod reads a missing optional key from Object.prototype (`{}.constructor` is a function) and refuses {}, though its JSON Schema says optional: the adapter warns of it (inexact, stricter); send the key',
)

export const multipleOfFraction = z.number().check(z.multipleOf(0.25))
export const enumNullable = z.nullable(z.enum(['red', 'green']))
export const recordKeyPattern = z.record(z.string().check(z.regex(/^[a-z]+$/)), z.number())
export const optionalRefinement = z.object({
  code: z.optional(
    z.string().check(z.refine((code) => code.length % 2 === 0, 'code must have an even length')),
  ),
})
