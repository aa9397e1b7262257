import { describe, expect, it } from 'vitest'
import { trimEvents } from './event-trim'
import { backends, startExecutorAndWorker, useQueueScope } from './test-fixtures/harness'

describe.each(backends())('trimEvents on %s', (name, url) => {
  const scope = useQueueScope(url)
  const backend = name as 'redis' | 'postgres'

  it('keeps events younger than the retention, takes one longer than the epoch, and removes older ones', async () => {
    const { executor } = await startExecutorAndWorker(scope)
    const { queue } = executor
    await queue.add('x', {}, { jobId: 'evt_1', attempts: 1 })
    expect(await trimEvents(queue, backend, 60_000)).toBe(0)
    expect(await trimEvents(queue, backend, 1e15)).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(await trimEvents(queue, backend, 1)).toBeGreaterThan(0)
  })
})
