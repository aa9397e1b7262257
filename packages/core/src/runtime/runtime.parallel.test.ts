import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from '../create-tool'
import { createToolCallRuntime } from './runtime'
import { cutText, deferred, readAll } from './test-fixtures/streaming'

describe('createToolCallRuntime: parallel calls', () => {
  it('keeps interleaved calls apart by id, each with its hooks in order', async () => {
    const log: string[] = []
    const slowParis = deferred()
    const weather = createTool({
      id: 'weather',
      description: 'Get the weather for a city',
      inputSchema: z.object({ city: z.string() }),
      execute: async ({ city }) => {
        log.push(`execute ${city}`)
        if (city === 'Paris') await slowParis.promise
        return `${city}: sunny`
      },
      onInputStart: ({ toolCallId }) => {
        log.push(`start ${toolCallId}`)
      },
      onInputDelta: ({ toolCallId, inputTextDelta }) => {
        log.push(`delta ${toolCallId} ${inputTextDelta}`)
      },
      onInputAvailable: ({ toolCallId, input }) => {
        log.push(`available ${toolCallId} ${input.city}`)
      },
      onOutput: ({ toolCallId, output }) => {
        log.push(`output ${toolCallId} ${output}`)
      },
    })
    const runtime = createToolCallRuntime({ tools: [weather] })
    const paris = cutText('{"city":"Paris"}', 5)
    const tokyo = cutText('{"city":"Tokyo"}', 5)
    runtime.push({ type: 'tool-input-start', toolCallId: 'a', toolName: 'weather' })
    runtime.push({ type: 'tool-input-start', toolCallId: 'b', toolName: 'weather' })
    for (let i = 0; i < paris.length; i++) {
      runtime.push({ type: 'tool-input-delta', toolCallId: 'b', inputTextDelta: tokyo[i]! })
      runtime.push({ type: 'tool-input-delta', toolCallId: 'a', inputTextDelta: paris[i]! })
    }
    runtime.push({ type: 'tool-input-end', toolCallId: 'a' })
    runtime.push({ type: 'tool-input-end', toolCallId: 'b' })

    const settled = runtime.settle()
    await waitFor(() => log.includes('output b Tokyo: sunny'))
    // Tokyo finished while Paris still runs: one slow call does not hold the other.
    expect(log).not.toContain('output a Paris: sunny')
    slowParis.resolve()
    const outcomes = await settled

    expect(outcomes.map((o) => [o.toolCallId, o.status === 'completed' && o.output])).toEqual([
      ['a', 'Paris: sunny'],
      ['b', 'Tokyo: sunny'],
    ])
    const of = (id: string) => log.filter((line) => line.includes(` ${id}`) || line.endsWith(id))
    expect(of('a')).toEqual([
      'start a',
      ...paris.map((piece) => `delta a ${piece}`),
      'available a Paris',
      'output a Paris: sunny',
    ])
    expect(of('b')).toEqual([
      'start b',
      ...tokyo.map((piece) => `delta b ${piece}`),
      'available b Tokyo',
      'output b Tokyo: sunny',
    ])
    await runtime.close()
    const deltas = (await readAll(runtime.display)).filter((c) => c.type === 'tool-input-delta')
    // The chunks stay interleaved as the deltas came, each call's in its own order.
    expect(deltas.map((c) => c.toolCallId).join('')).toMatch(/^(ab|ba)+$/)
    const textOf = (id: string) =>
      deltas
        .filter((c) => c.toolCallId === id)
        .map((c) =>
          'payload' in c ? (c.payload as { inputTextDelta: string }).inputTextDelta : '',
        )
        .join('')
    expect([textOf('a'), textOf('b')]).toEqual(['{"city":"Paris"}', '{"city":"Tokyo"}'])
  })
})

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5))
  if (!condition()) throw new Error('condition not met in time')
}
