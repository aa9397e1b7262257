import { createServer } from 'node:net'
import { createTool } from '@polytool/zod'
import { z } from 'zod'

// A module that leaves work behind at import: a timer that never ends and a listening socket.
setInterval(() => {}, 1_000)
createServer().listen(0, '127.0.0.1')

export const lingering = createTool({
  id: 'lingering',
  description: 'A tool from a module that keeps the event loop busy',
  inputSchema: z.object({ city: z.string() }),
})
