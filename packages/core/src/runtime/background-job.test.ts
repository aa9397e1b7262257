import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from '../create-tool'
import type { BackgroundJob } from './background'
import { runBackgroundJob } from './background-job'
import { createJobSignal } from './job-signal'

const tenantTool = createTool({
  id: 'tenant',
  description: 'Says which tenant asked, and notes that it ran',
  inputSchema: z.object({}),
  background: { enabled: true },
  execute: async (_input, context) => {
    const asked = context.requestContext.get('tenant') ?? 'nobody'
    context.requestContext.set('ran', true)
    return `${String(asked)} ${String(context.requestContext.get('ran'))}`
  },
})

const job = (requestContext: unknown): BackgroundJob =>
  ({
    jobId: `job_${'a'.repeat(43)}`,
    toolName: 'tenant',
    toolCallId: 'c1',
    input: {},
    requestContext,
    attempt: 1,
  }) as BackgroundJob

const run = (requestContext: unknown) => {
  const signal = createJobSignal('tenant', undefined)
  // The exception of a failed run goes to the observer, not to the console.
  const observer = { log: () => {} }
  return runBackgroundJob(tenantTool, job(requestContext), { signal, observer }).finally(() =>
    signal.dispose(),
  )
}

describe('runBackgroundJob: the request context of a job', () => {
  it('gives the tool the values of the job, and a context it can write to when there are none', async () => {
    expect(await run({ tenant: 'acme' })).toEqual({
      status: 'completed',
      toolCallId: 'c1',
      output: 'acme true',
    })
    expect(await run({})).toEqual({ status: 'completed', toolCallId: 'c1', output: 'nobody true' })
  })

  it('reads only own keys: a key inherited from a prototype is not a value', async () => {
    const inherited = Object.create({ tenant: 'intruder' }) as Record<string, unknown>
    expect(await run(inherited)).toMatchObject({ status: 'completed', output: 'nobody true' })
  })

  it.each([null, undefined])(
    'ends with a failure value for a request context of %s',
    async (value) => {
      expect(await run(value)).toMatchObject({ status: 'failed', toolCallId: 'c1' })
    },
  )
})
