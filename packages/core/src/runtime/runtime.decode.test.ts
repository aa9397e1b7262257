import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from '../create-tool'
import type { ToolObserver } from '../observe'
import { ToolCallRuntimeError } from './errors'
import { createToolCallRuntime } from './runtime'

function searchTool(seen: unknown[]) {
  return createTool({
    id: 'search',
    description: 'Search the catalogue',
    inputSchema: z.object({ query: z.string(), maxPrice: z.number().optional() }),
    execute: async (input) => {
      seen.push(input)
      return { hits: 0 }
    },
  })
}

// What a strict-mode decode plan does to this tool's arguments: a `null` optional is absent.
function dropNullMaxPrice(toolName: string, input: unknown): unknown {
  if (toolName !== 'search' || typeof input !== 'object' || input === null) return input
  const { maxPrice, ...rest } = input as Record<string, unknown>
  return maxPrice === null ? rest : input
}

function pushCall(runtime: ReturnType<typeof createToolCallRuntime>, args: string) {
  runtime.push({ type: 'tool-input-start', toolCallId: 'call_1', toolName: 'search' })
  runtime.push({ type: 'tool-input-delta', toolCallId: 'call_1', inputTextDelta: args })
  runtime.push({ type: 'tool-input-end', toolCallId: 'call_1' })
}

describe('createToolCallRuntime: decode', () => {
  it("runs the provider list's decode on the complete arguments, before validation", async () => {
    const seen: unknown[] = []
    const runtime = createToolCallRuntime({ tools: [searchTool(seen)], decode: dropNullMaxPrice })
    pushCall(runtime, '{"query":"lamp","maxPrice":null}')
    const [outcome] = await runtime.settle()
    expect(outcome).toMatchObject({ status: 'completed', output: { hits: 0 } })
    expect(seen).toEqual([{ query: 'lamp' }])
  })

  it('without decode, a strict-mode null fails validation, as the model wrote it', async () => {
    const seen: unknown[] = []
    const runtime = createToolCallRuntime({ tools: [searchTool(seen)] })
    pushCall(runtime, '{"query":"lamp","maxPrice":null}')
    const [outcome] = await runtime.settle()
    expect(outcome).toMatchObject({ status: 'failed', error: { code: 'TOOL_INPUT_INVALID' } })
    expect(seen).toEqual([])
  })

  it('validates the arguments as sent, and tells the observer, when decode throws', async () => {
    const seen: unknown[] = []
    const logs: unknown[] = []
    const observer: ToolObserver = { log: (level, message) => logs.push([level, message]) }
    const runtime = createToolCallRuntime({
      tools: [searchTool(seen)],
      observer,
      decode: () => {
        throw new Error('decode plan missing')
      },
    })
    pushCall(runtime, '{"query":"lamp"}')
    const [outcome] = await runtime.settle()
    expect(outcome).toMatchObject({ status: 'completed' })
    expect(seen).toEqual([{ query: 'lamp' }])
    expect(logs).toContainEqual(['error', expect.stringContaining('decode threw')])
  })

  it('refuses a decode that is not a function', () => {
    expect(() =>
      createToolCallRuntime({ tools: [searchTool([])], decode: 'strict' as never }),
    ).toThrow(ToolCallRuntimeError)
  })
})
