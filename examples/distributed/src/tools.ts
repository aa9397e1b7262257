import { createTool } from '@polytool/zod'
import { z } from 'zod'

/**
 * Renders a report in about three seconds. Rendering twice is harmless, and the tool says so
 * (`idempotentHint`): when its worker dies, another worker starts it again.
 */
export const renderReport = createTool({
  id: 'render_report',
  description: 'Renders the quarterly report for a region',
  inputSchema: z.object({ region: z.string() }),
  outputSchema: z.object({ region: z.string(), pages: z.number(), renderedBy: z.string() }),
  background: { enabled: true, timeoutMs: 60_000 },
  mcp: { annotations: { idempotentHint: true } },
  execute: async ({ region }, context) => {
    const worker = process.env.WORKER_NAME ?? `pid ${process.pid}`
    console.log(`[${worker}] started ${context.agent?.toolCallId}: rendering ${region}`)
    await new Promise((resolve) => setTimeout(resolve, 3000))
    console.log(`[${worker}] finished ${context.agent?.toolCallId}`)
    return { region, pages: 42, renderedBy: worker }
  },
})
