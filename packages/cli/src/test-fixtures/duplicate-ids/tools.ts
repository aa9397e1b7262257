import { createTool } from '@polytool/zod'
import { z } from 'zod'

// Two different tools under one id (which also clears the screen): each builds on its own, but
// no request can carry both. The same tool exported twice is one tool, not a clash.
const hostileId = 'dup\u001b[2Jx'
export const first = createTool({
  id: hostileId,
  description: 'The first tool of that id',
  inputSchema: z.object({ n: z.number() }),
})
export const second = createTool({
  id: hostileId,
  description: 'Another tool of the same id, not strict',
  strict: false,
  inputSchema: z.object({ n: z.number() }),
})
export const again = first
