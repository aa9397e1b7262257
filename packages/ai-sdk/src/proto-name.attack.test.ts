import { describeProtoNameScenario } from '@polytool/bridge-scenarios'
import { toAISDKTools } from './to-ai-sdk-tools'

describeProtoNameScenario('toAISDKTools', (tools) => toAISDKTools(tools, { provider: 'openai' }))
