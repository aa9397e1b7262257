import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { RequestContext as MastraRequestContext } from '@mastra/core/request-context'
import type { BridgeHarness, BridgeRun, ResumedRun, ScriptedTurn } from '@polytool/bridge-scenarios'
import { toMastraTools } from '../index'
import { scriptedAgent } from './agent'
import { storedRun, withStorage } from './approval-state'

const here = dirname(fileURLToPath(import.meta.url))

/** How the harness bridges tools: the real bridge, or a deliberately broken one. */
export type Bridge = (tools: BridgeRun['tools']) => Record<string, unknown>

const realBridge: Bridge = (tools) => toMastraTools(tools, { provider: 'openai', strict: true })

function mastraContext(values: BridgeRun['requestContext']): MastraRequestContext | undefined {
  if (values === undefined) return undefined
  return new MastraRequestContext(Object.entries(values) as never)
}

/**
 * Mastra's real agent loop (`Agent.generate`, on `@ai-sdk/openai`'s Responses model) driven
 * with bridged tools. Approval pauses the run through Mastra's own tool approval; the fresh
 * process restores Mastra's stored snapshot and calls `approveToolCallGenerate` /
 * `declineToolCallGenerate`.
 *
 * @param bridge - the bridge under test (the real one by default)
 */
export function mastraHarness(bridge: Bridge = realBridge): BridgeHarness {
  return {
    framework: 'Mastra',
    images: true,
    async run({ tools, provider, requestContext, signal }) {
      const agent = scriptedAgent(provider, bridge(tools))
      const requestContextOption = mastraContext(requestContext)
      try {
        const result = await agent.generate('Go', {
          maxSteps: 5,
          ...(requestContextOption === undefined ? {} : { requestContext: requestContextOption }),
          ...(signal === undefined ? {} : { abortSignal: signal }),
        })
        // Mastra ends the run as soon as its signal aborts, without waiting for the tool calls it
        // aborted: one macrotask lets their `execute` see the abort before the scenario looks.
        if (signal?.aborted) await new Promise((resolve) => setTimeout(resolve, 0))
        return result.error === undefined ? { text: result.text } : { error: result.error }
      } catch (error) {
        return { error }
      }
    },
    approval: {
      async pause({ tools, provider }) {
        const { agent, storage } = withStorage(scriptedAgent(provider, bridge(tools)))
        const result = await agent.generate('Go', { maxSteps: 5 })
        const payload = result.suspendPayload as { toolCallId?: string } | undefined
        if (
          result.finishReason !== 'suspended' ||
          result.runId === undefined ||
          !payload?.toolCallId
        ) {
          throw new Error(
            `The run did not pause for approval: it finished with ${result.finishReason}`,
          )
        }
        return JSON.stringify(await storedRun(storage, result.runId, payload.toolCallId))
      },
      resumeInFreshProcess: (state, decision, turns) => resumeInChild(state, decision, turns),
    },
  }
}

function resumeInChild(
  state: string,
  decision: 'approve' | 'decline',
  turns: readonly ScriptedTurn[],
): Promise<ResumedRun> {
  const child = spawn(
    process.execPath,
    [
      '--conditions=@polytool/source',
      '--import',
      'tsx',
      join(here, 'resume-process.ts'),
      JSON.stringify([state, decision, turns]),
    ],
    { cwd: join(here, '..', '..'), stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => {
    stdout += chunk
  })
  child.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => {
      const last = stdout.trim().split('\n').at(-1)
      if (code !== 0 || last === undefined || last === '') {
        reject(new Error(`The resuming process exited with ${code}: ${stderr.slice(-2000)}`))
        return
      }
      resolve(JSON.parse(last) as ResumedRun)
    })
  })
}
