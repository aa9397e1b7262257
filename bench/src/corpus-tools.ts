import { readFileSync } from 'node:fs'
import type { StandardSchemaV1 } from '@polytool/core'
import { type Type, type } from 'arktype'
import * as v from 'valibot'
import { z } from 'zod'

/** One tool of the shared corpus: its name, description and JSON Schema input, as listed. */
export interface CorpusTool {
  readonly name: string
  readonly description: string
  readonly inputSchema: CorpusSchema
}

/** The JSON Schema keywords the corpus uses (checked when the corpus is read). */
interface CorpusSchema {
  type?: string | string[]
  description?: string
  properties?: Record<string, CorpusSchema>
  required?: string[]
  additionalProperties?: boolean
  enum?: unknown[]
  items?: CorpusSchema
  anyOf?: CorpusSchema[]
  oneOf?: CorpusSchema[]
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  default?: unknown
}

// `default` is left out on purpose: the three libraries model it as a transform of the input,
// which no converter can state as the plain JSON Schema keyword; the field stays optional.
const KNOWN_KEYWORDS = new Set([
  'type',
  'description',
  'properties',
  'required',
  'additionalProperties',
  'enum',
  'items',
  'anyOf',
  'oneOf',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'default',
])

// The repository's copy of the shared corpus (GitHub's MCP server listings, MIT).
const CORPUS_URL = new URL(
  '../../packages/json-schema/src/test-fixtures/github-mcp-server-tools.json',
  import.meta.url,
)

/**
 * The first `count` tools of the shared corpus of real MCP tool listings (GitHub's MCP server),
 * in listing order. Throws when the corpus uses a keyword the converters below do not know, so
 * a changed corpus cannot be measured half-converted.
 */
export function corpusTools(count: number): CorpusTool[] {
  const listing = JSON.parse(readFileSync(CORPUS_URL, 'utf8')) as { tools: CorpusTool[] }
  const tools = listing.tools.slice(0, count)
  if (tools.length < count) throw new Error(`the corpus has ${tools.length} tools, not ${count}`)
  for (const tool of tools) checkKeywords(tool.inputSchema, tool.name)
  return tools
}

function checkKeywords(schema: CorpusSchema, at: string): void {
  for (const key of Object.keys(schema))
    if (!KNOWN_KEYWORDS.has(key)) throw new Error(`${at}: unknown keyword ${key}`)
  for (const [key, property] of Object.entries(schema.properties ?? {}))
    checkKeywords(property, `${at}/${key}`)
  if (schema.items) checkKeywords(schema.items, `${at}/items`)
  for (const member of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
    checkKeywords(member, `${at}/union`)
}

/** Builds a library's schema from a corpus schema: `tag` is added to the top description. */
export type SchemaBuilder = (schema: CorpusSchema, tag: string) => StandardSchemaV1

function membersOf(schema: CorpusSchema): CorpusSchema[] | undefined {
  if (schema.anyOf) return schema.anyOf
  if (schema.oneOf) return schema.oneOf
  if (Array.isArray(schema.type)) return schema.type.map((name) => ({ type: name }))
  return undefined
}

// ---- Zod ----

function zodOf(schema: CorpusSchema): z.ZodType {
  const built = zodBare(schema)
  return schema.description === undefined ? built : built.describe(schema.description)
}

function zodBare(schema: CorpusSchema): z.ZodType {
  const members = membersOf(schema)
  if (members) return z.union(members.map(zodOf) as [z.ZodType, z.ZodType])
  if (schema.enum) return z.enum(schema.enum as [string, ...string[]])
  switch (schema.type) {
    case 'string': {
      let built = z.string()
      if (schema.minLength !== undefined) built = built.min(schema.minLength)
      if (schema.maxLength !== undefined) built = built.max(schema.maxLength)
      return built
    }
    case 'number':
    case 'integer': {
      let built = schema.type === 'integer' ? z.int() : z.number()
      if (schema.minimum !== undefined) built = built.min(schema.minimum)
      if (schema.maximum !== undefined) built = built.max(schema.maximum)
      return built
    }
    case 'boolean':
      return z.boolean()
    case 'null':
      return z.null()
    case 'array': {
      const built = z.array(zodOf(schema.items ?? {}))
      return schema.minItems === undefined ? built : built.min(schema.minItems)
    }
    case 'object': {
      const required = new Set(schema.required ?? [])
      const shape: Record<string, z.ZodType> = {}
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        const built = zodOf(property)
        shape[key] = required.has(key) ? built : built.optional()
      }
      return schema.additionalProperties === false ? z.strictObject(shape) : z.object(shape)
    }
    default:
      return z.unknown()
  }
}

