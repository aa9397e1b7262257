import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { run } from '@openai/agents'
import type { BridgeHarness, BridgeRun, ResumedRun } from '@polytool/bridge-scenarios'
import { type Bridge, fixtureAgent } from './agent'

const CHILD = fileURLToPath(new URL('./resume-child.ts', import.meta.url))
const PACKAGE_ROOT = fileURLToPath(new URL('../..', import.meta.url))

/**
 * The scenario matrix's harness: the Agents SDK's own `run()` loop with its own Responses
 * model, the tools bridged by `bridge`, the run context given as `context`, and approvals
 * resumed from `RunState.toString()` in a child process.
 */
export function openAIAgentsHarness(bridge?: Bridge): BridgeHarness {
  return {
    framework: 'OpenAI Agents SDK',
    images: true,
    async run(scenario: BridgeRun) {
      const agent = fixtureAgent(scenario.tools, scenario.provider.fetch, bridge)
      try {
        const result = await run(agent, 'Go.', {
          context: { ...scenario.requestContext },
          maxTurns: 6,
          ...(scenario.signal === undefined ? {} : { signal: scenario.signal }),
        })
        return { text: String(result.finalOutput ?? '') }
      } catch (error) {
        return { error }
      }
    },
    approval: {
      async pause(scenario: BridgeRun) {
        const agent = fixtureAgent(scenario.tools, scenario.provider.fetch, bridge)
        const result = await run(agent, 'Go.', { context: { ...scenario.requestContext } })
        if (result.interruptions.length === 0) {
          throw new Error('the run finished without pausing for approval')
        }
        return result.state.toString()
      },
      resumeInFreshProcess(state, decision, turns) {
        return resumeInChild(JSON.stringify({ state, decision, turns }))
      },
    },
  }
}

function resumeInChild(order: string): Promise<ResumedRun> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--conditions=@polytool/source', '--import', 'tsx', CHILD],
      { cwd: PACKAGE_ROOT, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`the resuming process failed: ${stderr || error.message}`))
        else resolve(JSON.parse(stdout) as ResumedRun)
      },
    )
    child.stdin?.end(order)
  })
}
