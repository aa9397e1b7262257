import { createTool } from '@polytool/core'
import { fromJsonSchema } from '@polytool/json-schema'

/**
 * 21 tools taking `{ n: integer, minimum 1 }`: Anthropic takes 20 strict tools per request, so
 * the last is sent non-strict, where `minimum` stays in the schema instead of the description.
 */
export const tools = Array.from({ length: 21 }, (_, index) =>
  createTool({
    id: `tool_${index}`,
    description: 'Takes a positive integer',
    inputSchema: fromJsonSchema({
      type: 'object',
      properties: { n: { type: 'integer', minimum: 1 } },
      required: ['n'],
      additionalProperties: false,
    }),
    execute: async () => ({}),
  }),
)
