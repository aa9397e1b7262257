import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { packageDirFrom, spanSdksInReach } from './sdk-in-reach'

const workspace = fileURLToPath(new URL('../../../', import.meta.url))
const here = fileURLToPath(import.meta.url)

describe('which test files the secret scan covers', () => {
  it('covers a package that can load an SDK, with the very copy the scan hooks', () => {
    const hooked = packageDirFrom(here, '@opentelemetry/sdk-trace-base')
    for (const pkg of ['otel', 'bullmq', 'langchain', 'mastra']) {
      const sdks = spanSdksInReach(`${workspace}packages/${pkg}/src/any.test.ts`)
      expect(sdks, pkg).toContainEqual({ name: '@opentelemetry/sdk-trace-base', dir: hooked })
    }
    expect(spanSdksInReach(`${workspace}examples/agent-loop/src/any.test.ts`)).toContainEqual({
      name: '@opentelemetry/sdk-trace-base',
      dir: hooked,
    })
  })

  it('covers a package whose tracing is the OpenAI Agents SDK', () => {
    const names = spanSdksInReach(`${workspace}packages/openai-agents/src/any.test.ts`)
    expect(names.map((sdk) => sdk.name)).toContain('@openai/agents')
  })

  it('spares a package that can load no SDK, and so can make no span', () => {
    for (const pkg of ['core', 'zod', 'valibot', 'cli']) {
      expect(spanSdksInReach(`${workspace}packages/${pkg}/src/any.test.ts`), pkg).toEqual([])
    }
  })
})
