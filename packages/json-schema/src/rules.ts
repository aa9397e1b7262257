/** One way a provider takes tool schemas: a target plus its strict / mode switch. */
export type ProviderProfileId =
  | 'openai-strict'
  | 'openai'
  | 'anthropic-strict'
  | 'anthropic'
  | 'gemini-parameters'
  | 'gemini-json-schema'
  | 'mcp'

/** OpenAI Structured Outputs size limits, per schema. */
export interface OpenAILimits {
  /** Object properties, counted over the whole schema. */
  readonly properties: number
  /** Levels of object nesting. */
  readonly nestingDepth: number
  /** Characters of property names, enum values and `const` strings, counted over the whole schema. */
  readonly totalStringLength: number
  /** `enum` values, counted over the whole schema. */
  readonly enumValues: number
  /** Above this many values, a string `enum` is large, and `largeStringEnumLength` caps it. */
  readonly largeStringEnumValues: number
  /** The characters the values of one large string `enum` may total. */
  readonly largeStringEnumLength: number
}

/** Anthropic strict-tool budgets, per request (across every strict tool). */
export interface AnthropicBudgets {
  /** Strict tools in one request. */
  readonly strictTools: number
  /** Optional parameters, summed over the strict tools of a request. */
  readonly optionalParameters: number
  /** Parameters with a union type, summed over the strict tools of a request. */
  readonly unionParameters: number
}

/** What one provider profile accepts in a tool's input schema (PROVIDER_RULES.md as data). */
export interface ProviderRules {
  /** The profile: the provider and its mode (`openai-strict`, `anthropic`, …). */
  readonly id: ProviderProfileId
  /** How messages name the profile, e.g. `OpenAI strict`. */
  readonly label: string
  /** Whether only the listed keywords are accepted (the emitter rewrites every node). */
  readonly restricted: boolean
  /** Keywords the provider accepts; `any` when every keyword is tolerated. */
  readonly keywords: readonly string[] | 'any'
  /** Values of `format` it accepts; `any` when every format is tolerated. */
  readonly formats: readonly string[] | 'any'
  /** Keywords forbidden on the root node. */
  readonly rootForbidden: readonly string[]
  /** Every object must say `additionalProperties: false`. */
  readonly closedObjects: boolean
  /** Every property must be listed in `required` (optional ones become nullable). */
  readonly allPropertiesRequired: boolean
  /** Every node needs a `type` (or `anyOf` / `$ref`). */
  readonly typeRequired: boolean
  /** `type` may be a list, e.g. `["string", "null"]`. */
  readonly typeArrays: boolean
  /** How null is allowed: JSON Schema `null` type, or OpenAPI `nullable: true`. */
  readonly nullable: 'json' | 'openapi'
  /** Which `enum` values are accepted. */
  readonly enumValues: 'any' | 'primitive' | 'string' | 'string-number'
  /** `$ref` / `$defs` are accepted. */
  readonly refs: boolean
  /** A definition may refer to itself, directly or not. */
  readonly recursion: boolean
  /** `items` is required on arrays. */
  readonly arrayItemsRequired: boolean
  /** An object with no properties is accepted below the root. */
  readonly emptyObjects: boolean
  /** A `$ref` must stand alone, without sibling keywords such as `description`. */
  readonly refAlone?: boolean
  /** Highest `minItems` accepted, when limited. */
  readonly maxMinItems?: number
  /** Patterns must be simple: no backreferences, lookaround, `\b`, large `{n,m}`. */
  readonly simplePatternsOnly?: boolean
  /** Longest parameter (root property) name. */
  readonly parameterNameMaxLength?: number
  /** Per-schema size limits. */
  readonly limits?: OpenAILimits
  /** Per-request budgets. */
  readonly budgets?: AnthropicBudgets
}

const JSON_TYPE_KEYWORDS = ['type', 'properties', 'required', 'items', 'description']

// The non-strict targets take any JSON Schema, as long as the root is one object.
const ANY_SCHEMA_UNDER_AN_OBJECT = {
  restricted: false,
  keywords: 'any',
  formats: 'any',
  rootForbidden: ['anyOf', 'oneOf', 'allOf', '$ref'],
  closedObjects: false,
  allPropertiesRequired: false,
  typeRequired: false,
  typeArrays: true,
  nullable: 'json',
  enumValues: 'any',
  refs: true,
  recursion: true,
  arrayItemsRequired: false,
  emptyObjects: true,
} as const satisfies Omit<ProviderRules, 'id' | 'label'>

