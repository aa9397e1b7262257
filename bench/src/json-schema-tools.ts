import type { StandardSchemaV1 } from '@polytool/core'
import { toJsonSchema as valibotToJsonSchema } from '@valibot/to-json-schema'
import { type Type, type } from 'arktype'
import * as v from 'valibot'
import { z } from 'zod'
import { toJSONSchema as zodToJsonSchema } from 'zod/v4/core'

/** One library's side of the JSON Schema bench: tool input schemas, and its own converter. */
export interface LibraryUnderTest {
  /** A fresh input schema for tool `index`; `round` makes it a new schema object every time. */
  schema(index: number, round: number): StandardSchemaV1
  /** The library's own JSON Schema conversion, called directly. */
  convertDirectly(schema: StandardSchemaV1): unknown
}

const KINDS = ['search', 'create', 'update', 'delete'] as const

// Tool inputs of a realistic size: a few required and optional fields, an enum, an array and a
// nested object; tools differ in their extra fields.
export const libraries: Record<string, LibraryUnderTest> = {
  zod: {
    schema: (index, round) => {
      const extra = Object.fromEntries(
        Array.from({ length: index % 5 }, (_, field) => [
          `field${field}`,
          z.string().max(200).optional(),
        ]),
      )
      return z
        .object({
          name: z.string().min(1).describe(`tool ${index} of round ${round}`),
          count: z.int().min(0).max(100).optional(),
          kind: z.enum(KINDS),
          tags: z.array(z.string()).max(5),
          address: z.object({
            city: z.string(),
            zip: z
              .string()
              .regex(/^\d{5}$/)
              .optional(),
          }),
          ...extra,
        })
        .strict()
    },
    convertDirectly: (schema) =>
      zodToJsonSchema(schema as never, { io: 'input', target: 'draft-2020-12' }),
  },
  valibot: {
    schema: (index, round) => {
      const extra = Object.fromEntries(
        Array.from({ length: index % 5 }, (_, field) => [
          `field${field}`,
          v.optional(v.pipe(v.string(), v.maxLength(200))),
        ]),
      )
      return v.strictObject({
        name: v.pipe(v.string(), v.minLength(1), v.description(`tool ${index} of round ${round}`)),
        count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))),
        kind: v.picklist(KINDS),
        tags: v.pipe(v.array(v.string()), v.maxLength(5)),
        address: v.object({
          city: v.string(),
          zip: v.optional(v.pipe(v.string(), v.regex(/^\d{5}$/))),
        }),
        ...extra,
      })
    },
    convertDirectly: (schema) =>
      valibotToJsonSchema(schema as v.GenericSchema, {
        target: 'draft-2020-12',
        typeMode: 'input',
      }),
  },
  arktype: {
    schema: (index, round) => {
      const extra = Object.fromEntries(
        Array.from({ length: index % 5 }, (_, field) => [`field${field}?`, 'string <= 200']),
      )
      return type({
        name: type('string > 0').describe(`tool ${index} of round ${round}`),
        'count?': '0 <= number.integer <= 100',
        kind: "'search' | 'create' | 'update' | 'delete'",
        tags: 'string[] <= 5',
        address: { city: 'string', 'zip?': /^\d{5}$/ },
        '+': 'reject',
        ...extra,
      } as never) as unknown as StandardSchemaV1
    },
    convertDirectly: (schema) =>
      (schema as unknown as Type)['~standard'].jsonSchema.input({ target: 'draft-2020-12' }),
  },
}
