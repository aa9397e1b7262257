import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The root `pnpm demo` script, step by step. Its last step checks this example's tools with the
// polytool command.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))

function readJson(path: string): { name?: string; scripts?: Record<string, string> } {
  return JSON.parse(readFileSync(join(ROOT, path), 'utf8'))
}

const STEPS = (readJson('package.json').scripts?.demo ?? '').split(' && ')

// Steps whose example has a test that runs, in-process, what the step's entry file runs: spawned
// again, they would cost a minute of start-ups (Mastra's on a Node 22 that npx fetches).
const RUN_BY_TESTS: Record<string, string> = {
  'pnpm --filter @polytool/example-weather demo': 'examples/weather/src/demo.test.ts',
  'pnpm --filter @polytool/example-agent-loop demo': 'examples/agent-loop/src/agent-loop.test.ts',
  'pnpm --filter @polytool/example-ai-sdk demo': 'examples/ai-sdk/src/demo.test.ts',
  'pnpm --filter @polytool/example-openai-agents demo': 'examples/openai-agents/src/demo.test.ts',
  'pnpm --filter @polytool/example-langchain demo': 'examples/langchain/src/demo.test.ts',
  'pnpm --filter @polytool/example-mastra demo': 'examples/mastra/src/demo.test.ts',
}

// What each of the other steps prints last when it ran to its end. A step added to the script
// is spawned here, and needs its line.
const LAST_LINES: Record<string, RegExp> = {
  'pnpm --filter @polytool/example-mcp-server demo':
    /^ {2}error: The call to send-invoice was declined: it requires approval/,
  'pnpm --filter @polytool/cli polytool check ../../examples/agent-loop/src/tools.ts':
    /^3 tool\(s\), 4 provider\(s\): 0 error\(s\), \d+ warning\(s\)\.$/,
}

const SPAWNED = STEPS.filter((step) => RUN_BY_TESTS[step] === undefined)

// The local modules a file imports (`./demo`).
function localImports(path: string): string[] {
  const source = readFileSync(join(ROOT, path), 'utf8')
  return [...source.matchAll(/from '(\.\/[^']+)'/g)].map((match) => match[1] as string)
}

// The entry file a `pnpm --filter <example> demo` step runs: its `demo` script's `src/….ts`.
function entryOf(testFile: string): string {
  const example = testFile.split('/src/')[0] as string
  const script = readJson(`${example}/package.json`).scripts?.demo ?? ''
  const entry = script.split(' ').find((word) => /^src\/.+\.ts$/.test(word))
  return `${example}/${entry}`
}

describe('the root `pnpm demo` script', () => {
  it('ends with the polytool check, and every step is run here or by its own test', () => {
    expect(STEPS.at(-1)).toMatch(/^pnpm --filter @polytool\/cli polytool check /)
    for (const step of STEPS) {
      const test = RUN_BY_TESTS[step]
      if (test === undefined) {
        expect(LAST_LINES[step], `no last line for the step ${step}`).toBeDefined()
        continue
      }
      expect(existsSync(join(ROOT, test)), test).toBe(true)
      // The test imports what the entry imports: it runs the same code, without the start-up.
      const entry = entryOf(test)
      expect(localImports(entry).length, entry).toBeGreaterThan(0)
      for (const imported of localImports(entry)) expect(localImports(test)).toContain(imported)
    }
  })

  // Side by side: each is mostly one process starting up.
  for (const step of SPAWNED) {
    it.concurrent(`runs \`${step}\` to its end`, { timeout: 60_000 }, async () => {
      const run = await spawned(step)
      expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0)
      expect(run.stdout.trimEnd().split('\n').at(-1)).toMatch(LAST_LINES[step] as RegExp)
    })
  }
})

// Runs a step as the script does, through a shell from the root.
function spawned(step: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(step, { cwd: ROOT, shell: true, timeout: 55_000 })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('error', reject)
    child.on('close', (status) => resolve({ status, stdout, stderr }))
  })
}
