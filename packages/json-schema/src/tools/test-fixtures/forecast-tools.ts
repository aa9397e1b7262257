import { createTool as arktypeTool } from '@polytool/arktype'
import { createTool as valibotTool } from '@polytool/valibot'
import { createTool as zodTool } from '@polytool/zod'
import { type } from 'arktype'
import * as v from 'valibot'
import { z } from 'zod'

const common = {
  id: 'forecast',
  description: 'Weather forecast for a city',
  inputExamples: [{ input: { city: 'Paris' } }, { input: { city: 'Lyon', days: 3 } }],
  mcp: {
    annotations: { title: 'Forecast', readOnlyHint: true },
    _meta: { 'example.com/owner': 'weather-team' },
  },
}

/** The same forecast tool, `{ city: string, days?: integer 1..7 }`, in each schema library. */
export const forecastTools = {
  zod: zodTool({
    ...common,
    inputSchema: z.object({ city: z.string(), days: z.number().int().min(1).max(7).optional() }),
    outputSchema: z.object({ temperatures: z.array(z.number()) }),
  }),
  valibot: valibotTool({
    ...common,
    inputSchema: v.object({
      city: v.string(),
      days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))),
    }),
    outputSchema: v.object({ temperatures: v.array(v.number()) }),
  }),
  arktype: arktypeTool({
    ...common,
    inputSchema: type({ city: 'string', 'days?': '1 <= number.integer <= 7' }),
    outputSchema: type({ temperatures: 'number[]' }),
  }),
}

/** The description with the examples folded in, as non-Anthropic targets get it. */
export const describedWithExamples = (absentDays: string) =>
  `Weather forecast for a city\n\nExample inputs:\n{"city":"Paris"${absentDays}}\n{"city":"Lyon","days":3}`
