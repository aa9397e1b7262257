import type { SchemaNode } from '../json-schema'
import type { ProviderProfileId } from '../rules'
import { EXPECTED, type Expected, flags, treeExpectations } from './expected-outputs'
import type { CaseName } from './json-cases'
import type { LibraryName } from './library-cases'

type Overrides = Partial<Record<CaseName, Partial<Record<ProviderProfileId, Expected>>>>

const PASS_THROUGH: readonly ProviderProfileId[] = ['openai', 'anthropic', 'mcp']

/** The same schema for the three profiles that take a schema as given. */
function passThrough(schema: SchemaNode): Partial<Record<ProviderProfileId, Expected>> {
  return Object.fromEntries(PASS_THROUGH.map((id) => [id, schema]))
}

// Zod, Valibot and ArkType have no uniqueItems: case 8 is minItems 2 and maxItems 5 only.
const boundedList = { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 5 }
const constrainedArray: Partial<Record<ProviderProfileId, Expected>> = {
  'openai-strict': {
    type: 'object',
    properties: { l: boundedList },
    required: ['l'],
    additionalProperties: false,
  },
  'anthropic-strict': {
    type: 'object',
    properties: {
      l: {
        type: 'array',
        items: { type: 'string' },
        minItems: 1,
        description: 'Constraints: at least 2 items; at most 5 items.',
      },
    },
    required: ['l'],
    additionalProperties: false,
  },
  'gemini-parameters': { type: 'object', properties: { l: boundedList }, required: ['l'] },
  'gemini-json-schema': { type: 'object', properties: { l: boundedList }, required: ['l'] },
  ...passThrough({ type: 'object', properties: { l: boundedList }, required: ['l'] }),
}

function namedTree(name: string): Partial<Record<ProviderProfileId, Expected>> {
  const tree = treeExpectations(name)
  return {
    'openai-strict': tree.strict,
    'anthropic-strict': tree.unrolledClosed,
    'gemini-parameters': tree.unrolled,
    'gemini-json-schema': tree.kept,
    ...passThrough(tree.kept),
  }
}

/** Valibot and ArkType write discriminators as a bare `const`, without `type`. */
const bareKind = (keyword: 'anyOf' | 'oneOf') => ({
  [keyword]: [
    {
      type: 'object',
      properties: { kind: { const: 'x' }, x: { type: 'string' } },
      required: ['kind', 'x'],
    },
    {
      type: 'object',
      properties: { kind: { const: 'y' }, y: { type: 'number' } },
      required: ['kind', 'y'],
    },
  ],
})
const enumKindAnyOf = {
  anyOf: [
    {
      type: 'object',
      properties: { kind: { type: 'string', enum: ['x'] }, x: { type: 'string' } },
      required: ['kind', 'x'],
    },
    {
      type: 'object',
      properties: { kind: { type: 'string', enum: ['y'] }, y: { type: 'number' } },
      required: ['kind', 'y'],
    },
  ],
}

const ZOD: Overrides = {
  constrainedArray,
  recursiveTree: namedTree('root'),
}

const VALIBOT: Overrides = {
  optionalString: passThrough({
    type: 'object',
    properties: { a: { type: 'string' } },
    required: [],
  }),
  optionalNullableString: passThrough({
    type: 'object',
    properties: { a: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
    required: [],
  }),
  rootUnion: {
    openai: { type: 'object', properties: { value: bareKind('oneOf') }, required: ['value'] },
    anthropic: { type: 'object', properties: { value: bareKind('oneOf') }, required: ['value'] },
    mcp: { type: 'object', ...bareKind('oneOf') },
  },
  nestedUnion: passThrough({
    type: 'object',
    properties: { shape: bareKind('oneOf') },
    required: ['shape'],
  }),
  boundedInteger: {
    'openai-strict': {
      type: 'object',
      properties: { n: { type: 'integer', minimum: 1, maximum: 10 } },
      required: ['n'],
      additionalProperties: false,
    },
    'anthropic-strict': {
      type: 'object',
      properties: { n: { type: 'integer', description: 'Constraints: at least 1; at most 10.' } },
      required: ['n'],
      additionalProperties: false,
    },
    ...passThrough({
      type: 'object',
      properties: { n: { type: 'integer', minimum: 1, maximum: 10 } },
      required: ['n'],
    }),
  },
  constrainedArray,
  recursiveTree: namedTree('0'),
  tuple: {
    'gemini-json-schema': {
      type: 'object',
      properties: {
        t: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }], minItems: 2 },
      },
      required: ['t'],
    },
    ...passThrough({
      type: 'object',
      properties: {
        t: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }], minItems: 2 },
      },
      required: ['t'],
    }),
  },
  numberWithDefault: passThrough({
    type: 'object',
    properties: { n: { type: 'number', default: 5 } },
    required: [],
  }),
  numericLiterals: passThrough({
    type: 'object',
    properties: { l: { enum: [1, 2, 3], type: 'number' } },
    required: ['l'],
  }),
  manyOptionalBooleans: passThrough({
    type: 'object',
    properties: flags({ type: 'boolean' }),
    required: [],
  }),
}

