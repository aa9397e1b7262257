import { createTool } from '@polytool/zod'
import { z } from 'zod'

export const afterTheHang = createTool({
  id: 'after_the_hang',
  description: 'A tool in a module loaded after two that never finish loading',
  inputSchema: z.object({ city: z.string() }),
})
