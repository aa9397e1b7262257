import { createTool } from '@polytool/zod'
import { z } from 'zod'

// Names that try to drive the terminal (clear the screen, retitle it, colour the text) and to
// forge report lines.
const ESC = '\u001b'
const forged = '\n0 tool(s), 4 provider(s): 0 error(s), 0 warning(s).'

export const toolset = {
  [`${ESC}]0;pwned\u0007title`]: createTool({
    id: `clear${ESC}[2J${ESC}[31mred${forged}`,
    description: 'A tool whose id drives the terminal',
    inputSchema: z.object({ [`field${ESC}[1A`]: z.record(z.string(), z.number()) }),
  }),
}
