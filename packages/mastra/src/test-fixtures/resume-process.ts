// Resumes a paused Mastra agent run in this fresh process: the bridged fixture tools and the
// agent are built anew, the run's stored snapshot is restored into storage, and the call is
// approved or declined through Mastra's API. Prints what happened as one JSON line.
import {
  bridgeFixtureTools,
  type ScriptedTurn,
  scriptedResponses,
} from '@polytool/bridge-scenarios'
import { toMastraTools } from '../index'
import { scriptedAgent } from './agent'
import { restoreRun, type StoredRun, withStorage } from './approval-state'

const [state, decision, turns] = JSON.parse(process.argv[2] ?? '[]') as [
  string,
  'approve' | 'decline',
  ScriptedTurn[],
]
const run = JSON.parse(state) as StoredRun
const { log, tools } = bridgeFixtureTools()
const provider = scriptedResponses(turns)
const storage = await restoreRun(run)
const { agent } = withStorage(
  scriptedAgent(provider, toMastraTools([tools.transfer], { provider: 'openai', strict: true })),
  storage,
)
const resume = { runId: run.runId, toolCallId: run.toolCallId }
const result =
  decision === 'approve'
    ? await agent.approveToolCallGenerate(resume)
    : await agent.declineToolCallGenerate(resume)
process.stdout.write(
  `${JSON.stringify({
    executeCount: log.inputs.transfer?.length ?? 0,
    requests: provider.requests,
    text: result.text,
  })}\n`,
)
