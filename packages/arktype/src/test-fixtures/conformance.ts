import { unsupported } from '@polytool/conformance'
import { scope, type } from 'arktype'

// One export per logical case of @polytool/conformance, under the case's name.

export const stringLength = type('2 <= string <= 5')
export const stringPattern = type(/^[a-z]+-\d+$/)
export const email = type('string.email')
export const uuid = type('string.uuid')
export const url = type('string.url')

export const integerRange = type('1 <= number.integer <= 10')
export const numberExclusive = type('0 < number < 1')
export const multipleOf = type('number % 5')
export const boolean = type('boolean')

export const literalString = type("'on'")
export const literalNumber = type('42')
export const enumString = type("'red' | 'green' | 'blue'")
export const enumNumber = type('1 | 2 | 3')

export const optional = type({ a: 'string', 'b?': 'number' })
export const nullable = type({ a: 'string | null' })
export const nullish = type({ 'a?': 'string | null' })
export const withDefault = type({ units: 'string = "metric"' })
export const nestedObject = type({ user: { name: 'string', address: { city: 'string' } } })
export const strictObject = type({ a: 'string', '+': 'reject' })
export const stripObject = type({ a: 'string', '+': 'delete' })
export const emptyObject = type({})
export const described = type({ city: type('string').describe('City name') }).configure({
  title: 'Location',
})

export const arrayLength = type('1 <= string[] <= 3')
export const tuple = type(['string', 'number'])
export const record = type('Record<string, number>')

export const union = type('string | number')
export const discriminatedUnion = type({ kind: "'circle'", radius: 'number' }).or({
  kind: "'square'",
  side: 'number',
})
export const intersection = type({ a: 'string' }).and({ b: 'number' })
export const recursive = scope({ tree: { name: 'string', children: 'tree[]' } }).export().tree

export const date = type('Date')
export const bigint = type('bigint')
export const transform = type('string').pipe((text) => text.length)
export const refinement = type({ password: 'string', confirm: 'string' }).narrow(
  (value, ctx) =>
    value.password === value.confirm ||
    ctx.reject({ path: ['confirm'], expected: 'identical to password' }),
)

// Last: ArkType numbers its internal nodes in creation order, which other snapshots show.
// A computed key: `{ __proto__: … }` would set the literal's prototype instead.
export const protoKey = type({ ['__proto__']: 'string', b: 'number' })

export const prototypeKeys = type({ constructor: 'string', toString: 'string' })
export const optionalPrototypeKeys = type({ 'constructor?': 'string', 'toString?': 'string' })

export const multipleOfFraction = unsupported(
  'ArkType divisors are integers: `number % 0.25` and `divisibleBy(0.25)` throw',
)
export const enumNullable = type("'red' | 'green' | null")
// An index signature alone lets other keys through: `'+': 'reject'` refuses them.
export const recordKeyPattern = type({ '[/^[a-z]+$/]': 'number', '+': 'reject' })
export const optionalRefinement = type({
  'code?': type('string').narrow(
    (code, ctx) => code.length % 2 === 0 || ctx.mustBe('of an even length'),
  ),
})
