import type { Agent } from '@mastra/core/agent'
import { Mastra } from '@mastra/core/mastra'
import { InMemoryStore } from '@mastra/core/storage'

/** One workflow snapshot Mastra stored for a paused agent run. */
interface StoredSnapshot {
  readonly workflowName: string
  readonly snapshot: unknown
}

/**
 * A paused agent run as Mastra stored it (the snapshots of its agentic loop), and the call to
 * approve: what a fresh process needs to resume it, as a restarted server finds it in its database.
 */
export interface StoredRun {
  readonly runId: string
  readonly toolCallId: string
  readonly snapshots: readonly StoredSnapshot[]
}

/** Registers `agent` in a Mastra instance whose storage keeps the run snapshots. */
export function withStorage(agent: Agent, storage = new InMemoryStore()) {
  const mastra = new Mastra({ agents: { scripted: agent }, storage, logger: false })
  return { agent: mastra.getAgent('scripted'), storage }
}

/** Reads the snapshots Mastra stored for a paused run. */
export async function storedRun(
  storage: InMemoryStore,
  runId: string,
  toolCallId: string,
): Promise<StoredRun> {
  const workflows = await storage.getStore('workflows')
  const { runs } = (await workflows?.listWorkflowRuns()) ?? { runs: [] }
  const snapshots = runs
    .filter((run) => run.runId === runId)
    .map((run) => ({ workflowName: run.workflowName, snapshot: run.snapshot }))
  if (snapshots.length === 0) throw new Error(`Mastra stored no snapshot for run ${runId}`)
  return { runId, toolCallId, snapshots }
}

/** Puts a stored run into a fresh storage. */
export async function restoreRun(run: StoredRun): Promise<InMemoryStore> {
  const storage = new InMemoryStore()
  const workflows = await storage.getStore('workflows')
  for (const { workflowName, snapshot } of run.snapshots) {
    await workflows?.persistWorkflowSnapshot({
      workflowName,
      runId: run.runId,
      snapshot: (typeof snapshot === 'string' ? JSON.parse(snapshot) : snapshot) as never,
    })
  }
  return storage
}
