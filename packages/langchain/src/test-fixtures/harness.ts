import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { MemorySaver } from '@langchain/langgraph'
import type {
  BridgeHarness,
  BridgeRun,
  BridgeRunResult,
  ResumedRun,
  ScriptedTurn,
} from '@polytool/bridge-scenarios'
import { type Bridge, type OpenAIApi, PROMPT, realBridge, scriptedAgent } from './agent'
import { exportSaver } from './saver-state'

const here = dirname(fileURLToPath(import.meta.url))
export const THREAD = { configurable: { thread_id: 'scenario-thread' } }

/** What the fresh process is told: the paused graph's checkpoints, the decision and the turns. */
export interface ResumeOrder {
  readonly state: string
  readonly decision: 'approve' | 'decline'
  readonly turns: readonly ScriptedTurn[]
  readonly broken: boolean
  readonly api: OpenAIApi
}

function finalText(messages: readonly { text?: string }[]): string | undefined {
  return messages.at(-1)?.text
}

/**
 * The scenario harness for LangChain: `createAgent` on `ChatOpenAI` (Responses API) with the
 * scripted fetch, the request context as LangGraph's run `context`, the signal as the run's
 * `signal`, approval through `interrupt()` and a checkpointer whose state goes to a child process.
 *
 * @param bridge - how the tools are converted; a broken one shows which scenarios catch it
 * @param broken - tells the child process to use the broken bridge too
 * @param api - the OpenAI API ChatOpenAI speaks; Chat Completions carries no images in tool results
 */
export function langChainHarness(
  bridge: Bridge = realBridge,
  broken = false,
  api: OpenAIApi = 'responses',
): BridgeHarness {
  return {
    framework: `LangChain on the ${api} API${broken ? ' (broken bridge)' : ''}`,
    images: api === 'responses',
    async run(run: BridgeRun): Promise<BridgeRunResult> {
      const agent = scriptedAgent(run.tools, run.provider.fetch, bridge, undefined, api)
      try {
        const result = await agent.invoke(
          PROMPT as never,
          {
            ...(run.requestContext === undefined ? {} : { context: run.requestContext }),
            ...(run.signal === undefined ? {} : { signal: run.signal }),
          } as never,
        )
        const text = finalText(result.messages as never)
        return text === undefined ? {} : { text }
      } catch (error) {
        return { error }
      }
    },
    approval: {
      async pause(run: BridgeRun): Promise<string> {
        const checkpointer = new MemorySaver()
        const agent = scriptedAgent(run.tools, run.provider.fetch, bridge, checkpointer, api)
        const result = await agent.invoke(PROMPT as never, THREAD as never)
        if ((result as { __interrupt__?: unknown[] }).__interrupt__?.length !== 1)
          throw new Error('the run did not pause for approval')
        return exportSaver(checkpointer)
      },
      resumeInFreshProcess(state, decision, turns) {
        return resumeInChild({ state, decision, turns, broken, api })
      },
    },
  }
}

// Runs resume-process.ts on the sources with tsx: a new Node process with its own tools,
// agent and checkpointer, built from the order it reads on stdin.
function resumeInChild(order: ResumeOrder): Promise<ResumedRun> {
  const child = spawn(
    process.execPath,
    ['--conditions=@polytool/source', '--import', 'tsx', join(here, 'resume-process.ts')],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  )
  let output = ''
  child.stdout.on('data', (data: Buffer) => {
    output += data.toString()
  })
  child.stdin.end(JSON.stringify(order))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`resume-process.ts exited with ${code}`))
      resolve(JSON.parse(output.slice(output.lastIndexOf('\n{') + 1)) as ResumedRun)
    })
  })
}
