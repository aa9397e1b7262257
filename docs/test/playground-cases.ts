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

/** Arguments a model sent for a schema, under a profile: the playground's verdict must be Node's. */
export interface ArgumentsCase extends PlaygroundCase {
  /** The arguments as the model sent them, JSON. */
  readonly args: string
  readonly profile: Profile
}

const OPENAI_STRICT = PROFILES[0] as Profile

// OpenAI strict mode makes every key required and nullable: the model sends `null` for an
// optional key it leaves out, and decoding removes it before the tool's own schema judges.
const CITY_AND_UNITS = {
  zod: "z.object({ city: z.string().min(1), units: z.enum(['c', 'f']).optional() })",
  valibot:
    "v.object({ city: v.pipe(v.string(), v.minLength(1)), units: v.optional(v.picklist(['c', 'f'])) })",
  arktype: `type({ city: "string > 0", "units?": "'c' | 'f'" })`,
  'json-schema': JSON.stringify({
    type: 'object',
    properties: { city: { type: 'string', minLength: 1 }, units: { enum: ['c', 'f'] } },
    required: ['city'],
  }),
} as const

export const ARGUMENT_CASES: readonly ArgumentsCase[] = Object.entries(CITY_AND_UNITS).flatMap(
  ([detected, text]) =>
    [
      { verdict: 'an optional key sent as null', args: '{"city":"Paris","units":null}' },
      { verdict: 'a short city and an unknown unit', args: '{"city":"","units":"k"}' },
    ].map(({ verdict, args }) => ({
      name: `${detected}: ${verdict}`,
      detected: detected as PlaygroundCase['detected'],
      text,
      args,
      profile: OPENAI_STRICT,
    })),
)