/** The rules of every provider profile, from PROVIDER_RULES.md; `(U)` choices are the safe side. */
export const providerRules: Readonly<Record<ProviderProfileId, ProviderRules>> = {
  'openai-strict': {
    id: 'openai-strict',
    label: 'OpenAI strict',
    restricted: true,
    keywords: [
      ...JSON_TYPE_KEYWORDS,
      'additionalProperties',
      'anyOf',
      'enum',
      'const',
      'title',
      '$defs',
      '$ref',
      'pattern',
      'format',
      'multipleOf',
      'minimum',
      'maximum',
      'exclusiveMinimum',
      'exclusiveMaximum',
      'minItems',
      'maxItems',
    ],
    formats: ['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid'],
    rootForbidden: ['anyOf', '$ref'],
    closedObjects: true,
    allPropertiesRequired: true,
    typeRequired: true,
    typeArrays: true,
    nullable: 'json',
    enumValues: 'primitive',
    refs: true,
    recursion: true,
    arrayItemsRequired: true,
    emptyObjects: true,
    refAlone: true,
    limits: {
      properties: 5000,
      nestingDepth: 10,
      totalStringLength: 120_000,
      enumValues: 1000,
      largeStringEnumValues: 250,
      largeStringEnumLength: 15_000,
    },
  },
  openai: { id: 'openai', label: 'OpenAI', ...ANY_SCHEMA_UNDER_AN_OBJECT },
  'anthropic-strict': {
    id: 'anthropic-strict',
    label: 'Anthropic strict',
    restricted: true,
    keywords: [
      ...JSON_TYPE_KEYWORDS,
      'additionalProperties',
      'enum',
      'const',
      'anyOf',
      'allOf',
      '$ref',
      '$defs',
      'definitions',
      'default',
      'format',
      'minItems',
      'pattern',
    ],
    formats: [
      'date-time',
      'time',
      'date',
      'duration',
      'email',
      'hostname',
      'uri',
      'ipv4',
      'ipv6',
      'uuid',
    ],
    rootForbidden: ['anyOf', 'oneOf', 'allOf', '$ref'],
    closedObjects: true,
    allPropertiesRequired: false,
    typeRequired: true,
    typeArrays: true,
    nullable: 'json',
    enumValues: 'primitive',
    refs: true,
    recursion: false,
    arrayItemsRequired: true,
    emptyObjects: true,
    maxMinItems: 1,
    simplePatternsOnly: true,
    budgets: { strictTools: 20, optionalParameters: 24, unionParameters: 16 },
  },
  anthropic: { id: 'anthropic', label: 'Anthropic', ...ANY_SCHEMA_UNDER_AN_OBJECT },
  'gemini-parameters': {
    id: 'gemini-parameters',
    label: 'Gemini parameters',
    restricted: true,
    keywords: [
      ...JSON_TYPE_KEYWORDS,
      'format',
      'title',
      'nullable',
      'enum',
      'minItems',
      'maxItems',
      'minLength',
      'maxLength',
      'minimum',
      'maximum',
      'minProperties',
      'maxProperties',
      'pattern',
      'propertyOrdering',
      'anyOf',
      'default',
      'example',
    ],
    formats: ['date-time', 'enum', 'float', 'double', 'int32', 'int64'],
    rootForbidden: ['anyOf'],
    closedObjects: false,
    allPropertiesRequired: false,
    typeRequired: true,
    typeArrays: false,
    nullable: 'openapi',
    enumValues: 'string',
    refs: false,
    recursion: false,
    arrayItemsRequired: true,
    emptyObjects: false,
    parameterNameMaxLength: 64,
  },
  'gemini-json-schema': {
    id: 'gemini-json-schema',
    label: 'Gemini parametersJsonSchema',
    restricted: true,
    keywords: [
      ...JSON_TYPE_KEYWORDS,
      'format',
      'title',
      'enum',
      'prefixItems',
      'minItems',
      'maxItems',
      'minLength',
      'maxLength',
      'minimum',
      'maximum',
      'minProperties',
      'maxProperties',
      'pattern',
      'additionalProperties',
      'anyOf',
      'oneOf',
      '$defs',
      '$ref',
      'default',
      'propertyOrdering',
    ],
    formats: ['date-time', 'date', 'time', 'enum', 'float', 'double', 'int32', 'int64'],
    rootForbidden: ['anyOf', 'oneOf', '$ref'],
    closedObjects: false,
    allPropertiesRequired: false,
    typeRequired: false,
    typeArrays: true,
    nullable: 'json',
    enumValues: 'string-number',
    refs: true,
    recursion: true,
    arrayItemsRequired: false,
    emptyObjects: true,
    parameterNameMaxLength: 64,
  },
  // MCP takes a union of objects as the root, where the others want one object.
  mcp: { id: 'mcp', label: 'MCP', ...ANY_SCHEMA_UNDER_AN_OBJECT, rootForbidden: ['$ref'] },
}
