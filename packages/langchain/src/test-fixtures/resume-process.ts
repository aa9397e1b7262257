// A fresh process resuming a graph paused for approval: it builds the fixture tools and the
// agent anew, loads the checkpoints it is given and resumes with the reviewer's decision.
import { Command } from '@langchain/langgraph'
import { bridgeFixtureTools, scriptedResponses } from '@polytool/bridge-scenarios'
import { scriptedAgent } from './agent'
import { brokenBridges } from './broken-bridges'
import type { ResumeOrder } from './harness'
import { THREAD } from './harness'
import { importSaver } from './saver-state'

const chunks: Buffer[] = []
for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
const order = JSON.parse(Buffer.concat(chunks).toString()) as ResumeOrder

const { log, tools } = bridgeFixtureTools()
const provider = scriptedResponses(order.turns)
const bridge = order.broken ? brokenBridges.approval : undefined
const saver = importSaver(order.state)
const agent = scriptedAgent([tools.transfer], provider.fetch, bridge, saver, order.api)
const decision =
  order.decision === 'approve' ? { type: 'approve' } : { type: 'reject', message: 'Not today.' }
await agent.invoke(new Command({ resume: { decisions: [decision] } }) as never, THREAD as never)
process.stdout.write(
  `\n${JSON.stringify({ executeCount: log.inputs.transfer?.length ?? 0, requests: provider.requests })}\n`,
)
