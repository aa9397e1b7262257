import { describeProtoNameScenario } from '@polytool/bridge-scenarios'
import { toMastraTools } from './to-mastra-tools'

describeProtoNameScenario('toMastraTools', (tools) => toMastraTools(tools, { provider: 'openai' }))
