import { describeInputExamplesScenario } from '@polytool/bridge-scenarios'
import { toMastraTool } from './to-mastra-tool'

describeInputExamplesScenario('toMastraTool', (tool, observer) =>
  toMastraTool(tool, { provider: 'anthropic', ...(observer && { observer }) }),
)
