/// <reference types="node" />
import { execFile } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { conformanceTools } from './test-fixtures/conformance-tools'
import { type Generation, generations } from './test-fixtures/generations'
import { type HttpMcpServer, serveHttp } from './test-fixtures/http-server'

// The official conformance suite (`@modelcontextprotocol/conformance`) against a polytool server
// over Streamable HTTP, on each SDK generation. The suite needs Node 22, so it runs as a child
// process on `npx node@22`, as the AI SDK's tests do in CI.

/** The tools and progress scenarios of the suite that a tools-only server can pass. */
const PASSING_SCENARIOS = [
  'server-initialize',
  'ping',
  'tools-list',
  'tools-call-simple-text',
  'tools-call-image',
  'tools-call-audio',
  'tools-call-embedded-resource',
  'tools-call-mixed-content',
  'tools-call-error',
  'tools-call-with-progress',
  'tools-call-elicitation',
] as const

const CLI = join(
  import.meta.dirname,
  '../node_modules/@modelcontextprotocol/conformance/dist/index.js',
)

/** Runs one scenario of the suite's CLI and reads its summary line. */
function runScenario(
  url: URL,
  scenario: string,
): Promise<{ passed: number; failed: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      'npx',
      ['--yes', 'node@22', CLI, 'server', '--url', url.href, '--scenario', scenario],
      { cwd: tmpdir(), timeout: 60_000 },
      (_error, stdout, stderr) => {
        const output = `${stdout}${stderr}`
        const summary = /Passed: (\d+)\/(\d+), (\d+) failed/.exec(output)
        resolve({
          passed: Number(summary?.[1] ?? 0),
          failed: Number(summary?.[3] ?? Number.NaN),
          output,
        })
      },
    )
  })
}

describe.each(generations)(
  'conformance suite against a polytool server on SDK $name',
  (sdk: Generation) => {
    let server: HttpMcpServer
    beforeAll(async () => {
      server = await serveHttp(
        sdk,
        () =>
          sdk.createMcpServer({ name: 'polytool-conformance', version: '1.0.0' }, conformanceTools),
        { sessions: true },
      )
    })
    afterAll(() => server.close())

    it.each(PASSING_SCENARIOS)('passes %s', { timeout: 90_000 }, async (scenario) => {
      const { passed, failed, output } = await runScenario(server.url, scenario)
      expect({ failed, output }).toEqual({ failed: 0, output: expect.stringContaining('Passed:') })
      expect(passed).toBeGreaterThan(0)
    })
  },
)
