import { createTool } from '@polytool/core'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { McpOptionsError } from '../errors'
import { type Connected, type Generation, generations } from '../test-fixtures/generations'

let open: Connected[] = []
afterEach(async () => {
  await Promise.all(open.map((connection) => connection.close()))
  open = []
})

const info = { name: 'progress-test', version: '1.0.0' }

/** A tool that waits until the test lets it finish, reporting what it is told to. */
function createWaitingTool() {
  let finish: () => void = () => {}
  const done = new Promise<void>((resolve) => {
    finish = resolve
  })
  const tool = createTool({
    id: 'wait',
    description: 'Waits, reporting progress when told to',
    inputSchema: z.object({ reports: z.array(z.number()).default([]) }),
    execute: async ({ reports }, context) => {
      for (const progress of reports) {
        context.mcp?.progress?.({
          progress,
          total: 10,
          message: `step ${progress}, token=sk-live-abcdef0123456789abcdef`,
        })
      }
      await done
      return 'finished'
    },
  })
  return { tool, finish }
}

type Progress = { progress: number; total?: number; message?: string }

describe.each(generations)('progress on SDK $name', (sdk: Generation) => {
  async function serve(options: Record<string, unknown>) {
    const { tool, finish } = createWaitingTool()
    const connection = await sdk.connect(sdk.createMcpServer(info, [tool], options))
    open.push(connection)
    return { ...connection, finish }
  }

  it('sends a heartbeat every progressEveryMs while a call runs, when the client asked', async () => {
    const { client, finish } = await serve({ progressEveryMs: 20 })
    const heard: Progress[] = []
    const call = sdk.callTool(
      client,
      { name: 'wait', arguments: {} },
      {
        onprogress: (progress: Progress) => heard.push(progress),
      },
    )
    await expect.poll(() => heard.length).toBeGreaterThanOrEqual(3)
    finish()
    await call
    expect(heard.slice(0, 3)).toEqual([{ progress: 1 }, { progress: 2 }, { progress: 3 }])
  })

  it('keeps the heartbeat going after the tool’s own report, growing and below its next one', async () => {
    const { client, finish } = await serve({ progressEveryMs: 20 })
    const heard: Progress[] = []
    const call = sdk.callTool(
      client,
      { name: 'wait', arguments: { reports: [3] } },
      { onprogress: (progress: Progress) => heard.push(progress) },
    )
    await expect.poll(() => heard.length).toBeGreaterThanOrEqual(4)
    finish()
    await call
    expect(heard[0]).toMatchObject({ progress: 3, total: 10 })
    const beats = heard.slice(1)
    for (const [index, beat] of beats.entries()) {
      expect(beat.total).toBe(10)
      expect(beat.message).toBeUndefined()
      expect(beat.progress).toBeGreaterThan(index === 0 ? 3 : beats[index - 1]!.progress)
      expect(beat.progress).toBeLessThan(3.001)
    }
  })

  it('sends no heartbeat soon when progressEveryMs is longer than a timer can count (2^31 ms)', async () => {
    const { client, finish } = await serve({ progressEveryMs: 1e10 })
    const heard: Progress[] = []
    const call = sdk.callTool(
      client,
      { name: 'wait', arguments: {} },
      { onprogress: (progress: Progress) => heard.push(progress) },
    )
    await new Promise((resolve) => setTimeout(resolve, 60))
    finish()
    await call
    expect(heard).toEqual([])
  })

  it('sends nothing to a client that gave no progress token', async () => {
    const { client, received, finish } = await serve({ progressEveryMs: 10 })
    const call = sdk.callTool(client, { name: 'wait', arguments: {} })
    await new Promise((resolve) => setTimeout(resolve, 60))
    finish()
    await call
    expect(received.filter((message) => 'method' in message)).toEqual([])
  })

  it('sends the tool’s own reports through the egress gate, and only growing ones', async () => {
    const { client, finish } = await serve({})
    const heard: Progress[] = []
    finish()
    await sdk.callTool(
      client,
      { name: 'wait', arguments: { reports: [0, 2, 1, 2, 5] } },
      {
        onprogress: (progress: Progress) => heard.push(progress),
      },
    )
    await expect.poll(() => heard.length).toBe(3)
    expect(heard.map(({ progress, total }) => ({ progress, total }))).toEqual([
      { progress: 0, total: 10 },
      { progress: 2, total: 10 },
      { progress: 5, total: 10 },
    ])
    for (const { message } of heard) {
      expect(message).toContain('step')
      expect(message).not.toContain('sk-live-abcdef0123456789abcdef')
    }
  })

  it('refuses a progressEveryMs that would flood the client', () => {
    const { tool } = createWaitingTool()
    for (const progressEveryMs of [0, -1, 5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => sdk.createMcpServer(info, [tool], { progressEveryMs })).toThrow(McpOptionsError)
    }
  })
})
