import { describeInputExamplesScenario } from '@polytool/bridge-scenarios'
import { createTool } from '@polytool/zod'
import { expect, it } from 'vitest'
import { z } from 'zod'
import { toAISDKTool } from './to-ai-sdk-tool'

describeInputExamplesScenario('toAISDKTool', (tool, observer) =>
  toAISDKTool(tool, { provider: 'anthropic', ...(observer && { observer }) }),
)

it('toAISDKTool keeps the accepted examples when given a name', () => {
  const tool = createTool({
    id: 'weather',
    description: 'Weather',
    inputSchema: z.object({ city: z.string() }),
    inputExamples: [{ input: { city: 'Paris' } }],
    execute: async ({ city }) => city,
  })
  expect(toAISDKTool(tool, { provider: 'openai' }, 'forecast').inputExamples).toEqual([
    { input: { city: 'Paris' } },
  ])
})
