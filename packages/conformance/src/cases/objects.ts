import * as fc from 'fast-check'
import { bad, type ConformanceCase, ok } from '../case'
import { NUMBER, objectOf, STRING } from '../reference'

const word = fc.string({ maxLength: 4, unit: 'grapheme-ascii' })
const scalar = fc.oneof(word, fc.integer({ min: -3, max: 3 }), fc.constant(null), fc.boolean())

export const optional: ConformanceCase = {
  title: 'an object { a: string, b?: number }',
  valid: [ok({ a: 'x' }), ok({ a: 'x', b: 1 })],
  invalid: [bad({ b: 1 }, ['a']), bad({ a: 'x', b: '1' }, ['b']), bad({ a: 'x', b: null }, ['b'])],
  arbitrary: fc.record({ a: scalar, b: scalar }, { noNullPrototype: true, requiredKeys: [] }),
  reference: objectOf({ a: STRING, b: NUMBER }, ['a']),
}

export const nullable: ConformanceCase = {
  title: 'an object { a: string | null }, a required',
  valid: [ok({ a: null }), ok({ a: 'x' })],
  invalid: [bad({}, ['a']), bad({ a: 1 }, ['a'])],
  arbitrary: fc.record({ a: scalar }, { noNullPrototype: true, requiredKeys: [] }),
  reference: objectOf({ a: { type: ['string', 'null'] } }, ['a']),
}

export const nullish: ConformanceCase = {
  title: 'an object { a?: string | null }',
  valid: [ok({}), ok({ a: null }), ok({ a: 'x' })],
  invalid: [bad({ a: 1 }, ['a']), bad({ a: false }, ['a'])],
  arbitrary: fc.record({ a: scalar }, { noNullPrototype: true, requiredKeys: [] }),
  reference: objectOf({ a: { type: ['string', 'null'] } }),
}

export const withDefault: ConformanceCase = {
  title: 'an object { units: string } whose units default to "metric"',
  valid: [ok({}, { units: 'metric' }), ok({ units: 'imperial' }, { units: 'imperial' })],
  invalid: [bad({ units: 1 }, ['units']), bad({ units: null }, ['units'])],
  arbitrary: fc.record({ units: scalar }, { noNullPrototype: true, requiredKeys: [] }),
  keywords: [{ pointer: '/properties/units', keyword: 'default', value: 'metric' }],
  reference: objectOf({ units: { type: 'string', default: 'metric' } }),
  // Every output has its units: the default fills them in.
  outputReference: objectOf({ units: { type: 'string', default: 'metric' } }, ['units']),
}

export const nestedObject: ConformanceCase = {
  title: 'an object { user: { name: string, address: { city: string } } }',
  valid: [ok({ user: { name: 'Ada', address: { city: 'London' } } })],
  invalid: [
    bad({ user: { name: 'Ada', address: {} } }, ['user', 'address', 'city']),
    bad({ user: { name: 1, address: { city: 2 } } }, ['user', 'address', 'city'], ['user', 'name']),
    bad({}, ['user']),
  ],
  arbitrary: fc.record(
    {
      user: fc.record(
        {
          name: scalar,
          address: fc.record({ city: scalar }, { noNullPrototype: true, requiredKeys: [] }),
        },
        { noNullPrototype: true, requiredKeys: [] },
      ),
    },
    { noNullPrototype: true, requiredKeys: [] },
  ),
  reference: objectOf(
    {
      user: objectOf({ name: STRING, address: objectOf({ city: STRING }, ['city']) }, [
        'name',
        'address',
      ]),
    },
    ['user'],
  ),
}

export const strictObject: ConformanceCase = {
  title: 'an object { a: string } that rejects unknown keys',
  valid: [ok({ a: 'x' })],
  invalid: [bad({ a: 'x', b: 1 }, ['b']), bad({}, ['a'])],
  arbitrary: fc.record({ a: scalar, b: scalar }, { noNullPrototype: true, requiredKeys: [] }),
  keywords: [{ pointer: '', keyword: 'additionalProperties', value: false }],
  reference: { ...objectOf({ a: STRING }, ['a']), additionalProperties: false },
}

