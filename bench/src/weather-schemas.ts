import { toStandardJsonSchema } from '@valibot/to-json-schema'
import { type } from 'arktype'
import * as v from 'valibot'
import { z } from 'zod'

/** The weather tool's schemas in each library, the same shapes everywhere. */
export const weatherSchemas = {
  zod: {
    input: z.object({ location: z.string(), days: z.number().int().min(1).max(7).optional() }),
    output: z.object({
      location: z.string(),
      temperatureCelsius: z.number(),
      conditions: z.string(),
    }),
  },
  valibot: {
    input: toStandardJsonSchema(
      v.object({
        location: v.string(),
        days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))),
      }),
    ),
    output: toStandardJsonSchema(
      v.object({ location: v.string(), temperatureCelsius: v.number(), conditions: v.string() }),
    ),
  },
  arktype: {
    input: type({ location: 'string', 'days?': '1 <= number.integer <= 7' }),
    output: type({ location: 'string', temperatureCelsius: 'number', conditions: 'string' }),
  },
}
