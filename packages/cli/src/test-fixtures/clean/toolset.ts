import { createTool } from '@polytool/valibot'
import * as v from 'valibot'

/** A record of tools, as agents often export them. */
export const toolset = {
  search: createTool({
    id: 'search',
    description: 'Search the documentation',
    inputSchema: v.object({ query: v.string() }),
  }),
  ping: createTool({ id: 'ping', description: 'Checks that the service answers' }),
}

/** Not a tool: ignored. */
export const version = '1.0.0'