export const stripObject: ConformanceCase = {
  title: 'an object { a: string } that strips unknown keys from its output',
  valid: [ok({ a: 'x' }, { a: 'x' }), ok({ a: 'x', b: 1 }, { a: 'x' })],
  invalid: [bad({}, ['a']), bad({ a: 1, b: 1 }, ['a'])],
  arbitrary: fc.record({ a: scalar, b: scalar }, { noNullPrototype: true, requiredKeys: [] }),
  reference: objectOf({ a: STRING }, ['a']),
  // No output holds a key besides `a`: the unknown ones are stripped.
  outputReference: { ...objectOf({ a: STRING }, ['a']), additionalProperties: false },
}

export const emptyObject: ConformanceCase = {
  title: 'an empty object {}',
  valid: [ok({})],
  invalid: [bad('x', []), bad(null, []), bad(1, [])],
  arbitrary: fc.oneof(fc.constant({}), fc.constantFrom({ x: 1 }, [], 'x', null, 1)),
  reference: { type: 'object' },
}

export const described: ConformanceCase = {
  title: 'an object { city: string } titled "Location", city described "City name"',
  valid: [ok({ city: 'Paris' })],
  invalid: [bad({}, ['city']), bad({ city: 1 }, ['city'])],
  arbitrary: fc.record({ city: scalar }, { noNullPrototype: true, requiredKeys: [] }),
  keywords: [
    { pointer: '', keyword: 'title', value: 'Location' },
    { pointer: '/properties/city', keyword: 'description', value: 'City name' },
  ],
  reference: {
    ...objectOf({ city: { type: 'string', description: 'City name' } }, ['city']),
    title: 'Location',
  },
}

// A key named `__proto__`, as JSON.parse makes it: an own key, never the prototype.
const withProtoKey = (value: unknown, b: unknown) =>
  Object.defineProperty({ b }, '__proto__', {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  })

export const protoKey: ConformanceCase = {
  title: 'an object { "__proto__": string, b: number }, both required (a key, not a prototype)',
  valid: [ok(withProtoKey('x', 1))],
  invalid: [
    bad({ b: 1 }, ['__proto__']),
    bad(withProtoKey(5, 1), ['__proto__']),
    bad(withProtoKey({ polluted: 'x' }, 1), ['__proto__']),
  ],
  arbitrary: fc
    .tuple(fc.option(scalar, { nil: undefined }), scalar)
    .map(([proto, b]) => (proto === undefined ? { b } : withProtoKey(proto, b))),
  keywords: [
    { pointer: '/properties/__proto__', keyword: 'type', value: 'string' },
    { pointer: '', keyword: 'required', value: ['__proto__', 'b'] },
  ],
  reference: JSON.parse(
    '{"type":"object","properties":{"__proto__":{"type":"string"},"b":{"type":"number"}},"required":["__proto__","b"]}',
  ),
}

// Keys named after Object.prototype members: `{}` inherits a `constructor` and a `toString`
// (functions), which a library reading `value[key]` would find. Required: `{}` must fail.
export const prototypeKeys: ConformanceCase = {
  title:
    'an object { constructor: string, toString: string }, both required (keys, not inherited members)',
  valid: [ok({ constructor: 'x', toString: 'y' })],
  invalid: [
    bad({}, ['constructor'], ['toString']),
    bad({ constructor: 'x' }, ['toString']),
    bad({ constructor: 1, toString: 'y' }, ['constructor']),
  ],
  arbitrary: fc.record(
    { constructor: scalar, toString: scalar },
    { noNullPrototype: true, requiredKeys: [] },
  ),
  reference: objectOf({ constructor: STRING, toString: STRING }, ['constructor', 'toString']),
}

// The same keys, optional: `{}` is valid by the JSON Schema, but a library that reads the
// missing key from the prototype finds a function and refuses it.
export const optionalPrototypeKeys: ConformanceCase = {
  title: 'an object { constructor?: string, toString?: string }',
  valid: [ok({}), ok({ constructor: 'x' }), ok({ constructor: 'x', toString: 'y' })],
  invalid: [bad({ constructor: 1 }, ['constructor']), bad({ toString: null }, ['toString'])],
  arbitrary: fc.record(
    { constructor: scalar, toString: scalar },
    { noNullPrototype: true, requiredKeys: [] },
  ),
  reference: objectOf({ constructor: STRING, toString: STRING }),
}
