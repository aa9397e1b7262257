// A fresh process that resumes a serialised approval: it reads `{ state, decision, turns }` as
// JSON on stdin, builds the fixture tools and the agent anew, and writes what happened as JSON.
import { RunState, run } from '@openai/agents'
import {
  bridgeFixtureTools,
  type ScriptedTurn,
  scriptedResponses,
} from '@polytool/bridge-scenarios'
import { fixtureAgent } from './agent'

interface ResumeOrder {
  readonly state: string
  readonly decision: 'approve' | 'decline'
  readonly turns: readonly ScriptedTurn[]
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const order = JSON.parse(await readStdin()) as ResumeOrder
const { log, tools } = bridgeFixtureTools()
const provider = scriptedResponses(order.turns)
const agent = fixtureAgent([tools.transfer], provider.fetch)
const state = await RunState.fromString(agent, order.state)
for (const item of state.getInterruptions()) {
  if (order.decision === 'approve') state.approve(item)
  else state.reject(item)
}
await run(agent, state)
process.stdout.write(
  JSON.stringify({ executeCount: log.inputs.transfer?.length ?? 0, requests: provider.requests }),
)
