import type { SchemaNode } from '../json-schema'

/** The fifteen cases of PROVIDER_RULES.md whose correct output differs by provider, as JSON Schema. */
export const JSON_CASES = {
  optionalString: { type: 'object', properties: { a: { type: 'string' } } },
  optionalNullableString: { type: 'object', properties: { a: { type: ['string', 'null'] } } },
  record: {
    type: 'object',
    properties: {
      r: {
        type: 'object',
        propertyNames: { type: 'string' },
        additionalProperties: { type: 'number' },
      },
    },
    required: ['r'],
  },
  rootUnion: {
    oneOf: [
      {
        type: 'object',
        properties: { kind: { type: 'string', const: 'x' }, x: { type: 'string' } },
        required: ['kind', 'x'],
      },
      {
        type: 'object',
        properties: { kind: { type: 'string', const: 'y' }, y: { type: 'number' } },
        required: ['kind', 'y'],
      },
    ],
  },
  nestedUnion: {
    type: 'object',
    properties: {
      shape: {
        oneOf: [
          {
            type: 'object',
            properties: { kind: { type: 'string', const: 'x' }, x: { type: 'string' } },
            required: ['kind', 'x'],
          },
          {
            type: 'object',
            properties: { kind: { type: 'string', const: 'y' }, y: { type: 'number' } },
            required: ['kind', 'y'],
          },
        ],
      },
    },
    required: ['shape'],
  },
  boundedInteger: {
    type: 'object',
    properties: { n: { type: 'integer', exclusiveMinimum: 0, maximum: 10 } },
    required: ['n'],
  },
  constrainedString: {
    type: 'object',
    properties: {
      s: { type: 'string', minLength: 2, maxLength: 8, pattern: '^(?=.*\\d)[a-z\\d]+$' },
    },
    required: ['s'],
  },
  constrainedArray: {
    type: 'object',
    properties: {
      l: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 5, uniqueItems: true },
    },
    required: ['l'],
  },
  recursiveTree: {
    $ref: '#/$defs/node',
    $defs: {
      node: {
        type: 'object',
        properties: {
          value: { type: 'string' },
          children: { type: 'array', items: { $ref: '#/$defs/node' } },
        },
        required: ['value'],
      },
    },
  },
  tuple: {
    type: 'object',
    properties: {
      t: {
        type: 'array',
        prefixItems: [{ type: 'string' }, { type: 'number' }],
        items: false,
        minItems: 2,
        maxItems: 2,
      },
    },
    required: ['t'],
  },
  unknownField: { type: 'object', properties: { u: {} }, required: ['u'] },
  noParameters: { type: 'object', properties: {} },
  numberWithDefault: { type: 'object', properties: { n: { type: 'number', default: 5 } } },
  numericLiterals: {
    type: 'object',
    properties: {
      l: {
        anyOf: [
          { type: 'number', const: 1 },
          { type: 'number', const: 2 },
          { type: 'number', const: 3 },
        ],
      },
    },
    required: ['l'],
  },
  manyOptionalBooleans: {
    type: 'object',
    properties: Object.fromEntries(
      Array.from({ length: 30 }, (_, index) => [`flag${index}`, { type: 'boolean' }]),
    ),
  },
} satisfies Record<string, SchemaNode>

/** The name of one of the fifteen cases. */
export type CaseName = keyof typeof JSON_CASES
