import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { CheckReport } from './report'

const packageDir = fileURLToPath(new URL('..', import.meta.url))

interface Run {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

// The command as a user runs it: a separate Node process, TypeScript modules loaded by tsx.
function polytool(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--conditions=@polytool/source', '--import', 'tsx', 'src/main.ts', ...args],
      { cwd: packageDir, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1
        resolve({ code, stdout, stderr })
      },
    )
  })
}

const fixture = (name: string) => `src/test-fixtures/${name}`

describe('polytool check', { timeout: 60_000 }, () => {
  it('passes a clean folder: tools and records of tools, every provider ok, exit 0', async () => {
    const run = await polytool('check', fixture('clean'))
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const lines = run.stdout.split('\n')
    expect(lines[0]).toMatch(/^tool\s+openai\s+anthropic\s+gemini\s+mcp$/)
    expect(lines.find((line) => line.startsWith('weather '))).toMatch(
      /#weatherTool\)\s+ok strict\s+ok strict\s+ok\s+ok$/,
    )
    expect(lines.find((line) => line.startsWith('search '))).toMatch(/#toolset\.search\)/)
    expect(lines.find((line) => line.startsWith('ping '))).toMatch(/#toolset\.ping\)/)
    expect(run.stdout).toContain('3 tool(s), 4 provider(s): 0 error(s), 0 warning(s).')
  })

  it('reports the record as lossy under strict, the tuple as rewritten without loss, the bad id as an error, exit 1', async () => {
    const run = await polytool('check', fixture('problems.ts'), '--provider', 'openai,mcp')
    expect(run.code).toBe(1)
    const lines = run.stdout.split('\n')
    expect(lines[0]).toMatch(/^tool\s+openai\s+mcp$/)
    expect(lines.find((line) => line.startsWith('tag_prices '))).toMatch(
      /#tools\[0\]\)\s+lossy \(1\) strict\s+ok$/,
    )
    expect(lines.find((line) => line.startsWith('move_to '))).toMatch(
      /#tools\[1\]\)\s+ok strict\s+ok$/,
    )
    expect(lines.find((line) => line.startsWith('get weather! '))).toMatch(
      /#badName\)\s+ERROR \(1\)\s+lossy \(1\)$/,
    )
    expect(run.stdout).toContain('warning RECORD_AS_ENTRIES inputSchema#/properties/prices')
    expect(run.stdout).toContain('error   INVALID_TOOL_NAME')
    expect(run.stdout).toContain('warning TOOL_NAME')
    expect(run.stdout).toContain('3 tool(s), 2 provider(s): 1 error(s), 2 warning(s).')
  })

  it('prints machine-readable JSON with --json', async () => {
    const run = await polytool('check', fixture('problems.ts'), '--json', '-p', 'anthropic')
    expect(run.code).toBe(1)
    const report = JSON.parse(run.stdout) as CheckReport
    expect(report.ok).toBe(false)
    expect(report.providers).toEqual(['anthropic'])
    expect(report.tools.map((tool) => tool.id)).toEqual(['get weather!', 'tag_prices', 'move_to'])
    const prices = report.results.find((cell) => cell.tool === 'tag_prices')
    expect(prices).toMatchObject({ provider: 'anthropic', status: 'lossy', strict: true })
    expect(prices?.problems).toContainEqual(
      expect.objectContaining({ code: 'RECORD_AS_ENTRIES', pointer: '/properties/prices' }),
    )
    const bad = report.results.find((cell) => cell.tool === 'get weather!')
    expect(bad).toMatchObject({ status: 'error', strict: null })
    expect(bad?.problems[0]).toMatchObject({ level: 'error', code: 'INVALID_TOOL_NAME' })
    expect(report.summary.errors).toBe(1)
  })

  it('heads the findings of a tool the request budget sends non-strict with its real mode', async () => {
    const run = await polytool('check', fixture('budget.ts'), '--provider', 'anthropic')
    expect(run.code).toBe(0)
    // fromJsonSchema schemas are their own JSON Schema: no "losses cannot be reported" advice.
    expect(run.stderr).toBe('')
    const lines = run.stdout.split('\n')
    const heading = lines.indexOf(
      'tool_20 (src/test-fixtures/budget.ts#tools[20]) · anthropic non-strict',
    )
    expect(heading).toBeGreaterThan(0)
    // Only the budget's warning: the constraints stay in the schema a non-strict tool is sent.
    expect(lines.slice(heading + 1, heading + 3)).toEqual([
      '  warning STRICT_BUDGET',
      expect.stringMatching(/^ {10}sent non-strict: .*"tool_20"$/),
    ])
    expect(lines[heading + 3]).toBe('')
    expect(lines.find((line) => line.startsWith('tool_20 '))).toMatch(
      /#tools\[20\]\)\s+non-strict$/,
    )
  })

  it('reports a module that fails to load, exit 1', async () => {
    const run = await polytool('check', fixture('throws.ts'))
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('this module fails to load')
  })

  it('exits 2 with a clear message for a missing path, an unknown provider or command', async () => {
    const missing = await polytool('check', 'no/such/tools.ts')
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('polytool: no such file or folder: no/such/tools.ts')
    expect(missing.stderr).toContain('Usage: polytool check')
    const provider = await polytool('check', fixture('clean'), '--provider', 'openai,cohere')
    expect(provider.code).toBe(2)
    expect(provider.stderr).toContain('unknown provider "cohere"')
    const command = await polytool('lint', fixture('clean'))
    expect(command.code).toBe(2)
    expect(command.stderr).toContain('unknown command "lint"')
  })
})
