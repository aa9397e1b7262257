import type { SchemaNode } from '../json-schema'
import type { ProviderProfileId } from '../rules'
import type { CaseName } from './json-cases'

/** What emitting a case must give: a schema (`undefined` = omit `parameters`), or a refusal. */
export type Expected = SchemaNode | undefined | { readonly error: string }

/** The expected output of one case for every profile. */
export type ExpectedByProfile = Readonly<Record<ProviderProfileId, Expected>>

const ENTRIES = 'A map, sent as a list of { key, value } entries with each key at most once.'
const TUPLE = 'A list of 2 items, sent as an object keyed by position ("0", "1", …).'
const ANY_JSON = 'Any JSON value, sent as a JSON-encoded string.'
/** A two-branch union of objects told apart by `kind`. */
export const union = (
  keyword: 'anyOf' | 'oneOf',
  kind: (value: string) => SchemaNode,
  closed: boolean,
  names: [string, string],
) => ({
  [keyword]: [
    {
      type: 'object',
      properties: { kind: kind(names[0]), [names[0]]: { type: 'string' } },
      required: ['kind', names[0]],
      ...(closed ? { additionalProperties: false } : {}),
    },
    {
      type: 'object',
      properties: { kind: kind(names[1]), [names[1]]: { type: 'number' } },
      required: ['kind', names[1]],
      ...(closed ? { additionalProperties: false } : {}),
    },
  ],
})
export const constKind = (value: string) => ({ type: 'string', const: value })
export const enumKind = (value: string) => ({ type: 'string', enum: [value] })

const treeLevel = (children: SchemaNode, closed: boolean): SchemaNode => ({
  type: 'object',
  properties: { value: { type: 'string' }, children: { type: 'array', items: children } },
  required: ['value'],
  ...(closed ? { additionalProperties: false } : {}),
})

/** A recursive tree whose definition is called `name`, as every profile should emit it. */
export function treeExpectations(
  name: string,
): Record<'strict' | 'kept' | 'unrolled' | 'unrolledClosed', SchemaNode> {
  const ref = { $ref: `#/$defs/${name}` }
  const body = `{"type":"object","properties":{"value":{"type":"string"},"children":{"type":"array","items":{"$ref":"#/$defs/${name}"}}},"required":["value"]}`
  const cut = {
    type: 'string',
    description: `A "${name}" value nested deeper than 3 levels, sent as a JSON-encoded string. It matches this JSON Schema: ${body}`,
  }
  const unrolled = (closed: boolean) =>
    treeLevel(treeLevel(treeLevel(treeLevel(cut, closed), closed), closed), closed)
  const strictNode = {
    type: 'object',
    properties: { value: { type: 'string' }, children: { type: ['array', 'null'], items: ref } },
    required: ['value', 'children'],
    additionalProperties: false,
  }
  const keptNode = {
    type: 'object',
    properties: { value: { type: 'string' }, children: { type: 'array', items: ref } },
    required: ['value'],
  }
  return {
    strict: { ...strictNode, $defs: { [name]: strictNode } },
    kept: { ...keptNode, $defs: { [name]: keptNode } },
    unrolled: unrolled(false),
    unrolledClosed: unrolled(true),
  }
}

const tree = treeExpectations('node')

export const flags = (schema: SchemaNode) =>
  Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`flag${index}`, schema]))

