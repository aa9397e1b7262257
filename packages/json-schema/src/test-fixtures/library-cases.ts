import { toStandardJsonSchema } from '@valibot/to-json-schema'
import { type } from 'arktype'
import * as v from 'valibot'
import { z } from 'zod'
import type { SchemaNode } from '../json-schema'
import type { CaseName } from './json-cases'

/** A schema library's schema that reports its JSON Schema through Standard JSON Schema. */
interface WithJsonSchema {
  readonly '~standard': {
    readonly jsonSchema: {
      readonly input: (options: { target: string }) => Record<string, unknown>
    }
  }
}

/** The JSON Schema a library gives for its schema (Standard JSON Schema, draft 2020-12). */
export function jsonSchemaOf(schema: WithJsonSchema): SchemaNode {
  return schema['~standard'].jsonSchema.input({ target: 'draft-2020-12' })
}

const PATTERN = /^(?=.*\d)[a-z\d]+$/
const FLAG_NAMES = Array.from({ length: 30 }, (_, index) => `flag${index}`)

const zodNode: z.ZodType = z.object({
  value: z.string(),
  get children() {
    return z.array(zodNode).optional()
  },
})

const zodCases: Record<CaseName, WithJsonSchema> = {
  optionalString: z.object({ a: z.string().optional() }),
  optionalNullableString: z.object({ a: z.string().nullable().optional() }),
  record: z.object({ r: z.record(z.string(), z.number()) }),
  rootUnion: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('x'), x: z.string() }),
    z.object({ kind: z.literal('y'), y: z.number() }),
  ]),
  nestedUnion: z.object({
    shape: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('x'), x: z.string() }),
      z.object({ kind: z.literal('y'), y: z.number() }),
    ]),
  }),
  boundedInteger: z.object({ n: z.number().int().positive().max(10) }),
  constrainedString: z.object({ s: z.string().min(2).max(8).regex(PATTERN) }),
  constrainedArray: z.object({ l: z.array(z.string()).min(2).max(5) }),
  recursiveTree: zodNode,
  tuple: z.object({ t: z.tuple([z.string(), z.number()]) }),
  unknownField: z.object({ u: z.unknown() }),
  noParameters: z.object({}),
  numberWithDefault: z.object({ n: z.number().default(5) }),
  numericLiterals: z.object({ l: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
  manyOptionalBooleans: z.object(
    Object.fromEntries(FLAG_NAMES.map((name) => [name, z.boolean().optional()])),
  ),
}

type ValibotNode = { value: string; children?: ValibotNode[] | undefined }
const valibotNode: v.GenericSchema<ValibotNode> = v.object({
  value: v.string(),
  children: v.optional(v.array(v.lazy(() => valibotNode))),
})

const valibotCases: Record<CaseName, WithJsonSchema> = {
  optionalString: toStandardJsonSchema(v.object({ a: v.optional(v.string()) })),
  optionalNullableString: toStandardJsonSchema(v.object({ a: v.optional(v.nullable(v.string())) })),
  record: toStandardJsonSchema(v.object({ r: v.record(v.string(), v.number()) })),
  rootUnion: toStandardJsonSchema(
    v.variant('kind', [
      v.object({ kind: v.literal('x'), x: v.string() }),
      v.object({ kind: v.literal('y'), y: v.number() }),
    ]),
  ),
  nestedUnion: toStandardJsonSchema(
    v.object({
      shape: v.variant('kind', [
        v.object({ kind: v.literal('x'), x: v.string() }),
        v.object({ kind: v.literal('y'), y: v.number() }),
      ]),
    }),
  ),
  boundedInteger: toStandardJsonSchema(
    v.object({ n: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)) }),
  ),
  constrainedString: toStandardJsonSchema(
    v.object({ s: v.pipe(v.string(), v.minLength(2), v.maxLength(8), v.regex(PATTERN)) }),
  ),
  constrainedArray: toStandardJsonSchema(
    v.object({ l: v.pipe(v.array(v.string()), v.minLength(2), v.maxLength(5)) }),
  ),
  recursiveTree: toStandardJsonSchema(valibotNode),
  tuple: toStandardJsonSchema(v.object({ t: v.tuple([v.string(), v.number()]) })),
  unknownField: toStandardJsonSchema(v.object({ u: v.unknown() })),
  noParameters: toStandardJsonSchema(v.object({})),
  numberWithDefault: toStandardJsonSchema(v.object({ n: v.optional(v.number(), 5) })),
  numericLiterals: toStandardJsonSchema(v.object({ l: v.picklist([1, 2, 3]) })),
  manyOptionalBooleans: toStandardJsonSchema(
    v.object(Object.fromEntries(FLAG_NAMES.map((name) => [name, v.optional(v.boolean())]))),
  ),
}

const arktypeCases: Record<CaseName, WithJsonSchema> = {
  optionalString: type({ 'a?': 'string' }),
  optionalNullableString: type({ 'a?': 'string | null' }),
  record: type({ r: 'Record<string, number>' }),
  rootUnion: type({ kind: "'x'", x: 'string' }).or({ kind: "'y'", y: 'number' }),
  nestedUnion: type({ shape: type({ kind: "'x'", x: 'string' }).or({ kind: "'y'", y: 'number' }) }),
  boundedInteger: type({ n: '0 < number.integer <= 10' }),
  constrainedString: type({ s: type(PATTERN).and('2 <= string <= 8') }),
  constrainedArray: type({ l: '2 <= string[] <= 5' }),
  recursiveTree: type.scope({ node: { value: 'string', 'children?': 'node[]' } }).export().node,
  tuple: type({ t: ['string', 'number'] }),
  unknownField: type({ u: 'unknown' }),
  noParameters: type({}),
  numberWithDefault: type({ n: 'number = 5' }),
  numericLiterals: type({ l: '1 | 2 | 3' }),
  manyOptionalBooleans: type(
    Object.fromEntries(FLAG_NAMES.map((name) => [`${name}?`, 'boolean'])) as never,
  ),
}

/** The fifteen cases written with each schema library. */
export const LIBRARY_CASES = {
  zod: zodCases,
  valibot: valibotCases,
  arktype: arktypeCases,
} as const

/** A schema library the cases are written in. */
export type LibraryName = keyof typeof LIBRARY_CASES