/** ArkType's recursion goes through two definitions: the node, and the list of nodes. */
function arktypeTree(node: string, list: string): Partial<Record<ProviderProfileId, Expected>> {
  const cut = {
    type: 'string',
    description: `A "${list}" value nested deeper than 3 levels, sent as a JSON-encoded string. It matches this JSON Schema: {"type":"array","items":{"$ref":"#/$defs/${node}"}}`,
  }
  const level = (children: SchemaNode, closed: boolean): SchemaNode => ({
    type: 'object',
    properties: { value: { type: 'string' }, children },
    required: ['value'],
    ...(closed ? { additionalProperties: false } : {}),
  })
  const unrolled = (closed: boolean) =>
    level(
      {
        type: 'array',
        items: level(
          { type: 'array', items: level({ type: 'array', items: level(cut, closed) }, closed) },
          closed,
        ),
      },
      closed,
    )
  const strictNode = {
    type: 'object',
    properties: {
      value: { type: 'string' },
      children: { anyOf: [{ $ref: `#/$defs/${list}` }, { type: 'null' }] },
    },
    required: ['value', 'children'],
    additionalProperties: false,
  }
  const keptNode = {
    type: 'object',
    properties: { value: { type: 'string' }, children: { $ref: `#/$defs/${list}` } },
    required: ['value'],
  }
  const listSchema = { type: 'array', items: { $ref: `#/$defs/${node}` } }
  const kept = { ...keptNode, $defs: { [node]: keptNode, [list]: listSchema } }
  return {
    'openai-strict': { ...strictNode, $defs: { [node]: strictNode, [list]: listSchema } },
    'anthropic-strict': unrolled(true),
    'gemini-parameters': unrolled(false),
    'gemini-json-schema': kept,
    ...passThrough(kept),
  }
}

function arktypeOverrides(treeNames: readonly string[]): Overrides {
  const [node, list] = treeNames
  return {
    optionalNullableString: passThrough({
      type: 'object',
      properties: { a: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
    }),
    record: passThrough({
      type: 'object',
      properties: { r: { type: 'object', additionalProperties: { type: 'number' } } },
      required: ['r'],
    }),
    rootUnion: {
      openai: { type: 'object', properties: { value: bareKind('anyOf') }, required: ['value'] },
      anthropic: { type: 'object', properties: { value: bareKind('anyOf') }, required: ['value'] },
      'gemini-json-schema': {
        type: 'object',
        properties: { value: enumKindAnyOf },
        required: ['value'],
      },
      mcp: { type: 'object', ...bareKind('anyOf') },
    },
    nestedUnion: {
      'gemini-json-schema': {
        type: 'object',
        properties: { shape: enumKindAnyOf },
        required: ['shape'],
      },
      ...passThrough({
        type: 'object',
        properties: { shape: bareKind('anyOf') },
        required: ['shape'],
      }),
    },
    constrainedArray,
    recursiveTree: arktypeTree(node!, list!),
    tuple: passThrough({
      type: 'object',
      properties: {
        t: {
          type: 'array',
          minItems: 2,
          prefixItems: [{ type: 'string' }, { type: 'number' }],
          items: false,
        },
      },
      required: ['t'],
    }),
    // ArkType's input JSON Schema leaves the default out: the field is plainly optional.
    numberWithDefault: {
      'openai-strict': {
        type: 'object',
        properties: { n: { type: ['number', 'null'] } },
        required: ['n'],
        additionalProperties: false,
      },
      'anthropic-strict': {
        type: 'object',
        properties: { n: { type: 'number' } },
        additionalProperties: false,
      },
      'gemini-parameters': { type: 'object', properties: { n: { type: 'number' } } },
      'gemini-json-schema': { type: 'object', properties: { n: { type: 'number' } } },
      ...passThrough({ type: 'object', properties: { n: { type: 'number' } } }),
    },
    numericLiterals: passThrough({
      type: 'object',
      properties: { l: { enum: [1, 2, 3] } },
      required: ['l'],
    }),
    // ArkType sorts keys, so `required` lists flag10 before flag2.
    manyOptionalBooleans: {
      'openai-strict': {
        type: 'object',
        properties: flags({ type: ['boolean', 'null'] }),
        required: Array.from({ length: 30 }, (_, index) => `flag${index}`).sort(),
        additionalProperties: false,
      },
    },
  }
}

/**
 * What a library's version of a case must emit: the JSON Schema case's expected output, unless
 * the library writes the case differently (listed above, with the reason). `arktypeTreeNames`
 * are the generated names of ArkType's two tree definitions (node, list).
 */
export function libraryExpected(
  library: LibraryName,
  name: CaseName,
  profile: ProviderProfileId,
  arktypeTreeNames: readonly string[],
): Expected {
  const overrides =
    library === 'zod' ? ZOD : library === 'valibot' ? VALIBOT : arktypeOverrides(arktypeTreeNames)
  const override = overrides[name]
  return override !== undefined && profile in override ? override[profile] : EXPECTED[name][profile]
}
