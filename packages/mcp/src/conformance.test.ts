/// <reference types="node" />
import { execFile } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { McpHandler } from './http/handler'
import { conformanceTools } from './test-fixtures/conformance-tools'
import { type Generation, generations } from './test-fixtures/generations'
import { type Served, serveOverHttp } from './test-fixtures/serve-over-http'

// The official conformance suite (`@modelcontextprotocol/conformance`) against polytool's own
// HTTP server (`createMcpHandler`) on each SDK generation. The suite needs Node 22, so it runs
// as a child process on `npx node@22`, as the AI SDK's tests do in CI. Each generation runs the
// suite's whole active server suite in one process (one Node start instead of one per
// scenario), and both generations run side by side.

/**
 * The scenarios a tools-only server passes: tools, progress, elicitation, concurrent streams,
 * DNS rebinding.
 */
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
  'elicitation-sep1034-defaults',
  'elicitation-sep1330-enums',
  'server-sse-multiple-streams',
  'dns-rebinding-protection',
] as const

/**
 * The scenarios of the active suite that test what a polytool handler does not serve: logging,
 * sampling, completion, resources and prompts. (The suite's pending scenarios, SSE polling and
 * JSON Schema 2020-12 keywords, are not in the active suite and not run.)
 */
const NOT_SERVED_SCENARIOS = [
  'logging-set-level',
  'completion-complete',
  'tools-call-with-logging',
  'tools-call-sampling',
  'resources-list',
  'resources-read-text',
  'resources-read-binary',
  'resources-templates-read',
  'resources-subscribe',
  'resources-unsubscribe',
  'prompts-list',
  'prompts-get-simple',
  'prompts-get-with-args',
  'prompts-get-embedded-resource',
  'prompts-get-with-image',
] as const

const CLI = join(
  import.meta.dirname,
  '../node_modules/@modelcontextprotocol/conformance/dist/index.js',
)

type Outcome = { passed: number; failed: number }

/** Runs the suite's active server suite and reads each scenario's line of its summary. */
function runActiveSuite(url: URL): Promise<{ outcomes: Map<string, Outcome>; output: string }> {
  return new Promise((resolve) => {
    execFile(
      'npx',
      ['--yes', 'node@22', CLI, 'server', '--url', url.href, '--suite', 'active'],
      { cwd: tmpdir(), timeout: 240_000, maxBuffer: 64 * 1024 * 1024 },
      (_error, stdout, stderr) => {
        const output = `${stdout}${stderr}`
        const summary = output.slice(output.lastIndexOf('=== SUMMARY ==='))
        const outcomes = new Map<string, Outcome>()
        for (const [, scenario, passed, failed] of summary.matchAll(
          /^[✓✗] (\S+): (\d+) passed, (\d+) failed$/gm,
        )) {
          outcomes.set(scenario!, { passed: Number(passed), failed: Number(failed) })
        }
        resolve({ outcomes, output })
      },
    )
  })
}

/**
 * A polytool server on 127.0.0.1 for the suite: its own origin is the one allowed, so the
 * DNS-rebinding scenario's `Origin: http://evil.example.com` gets `403`.
 */
async function serveForSuite(sdk: Generation) {
  let handler: McpHandler | undefined
  const served: Served = await serveOverHttp((request) => handler!(request))
  handler = sdk.createMcpHandler(
    { name: 'polytool-conformance', version: '1.0.0' },
    conformanceTools,
    { allowedOrigins: [served.url.origin] },
  )
  return {
    url: served.url,
    close: async () => {
      await handler!.close()
      await served.close()
    },
  }
}

const runs = new Map<string, { outcomes: Map<string, Outcome>; output: string }>()
const servers: Array<{ close(): Promise<void> }> = []
beforeAll(async () => {
  await Promise.all(
    generations.map(async (sdk) => {
      const server = await serveForSuite(sdk)
      servers.push(server)
      runs.set(sdk.name, await runActiveSuite(server.url))
    }),
  )
}, 240_000)
afterAll(async () => {
  for (const server of servers) await server.close()
})

describe.each(generations)(
  'conformance suite against createMcpHandler on SDK $name',
  (sdk: Generation) => {
    it.each(PASSING_SCENARIOS)('passes %s', (scenario) => {
      const { outcomes, output } = runs.get(sdk.name)!
      const outcome = outcomes.get(scenario)
      expect({ scenario, outcome, output: outcome?.failed === 0 ? '' : output }).toEqual({
        scenario,
        outcome: { passed: expect.any(Number), failed: 0 },
        output: '',
      })
      expect(outcome!.passed).toBeGreaterThan(0)
    })

    it('fails only the scenarios of what a tools-only server does not serve', () => {
      const { outcomes } = runs.get(sdk.name)!
      const failing = [...outcomes].filter(([, outcome]) => outcome.failed > 0)
      expect(failing.map(([scenario]) => scenario).sort()).toEqual([...NOT_SERVED_SCENARIOS].sort())
      expect(outcomes.size).toBe(PASSING_SCENARIOS.length + NOT_SERVED_SCENARIOS.length)
    })
  },
)