/** The expected output of every case for every profile, written out. */
export const EXPECTED: Readonly<Record<CaseName, ExpectedByProfile>> = {
  optionalString: {
    'openai-strict': {
      type: 'object',
      properties: { a: { type: ['string', 'null'] } },
      required: ['a'],
      additionalProperties: false,
    },
    openai: { type: 'object', properties: { a: { type: 'string' } } },
    'anthropic-strict': {
      type: 'object',
      properties: { a: { type: 'string' } },
      additionalProperties: false,
    },
    anthropic: { type: 'object', properties: { a: { type: 'string' } } },
    'gemini-parameters': { type: 'object', properties: { a: { type: 'string' } } },
    'gemini-json-schema': { type: 'object', properties: { a: { type: 'string' } } },
    mcp: { type: 'object', properties: { a: { type: 'string' } } },
  },
  optionalNullableString: {
    'openai-strict': {
      type: 'object',
      properties: { a: { type: ['string', 'null'] } },
      required: ['a'],
      additionalProperties: false,
    },
    openai: { type: 'object', properties: { a: { type: ['string', 'null'] } } },
    'anthropic-strict': {
      type: 'object',
      properties: { a: { type: ['string', 'null'] } },
      additionalProperties: false,
    },
    anthropic: { type: 'object', properties: { a: { type: ['string', 'null'] } } },
    'gemini-parameters': { type: 'object', properties: { a: { type: 'string', nullable: true } } },
    'gemini-json-schema': { type: 'object', properties: { a: { type: ['string', 'null'] } } },
    mcp: { type: 'object', properties: { a: { type: ['string', 'null'] } } },
  },
  record: {
    'openai-strict': {
      type: 'object',
      properties: {
        r: {
          type: 'array',
          items: {
            type: 'object',
            properties: { key: { type: 'string' }, value: { type: 'number' } },
            required: ['key', 'value'],
            additionalProperties: false,
          },
          description: ENTRIES,
        },
      },
      required: ['r'],
      additionalProperties: false,
    },
    openai: {
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
    'anthropic-strict': {
      type: 'object',
      properties: {
        r: {
          type: 'array',
          items: {
            type: 'object',
            properties: { key: { type: 'string' }, value: { type: 'number' } },
            required: ['key', 'value'],
            additionalProperties: false,
          },
          description: ENTRIES,
        },
      },
      required: ['r'],
      additionalProperties: false,
    },
    anthropic: {
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
    'gemini-parameters': {
      type: 'object',
      properties: {
        r: {
          type: 'array',
          items: {
            type: 'object',
            properties: { key: { type: 'string' }, value: { type: 'number' } },
            required: ['key', 'value'],
          },
          description: ENTRIES,
        },
      },
      required: ['r'],
    },
    'gemini-json-schema': {
      type: 'object',
      properties: { r: { type: 'object', additionalProperties: { type: 'number' } } },
      required: ['r'],
    },
    mcp: {
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
  },
  rootUnion: {
    'openai-strict': {
      type: 'object',
      properties: { value: union('anyOf', constKind, true, ['x', 'y']) },
      required: ['value'],
      additionalProperties: false,
    },
    openai: {
      type: 'object',
      properties: { value: union('oneOf', constKind, false, ['x', 'y']) },
      required: ['value'],
    },
    'anthropic-strict': {
      type: 'object',
      properties: { value: union('anyOf', constKind, true, ['x', 'y']) },
      required: ['value'],
      additionalProperties: false,
    },
    anthropic: {
      type: 'object',
      properties: { value: union('oneOf', constKind, false, ['x', 'y']) },
      required: ['value'],
    },
    'gemini-parameters': {
      type: 'object',
      properties: { value: union('anyOf', enumKind, false, ['x', 'y']) },
      required: ['value'],
    },
    'gemini-json-schema': {
      type: 'object',
      properties: { value: union('oneOf', enumKind, false, ['x', 'y']) },
      required: ['value'],
    },
    mcp: { type: 'object', ...union('oneOf', constKind, false, ['x', 'y']) },
  },
  nestedUnion: {
    'openai-strict': {
      type: 'object',
      properties: { shape: union('anyOf', constKind, true, ['x', 'y']) },
      required: ['shape'],
      additionalProperties: false,
    },
    openai: {
      type: 'object',
      properties: { shape: union('oneOf', constKind, false, ['x', 'y']) },
      required: ['shape'],
    },
    'anthropic-strict': {
      type: 'object',
      properties: { shape: union('anyOf', constKind, true, ['x', 'y']) },
      required: ['shape'],
      additionalProperties: false,
    },
    anthropic: {
      type: 'object',
      properties: { shape: union('oneOf', constKind, false, ['x', 'y']) },
      required: ['shape'],
    },
    'gemini-parameters': {
      type: 'object',
      properties: { shape: union('anyOf', enumKind, false, ['x', 'y']) },
      required: ['shape'],
    },
    'gemini-json-schema': {
      type: 'object',
      properties: { shape: union('oneOf', enumKind, false, ['x', 'y']) },
      required: ['shape'],
    },
    mcp: {
      type: 'object',
      properties: { shape: union('oneOf', constKind, false, ['x', 'y']) },
      required: ['shape'],
    },
  },
  boundedInteger: {
    'openai-strict': {
      type: 'object',
      properties: { n: { type: 'integer', exclusiveMinimum: 0, maximum: 10 } },
      required: ['n'],
      additionalProperties: false,
    },
    openai: {
      type: 'object',
      properties: { n: { type: 'integer', exclusiveMinimum: 0, maximum: 10 } },
      required: ['n'],
    },
    'anthropic-strict': {
      type: 'object',
      properties: {
        n: { type: 'integer', description: 'Constraints: greater than 0; at most 10.' },
      },
      required: ['n'],
      additionalProperties: false,
    },
    anthropic: {
      type: 'object',
      properties: { n: { type: 'integer', exclusiveMinimum: 0, maximum: 10 } },
      required: ['n'],
    },
    'gemini-parameters': {
      type: 'object',
      properties: { n: { type: 'integer', minimum: 1, maximum: 10 } },
      required: ['n'],
    },
    'gemini-json-schema': {
      type: 'object',
      properties: { n: { type: 'integer', minimum: 1, maximum: 10 } },
      required: ['n'],
    },
    mcp: {
      type: 'object',
      properties: { n: { type: 'integer', exclusiveMinimum: 0, maximum: 10 } },
      required: ['n'],
    },
  },
  constrainedString: {
    'openai-strict': {
      type: 'object',
      properties: {
        s: {
          type: 'string',
          pattern: '^(?=.*\\d)[a-z\\d]+$',
          description: 'Constraints: at least 2 characters; at most 8 characters.',
        },
      },
      required: ['s'],
      additionalProperties: false,
    },
    openai: {
      type: 'object',
      properties: {
        s: { type: 'string', minLength: 2, maxLength: 8, pattern: '^(?=.*\\d)[a-z\\d]+$' },
      },
      required: ['s'],
    },
    'anthropic-strict': {
      type: 'object',
      properties: {
        s: {
          type: 'string',
          description:
            'Constraints: at least 2 characters; at most 8 characters; matches the regular expression ^(?=.*\\d)[a-z\\d]+$.',
        },
      },
      required: ['s'],
      additionalProperties: false,
    },
    anthropic: {
      type: 'object',
      properties: {
        s: { type: 'string', minLength: 2, maxLength: 8, pattern: '^(?=.*\\d)[a-z\\d]+$' },
      },
      required: ['s'],
    },
    'gemini-parameters': {
      type: 'object',
      properties: {
        s: { type: 'string', minLength: 2, maxLength: 8, pattern: '^(?=.*\\d)[a-z\\d]+$' },
      },
      required: ['s'],
    },
    'gemini-json-schema': {
      type: 'object',
      properties: {
        s: { type: 'string', minLength: 2, maxLength: 8, pattern: '^(?=.*\\d)[a-z\\d]+$' },
      },
      required: ['s'],
    },
    mcp: {
      type: 'object',
      properties: {
        s: { type: 'string', minLength: 2, maxLength: 8, pattern: '^(?=.*\\d)[a-z\\d]+$' },
      },
      required: ['s'],
    },
  },
  constrainedArray: {
    'openai-strict': {
      type: 'object',
      properties: {
        l: {
          type: 'array',
          items: { type: 'string' },
          minItems: 2,
          maxItems: 5,
          description: 'Constraints: items must be unique.',
        },
      },
      required: ['l'],
      additionalProperties: false,
    },
    openai: {
      type: 'object',
      properties: {
        l: {
          type: 'array',
          items: { type: 'string' },
          minItems: 2,
          maxItems: 5,
          uniqueItems: true,
        },
      },
      required: ['l'],
    },
    'anthropic-strict': {
      type: 'object',
      properties: {
        l: {
          type: 'array',
          items: { type: 'string' },
          minItems: 1,
          description: 'Constraints: at least 2 items; at most 5 items; items must be unique.',
        },
      },
      required: ['l'],
      additionalProperties: false,
    },
    anthropic: {
      type: 'object',
      properties: {
        l: {
          type: 'array',
          items: { type: 'string' },
          minItems: 2,
          maxItems: 5,
          uniqueItems: true,
        },
      },
      required: ['l'],
    },
    'gemini-parameters': {
      type: 'object',
      properties: {
        l: {
          type: 'array',
          items: { type: 'string' },
          minItems: 2,
          maxItems: 5,
          description: 'Constraints: items must be unique.',
        },
      },
      required: ['l'],
    },
    'gemini-json-schema': {
      type: 'object',
      properties: {
        l: {
          type: 'array',
          items: { type: 'string' },
          minItems: 2,
          maxItems: 5,
          description: 'Constraints: items must be unique.',
        },
      },
      required: ['l'],
    },
    mcp: {
      type: 'object',
      properties: {
        l: {
          type: 'array',
          items: { type: 'string' },
          minItems: 2,
          maxItems: 5,
          uniqueItems: true,
        },
      },
      required: ['l'],
    },
  },
  recursiveTree: {
    'openai-strict': tree.strict,
    openai: tree.kept,
    'anthropic-strict': tree.unrolledClosed,
    anthropic: tree.kept,
    'gemini-parameters': tree.unrolled,
    'gemini-json-schema': tree.kept,
    mcp: tree.kept,
  },
  tuple: {
    'openai-strict': {
      type: 'object',
      properties: {
        t: {
          type: 'object',
          properties: { '0': { type: 'string' }, '1': { type: 'number' } },
          required: ['0', '1'],
          additionalProperties: false,
          description: TUPLE,
        },
      },
      required: ['t'],
      additionalProperties: false,
    },
    openai: {
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
    'anthropic-strict': {
      type: 'object',
      properties: {
        t: {
          type: 'object',
          properties: { '0': { type: 'string' }, '1': { type: 'number' } },
          required: ['0', '1'],
          additionalProperties: false,
          description: TUPLE,
        },
      },
      required: ['t'],
      additionalProperties: false,
    },
    anthropic: {
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
    'gemini-parameters': {
      type: 'object',
      properties: {
        t: {
          type: 'object',
          properties: { '0': { type: 'string' }, '1': { type: 'number' } },
          required: ['0', '1'],
          description: TUPLE,
        },
      },
      required: ['t'],
    },
    'gemini-json-schema': {
      type: 'object',
      properties: {
        t: {
          type: 'array',
          prefixItems: [{ type: 'string' }, { type: 'number' }],
          minItems: 2,
          maxItems: 2,
        },
      },
      required: ['t'],
    },
    mcp: {
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
  },
  unknownField: {
    'openai-strict': {
      type: 'object',
      properties: { u: { type: 'string', description: ANY_JSON } },
      required: ['u'],
      additionalProperties: false,
    },
    openai: { type: 'object', properties: { u: {} }, required: ['u'] },
    'anthropic-strict': {
      type: 'object',
      properties: { u: { type: 'string', description: ANY_JSON } },
      required: ['u'],
      additionalProperties: false,
    },
    anthropic: { type: 'object', properties: { u: {} }, required: ['u'] },
    'gemini-parameters': {
      type: 'object',
      properties: { u: { type: 'string', description: ANY_JSON } },
      required: ['u'],
    },
    'gemini-json-schema': { type: 'object', properties: { u: {} }, required: ['u'] },
    mcp: { type: 'object', properties: { u: {} }, required: ['u'] },
  },
  noParameters: {
    'openai-strict': { type: 'object', properties: {}, required: [], additionalProperties: false },
    openai: { type: 'object', properties: {} },
    'anthropic-strict': { type: 'object', properties: {}, additionalProperties: false },
    anthropic: { type: 'object', properties: {} },
    'gemini-parameters': undefined,
    'gemini-json-schema': { type: 'object', properties: {} },
    mcp: { type: 'object', additionalProperties: false },
  },
  numberWithDefault: {
    'openai-strict': {
      type: 'object',
      properties: { n: { type: ['number', 'null'], description: 'Default: 5.' } },
      required: ['n'],
      additionalProperties: false,
    },
    openai: { type: 'object', properties: { n: { type: 'number', default: 5 } } },
    'anthropic-strict': {
      type: 'object',
      properties: { n: { type: 'number', default: 5 } },
      additionalProperties: false,
    },
    anthropic: { type: 'object', properties: { n: { type: 'number', default: 5 } } },
    'gemini-parameters': { type: 'object', properties: { n: { type: 'number', default: 5 } } },
    'gemini-json-schema': { type: 'object', properties: { n: { type: 'number', default: 5 } } },
    mcp: { type: 'object', properties: { n: { type: 'number', default: 5 } } },
  },
  numericLiterals: {
    'openai-strict': {
      type: 'object',
      properties: { l: { type: 'number', enum: [1, 2, 3] } },
      required: ['l'],
      additionalProperties: false,
    },
    openai: {
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
    'anthropic-strict': {
      type: 'object',
      properties: { l: { type: 'number', enum: [1, 2, 3] } },
      required: ['l'],
      additionalProperties: false,
    },
    anthropic: {
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
    'gemini-parameters': {
      type: 'object',
      properties: { l: { type: 'string', enum: ['1', '2', '3'] } },
      required: ['l'],
    },
    'gemini-json-schema': {
      type: 'object',
      properties: { l: { type: 'number', enum: [1, 2, 3] } },
      required: ['l'],
    },
    mcp: {
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
  },
  manyOptionalBooleans: {
    'openai-strict': {
      type: 'object',
      properties: flags({ type: ['boolean', 'null'] }),
      required: Array.from({ length: 30 }, (_, index) => `flag${index}`),
      additionalProperties: false,
    },
    openai: { type: 'object', properties: flags({ type: 'boolean' }) },
    'anthropic-strict': { error: 'STRICT_LIMIT_EXCEEDED' },
    anthropic: { type: 'object', properties: flags({ type: 'boolean' }) },
    'gemini-parameters': { type: 'object', properties: flags({ type: 'boolean' }) },
    'gemini-json-schema': { type: 'object', properties: flags({ type: 'boolean' }) },
    mcp: { type: 'object', properties: flags({ type: 'boolean' }) },
  },
}
