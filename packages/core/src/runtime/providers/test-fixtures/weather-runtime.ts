import { z } from 'zod'
import { createTool } from '../../../create-tool'
import type { ToolCallEvent } from '../../events'
import { createToolCallRuntime } from '../../runtime'

/** Drives a weather tool with replayed events; answers each call's output. */
export async function runWeather(events: readonly ToolCallEvent[]): Promise<unknown[]> {
  const weather = createTool({
    id: 'weather',
    description: 'Weather for a city',
    inputSchema: z.object({ city: z.string(), unit: z.enum(['celsius', 'fahrenheit']) }),
    execute: async ({ city, unit }) => `${city}: ${unit === 'celsius' ? '21°C' : '70°F'}`,
  })
  const runtime = createToolCallRuntime({ tools: [weather] })
  for (const event of events) runtime.push(event)
  const outcomes = await runtime.settle()
  return outcomes.map((outcome) => (outcome.status === 'completed' ? outcome.output : outcome))
}
