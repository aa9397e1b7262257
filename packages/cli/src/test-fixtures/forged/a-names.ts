import { createTool } from '@polytool/zod'
import { z } from 'zod'

// An id that reverses what follows it on screen (U+202E) and breaks the line (U+2028).
export const reversed = createTool({
  id: 'bidi\u202egnp.exe\u2028line\u2029para',
  description: 'A tool whose id reorders and breaks the report line',
  inputSchema: z.object({ city: z.string() }),
})
