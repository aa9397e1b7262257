// The schemas the playground is compared with Node on: sources of each schema library, in the
// forms people paste them (one expression, with imports, as statements), and JSON Schemas.

/** One schema as typed into the playground, and the library it must be read as. */
export interface PlaygroundCase {
  readonly name: string
  readonly detected: 'zod' | 'valibot' | 'arktype' | 'json-schema'
  readonly text: string
}

export const CASES: readonly PlaygroundCase[] = [
  { name: 'zod: one field', detected: 'zod', text: 'z.object({ city: z.string() })' },
  {
    name: 'zod: optional, enum, bounded integer, default',
    detected: 'zod',
    text: `z.object({
  location: z.string().describe('City name'),
  units: z.enum(['celsius', 'fahrenheit']).optional(),
  days: z.number().int().min(1).max(14).default(3),
})`,
  },
  {
    name: 'zod: array, discriminated union, nullable',
    detected: 'zod',
    text: `z.object({
  tags: z.array(z.string()).max(5),
  filter: z.union([
    z.object({ kind: z.literal('a'), a: z.string() }),
    z.object({ kind: z.literal('b'), b: z.number() }),
  ]),
  note: z.string().nullable(),
})`,
  },
  {
    name: 'zod: imported, declared as a const',
    detected: 'zod',
    text: `import { z } from 'zod'

const Input = z.object({ query: z.string().min(1), limit: z.number().optional() })`,
  },
  { name: 'valibot: one field', detected: 'valibot', text: 'v.object({ city: v.string() })' },
  {
    name: 'valibot: pipes and optionals',
    detected: 'valibot',
    text: `v.object({
  query: v.pipe(v.string(), v.minLength(1)),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50))),
  tags: v.optional(v.array(v.string())),
})`,
  },
  {
    name: 'valibot: namespace import under another name, export default',
    detected: 'valibot',
    text: `import * as val from 'valibot'

export default val.object({ kind: val.picklist(['a', 'b']), when: val.nullable(val.string()) })`,
  },
  { name: 'arktype: one field', detected: 'arktype', text: "type({ city: 'string' })" },
  {
    name: 'arktype: optional key, array, literal union',
    detected: 'arktype',
    text: `type({
  title: 'string',
  attendees: 'string[]',
  'location?': 'string',
  kind: "'meeting' | 'reminder'",
})`,
  },
  {
    name: 'arktype: imported, declared as a const',
    detected: 'arktype',
    text: `import { type } from 'arktype'

const Event = type({ count: 'number.integer', 'note?': 'string | null' })`,
  },
  {
    name: 'json schema: optional field',
    detected: 'json-schema',
    text: JSON.stringify({
      type: 'object',
      properties: { location: { type: 'string' }, units: { enum: ['celsius', 'fahrenheit'] } },
      required: ['location'],
    }),
  },
  {
    name: 'json schema: format and anyOf',
    detected: 'json-schema',
    text: JSON.stringify({
      type: 'object',
      properties: {
        email: { type: 'string', format: 'email' },
        id: { anyOf: [{ type: 'string' }, { type: 'integer', minimum: 0 }] },
      },
      required: ['email', 'id'],
    }),
  },
]

/** A provider profile as the playground's controls set it. */
export interface Profile {
  readonly name: string
  readonly target: 'openai' | 'anthropic' | 'gemini' | 'mcp'
  readonly strict?: boolean
  readonly mode?: 'parameters' | 'parametersJsonSchema'
}

export const PROFILES: readonly Profile[] = [
  { name: 'openai strict', target: 'openai', strict: true },
  { name: 'openai', target: 'openai', strict: false },
  { name: 'anthropic strict', target: 'anthropic', strict: true },
  { name: 'gemini parameters', target: 'gemini', mode: 'parameters' },
  { name: 'mcp', target: 'mcp' },
]