// ---- Valibot ----

type AnyValibot = v.GenericSchema

function valibotOf(schema: CorpusSchema): AnyValibot {
  const built = valibotBare(schema)
  return schema.description === undefined
    ? built
    : (v.pipe(built, v.description(schema.description)) as AnyValibot)
}

function valibotBare(schema: CorpusSchema): AnyValibot {
  const members = membersOf(schema)
  if (members) return v.union(members.map(valibotOf))
  if (schema.enum) return v.picklist(schema.enum as string[])
  switch (schema.type) {
    case 'string': {
      const actions: v.PipeItem<string, string, v.BaseIssue<unknown>>[] = []
      if (schema.minLength !== undefined) actions.push(v.minLength(schema.minLength))
      if (schema.maxLength !== undefined) actions.push(v.maxLength(schema.maxLength))
      return actions.length === 0 ? v.string() : (v.pipe(v.string(), ...actions) as AnyValibot)
    }
    case 'number':
    case 'integer': {
      const actions: v.PipeItem<number, number, v.BaseIssue<unknown>>[] = []
      if (schema.type === 'integer') actions.push(v.integer())
      if (schema.minimum !== undefined) actions.push(v.minValue(schema.minimum))
      if (schema.maximum !== undefined) actions.push(v.maxValue(schema.maximum))
      return actions.length === 0 ? v.number() : (v.pipe(v.number(), ...actions) as AnyValibot)
    }
    case 'boolean':
      return v.boolean()
    case 'null':
      return v.null()
    case 'array': {
      const built = v.array(valibotOf(schema.items ?? {}))
      return schema.minItems === undefined
        ? built
        : (v.pipe(built, v.minLength(schema.minItems)) as AnyValibot)
    }
    case 'object': {
      const required = new Set(schema.required ?? [])
      const entries: Record<string, AnyValibot> = {}
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        const built = valibotOf(property)
        entries[key] = required.has(key) ? built : v.optional(built)
      }
      return schema.additionalProperties === false ? v.strictObject(entries) : v.object(entries)
    }
    default:
      return v.unknown()
  }
}

// ---- ArkType ----

function arktypeOf(schema: CorpusSchema): Type {
  const built = arktypeBare(schema)
  return schema.description === undefined ? built : built.describe(schema.description)
}

function arktypeBare(schema: CorpusSchema): Type {
  const members = membersOf(schema)
  if (members)
    return members.map(arktypeOf).reduce((union, member) => union.or(member) as Type) as Type
  if (schema.enum) return type.enumerated(...schema.enum) as Type
  switch (schema.type) {
    case 'string': {
      let built = type.string as Type<string>
      if (schema.minLength !== undefined) built = built.atLeastLength(schema.minLength) as never
      if (schema.maxLength !== undefined) built = built.atMostLength(schema.maxLength) as never
      return built as Type
    }
    case 'number':
    case 'integer': {
      let built = (schema.type === 'integer' ? type('number.integer') : type.number) as Type<number>
      if (schema.minimum !== undefined) built = built.atLeast(schema.minimum) as never
      if (schema.maximum !== undefined) built = built.atMost(schema.maximum) as never
      return built as Type
    }
    case 'boolean':
      return type.boolean as Type
    case 'null':
      return type.null as Type
    case 'array': {
      const built = arktypeOf(schema.items ?? {}).array() as Type<unknown[]>
      return (schema.minItems === undefined ? built : built.atLeastLength(schema.minItems)) as Type
    }
    case 'object': {
      const required = new Set(schema.required ?? [])
      const definition: Record<string, unknown> = {}
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        definition[required.has(key) ? key : `${key}?`] = arktypeOf(property)
      if (schema.additionalProperties === false) definition['+'] = 'reject'
      return type(definition as never) as unknown as Type
    }
    default:
      return type.unknown as Type
  }
}

function tagged(schema: CorpusSchema, tag: string): CorpusSchema {
  return { ...schema, description: `${schema.description ?? 'Input'} ${tag}` }
}

/**
 * Each library's schema for a corpus input schema, built fresh on every call (a new schema
 * object, with `tag` in its top description so no content cache can hold it either).
 */
export const corpusSchemaBuilders: Record<'zod' | 'valibot' | 'arktype', SchemaBuilder> = {
  zod: (schema, tag) => zodOf(tagged(schema, tag)) as unknown as StandardSchemaV1,
  valibot: (schema, tag) => valibotOf(tagged(schema, tag)) as unknown as StandardSchemaV1,
  arktype: (schema, tag) => arktypeOf(tagged(schema, tag)) as unknown as StandardSchemaV1,
}
