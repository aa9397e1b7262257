import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { CheckReport } from './report'

const packageDir = fileURLToPath(new URL('..', import.meta.url))

interface Run {
  readonly code: number
  readonly killed: boolean
  readonly stdout: string
  readonly stderr: string
}

// The real command in its own process; a run that does not end is killed after 20 s.
function polytool(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--conditions=@polytool/source', '--import', 'tsx', 'src/main.ts', ...args],
      { cwd: packageDir, timeout: 20_000 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1
        resolve({ code, killed: error?.killed === true, stdout, stderr })
      },
    )
  })
}

const fixture = (name: string) => `src/test-fixtures/${name}`
// Every control character a terminal acts on, tab and newline aside.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/

describe('polytool check against hostile modules', { timeout: 60_000 }, () => {
  it('exits once the report is written although the module left a timer and a socket open', async () => {
    const run = await polytool('check', fixture('lingering'))
    expect(run.killed).toBe(false)
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('1 tool(s), 4 provider(s): 0 error(s), 0 warning(s).')
  })

  it('escapes control characters in tool ids, export names, pointers and messages', async () => {
    const run = await polytool('check', fixture('hostile'))
    expect(run.killed).toBe(false)
    expect(run.stdout).not.toMatch(CONTROL)
    expect(run.stdout).toContain('clear\\u001b[2J\\u001b[31mred\\n0 tool(s)')
    expect(run.stdout).toContain('#toolset.\\u001b]0;pwned\\u0007title')
    expect(run.stdout).toContain('\\u001b[2J\\u001b]0;pwned\\u0007')
    // Only the real summary starts a line with a tool count.
    expect(run.stdout.split('\n').filter((line) => /^\d+ tool\(s\)/.test(line))).toHaveLength(1)
    expect(run.stdout.split('\n').filter((line) => line.startsWith('error  none'))).toEqual([])
  })

  it('hides credentials in a property name that a pointer escapes (`/` as `~1`)', async () => {
    for (const format of [[], ['--json']]) {
      const run = await polytool('check', fixture('secret-pointer'), '-p', 'openai', ...format)
      expect(run.killed).toBe(false)
      expect(run.stdout).toContain('postgres:~1~1[redacted]@db~1prod')
      expect(run.stdout).not.toContain('s3cr3t')
    }
  })

  it('reports unreadable exports and modules, and still checks the other exports and modules', async () => {
    const run = await polytool('check', fixture('hostile'), '--json')
    expect(run.killed).toBe(false)
    expect(run.code).toBe(1)
    const report = JSON.parse(run.stdout) as CheckReport
    expect(report.tools.map((tool) => tool.source)).toEqual([
      expect.stringContaining('a-names.ts#toolset.'),
      'src/test-fixtures/hostile/b-unreadable.ts#readable',
      'src/test-fixtures/hostile/c-reexport.ts#weatherTool',
    ])
    const failed = report.loadErrors.map((failure) => failure.file)
    expect(failed).toEqual([
      'src/test-fixtures/hostile/b-unreadable.ts#getterRecord',
      'src/test-fixtures/hostile/b-unreadable.ts#proxyList',
      'src/test-fixtures/hostile/b-unreadable.ts#revokedRecord',
      'src/test-fixtures/hostile/c-reexport.ts#shared',
      'src/test-fixtures/hostile/d-throws.ts',
      'src/test-fixtures/hostile/e-escapes.ts',
    ])
    expect(JSON.stringify(report)).not.toMatch(CONTROL)
  })

  it('reports modules whose top-level await never settles, and checks the others', async () => {
    // One module hangs with nothing else open (Node would end the process, exit 13, with no
    // report), one with a timer open (the process would wait forever).
    // 3 s, not less: on a loaded machine the module that does load may take over 500 ms.
    const run = await polytool('check', fixture('never-loads'), '--module-timeout-ms', '3000')
    expect(run.killed).toBe(false)
    expect(run.code).toBe(1)
    const errors = run.stdout.split('\n').filter((line) => line.startsWith('error  '))
    expect(errors).toEqual([
      expect.stringMatching(
        /^error {2}src\/test-fixtures\/never-loads\/a-forever\.ts: the module did not finish loading within 3000 ms/,
      ),
      expect.stringMatching(
        /^error {2}src\/test-fixtures\/never-loads\/b-forever-with-timer\.ts: the module did not finish loading within 3000 ms/,
      ),
    ])
    expect(run.stdout).toContain('after_the_hang')
    expect(run.stdout).toContain('1 tool(s), 4 provider(s): 2 error(s), 0 warning(s).')
  })

  it('refuses a module timeout that is not a whole number of milliseconds', async () => {
    const run = await polytool('check', fixture('clean'), '--module-timeout-ms', '1e9999')
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('--module-timeout-ms')
  })

  it('escapes newlines, line separators and bidi controls so no fake report line is printed', async () => {
    const run = await polytool('check', fixture('forged'))
    expect(run.killed).toBe(false)
    expect(run.stdout).not.toMatch(/[\u2028\u2029\u202a-\u202e\u2066-\u2069]/)
    expect(run.stdout).toContain('bidi\\u202egnp.exe\\u2028line\\u2029para')
    expect(run.stdout).toContain('loading failed\\n0 tool(s)')
    const summaries = run.stdout.split('\n').filter((line) => /^\d+ tool\(s\)/.test(line))
    // The id is not a valid name for three providers (3 errors), and the module failed (1).
    expect(summaries).toEqual(['1 tool(s), 4 provider(s): 4 error(s), 1 warning(s).'])
  })

  it('fails a module whose tools share an id, naming the id escaped once', async () => {
    const run = await polytool('check', fixture('duplicate-ids'), '--provider', 'mcp')
    expect(run.killed).toBe(false)
    expect(run.code).toBe(1)
    expect(run.stdout).not.toMatch(CONTROL)
    expect(run.stdout).toContain('error  several tools are named "dup\\u001b[2Jx"')
    expect(run.stdout).not.toContain('\\\\u001b')
    expect(run.stdout).toContain(': 1 error(s)')
    const json = await polytool('check', fixture('duplicate-ids'), '--provider', 'mcp', '--json')
    expect(json.code).toBe(1)
    const report = JSON.parse(json.stdout) as CheckReport
    expect(report.ok).toBe(false)
    expect(report.duplicateIds).toEqual(['dup\\u001b[2Jx'])
    expect(report.summary.errors).toBe(1)
  })
})
