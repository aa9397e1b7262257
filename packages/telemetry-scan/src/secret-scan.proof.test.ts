import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

// The proof that the suite's secret scan works where no test asks for it: a vitest of its own
// runs the workspace's test project (vitest.shared.ts, as every package) on fixtures that leak
// private values into spans of their own tracer providers and into a metric point. Without the
// scan, each of those fixtures passes.

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const vitestBin = join(
  dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs',
)
const scratch = mkdtempSync(join(tmpdir(), 'secret-scan-proof-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

interface JsonReport {
  testResults: Array<{
    name: string
    status: string
    message: string
    assertionResults: Array<{ title: string; status: string; failureMessages: string[] }>
  }>
}

function runFixtures(): JsonReport {
  const outputFile = join(scratch, 'report.json')
  spawnSync(
    process.execPath,
    [
      vitestBin,
      'run',
      '--config',
      'proof.vitest.config.ts',
      '--reporter=json',
      `--outputFile=${outputFile}`,
    ],
    { cwd: packageDir, encoding: 'utf8', env: { ...process.env, POLYTOOL_TEST_REPORT: '' } },
  )
  return JSON.parse(readFileSync(outputFile, 'utf8')) as JsonReport
}

describe('the secret scan of the whole suite, on spans no @polytool/otel test made', () => {
  const report = runFixtures()
  const file = (name: string) => report.testResults.find((each) => each.name.endsWith(name))!
  const spans = file('leaky-spans.fixture.ts')
  const result = (title: string) => spans.assertionResults.find((each) => each.title === title)

  it('lets the clean test pass: the scan fails leaks, not every test', () => {
    expect(result('clean: a span with no private value passes')?.status).toBe('passed')
  })

  it.each([
    ['leak: a request-context value in a span attribute', 'proof-tenant-attribute-5a1c'],
    ['leak: the key of a map inside a request context, in an event', 'proof-session-key-77b2'],
    [
      'leak: raw exception text with a planted secret, in the status message',
      'proof-secret-in-error-3f9e',
    ],
    [
      'leak: a request-context value on a span of the global provider, through the API',
      'proof-user-9d04@example.test',
    ],
  ])('fails "%s", naming the value', (title, value) => {
    const leaked = result(title)
    expect(leaked?.status).toBe('failed')
    const message = leaked!.failureMessages.join('\n')
    expect(message).toContain('planted private values found in exported spans')
    expect(message).toContain(value)
  })

  it('fails a file whose metric point carries a request-context value', () => {
    const metrics = file('leaky-metrics.fixture.ts')
    expect(metrics.status).toBe('failed')
    expect(metrics.message).toContain('proof-tenant-metric-c61e')
  })
})
