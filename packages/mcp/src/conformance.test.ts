/// <reference types="node" />
import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
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

/** A scenario's checks as the suite saved them (`checks.json`). */
type Check = { id: string; status: string; errorMessage?: string }
type Outcome = { passed: number; failed: number; failures: string[] }

/**
 * Runs the suite's active server suite, which saves each scenario's checks to a directory of
 * its own (`server-<scenario>-<time>/checks.json`), and reads them.
 */
async function runActiveSuite(
  url: URL,
): Promise<{ outcomes: Map<string, Outcome>; output: string }> {
  const outputDir = await mkdtemp(join(tmpdir(), 'polytool-conformance-'))
  const output = await new Promise<string>((resolve) => {
    execFile(
      'npx',
      ['--yes', 'node@22', CLI, 'server', '--url', url.href, '--suite', 'active', '-o', outputDir],
      { cwd: tmpdir(), timeout: 240_000, maxBuffer: 64 * 1024 * 1024 },
      (_error, stdout, stderr) => resolve(`${stdout}${stderr}`),
    )
  })
  const outcomes = new Map<string, Outcome>()
  for (const entry of await readdir(outputDir)) {
    const scenario = /^server-(.+)-\d{4}-\d\d-\d\dT[\d-]+Z$/.exec(entry)?.[1]
    if (scenario === undefined) continue
    const checks = JSON.parse(
      await readFile(join(outputDir, entry, 'checks.json'), 'utf8'),
    ) as Check[]
    const failing = checks.filter((check) => check.status === 'FAILURE')
    outcomes.set(scenario, {
      passed: checks.filter((check) => check.status === 'SUCCESS').length,
      failed: failing.length,
      failures: failing.map((check) => `${check.id}: ${check.errorMessage ?? ''}`),
    })
  }
  await rm(outputDir, { recursive: true, force: true })
  return { outcomes, output }
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
      // On a failure, the failing checks say why; without an outcome, the suite's output does.
      expect(outcome === undefined ? output : outcome.failures).toEqual([])
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
