import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from '../create-tool'
import type { ToolObserver } from '../observe'
import type { StandardSchemaV1 } from '../standard-schema'
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

// A validator that checks in place and hands the same object on, as JSON Schema validators do.
const inPlace: StandardSchemaV1<{ query: string; maxPrice?: number }> = {
  '~standard': {
    version: 1,
    vendor: 'in-place',
    validate: (value) => {
      const { maxPrice } = value as { maxPrice?: unknown }
      return maxPrice === undefined || (typeof maxPrice === 'number' && maxPrice <= 10)
        ? { value: value as { query: string; maxPrice?: number } }
        : { issues: [{ message: 'maxPrice must be at most 10', path: ['maxPrice'] }] }
    },
  },
}

function inPlaceTool(seen: unknown[]) {
  return createTool({
    id: 'search',
    description: 'Search the catalogue',
    inputSchema: inPlace,
    execute: async (input) => {
      // What execute reads, inherited keys included (toEqual ignores the undefined ones).
      const { query, maxPrice, isAdmin } = input as typeof input & { isAdmin?: boolean }
      seen.push({ query, maxPrice, isAdmin })
      return { hits: 0 }
    },
  })
}

describe('createToolCallRuntime: what decode returns', () => {
  it('is read once into plain JSON, so a getter cannot answer validation one value and execute another', async () => {
    const seen: unknown[] = []
    let reads = 0
    const runtime = createToolCallRuntime({
      tools: [inPlaceTool(seen)],
      decode: () => ({
        query: 'lamp',
        get maxPrice() {
          reads++
          return reads === 1 ? 5 : 1e9
        },
      }),
    })
    pushCall(runtime, '{"query":"lamp"}')
    const [outcome] = await runtime.settle()
    expect(outcome).toMatchObject({ status: 'completed' })
    expect(seen).toEqual([{ query: 'lamp', maxPrice: 5 }])
  })

  it('keeps no inherited key', async () => {
    const seen: unknown[] = []
    const runtime = createToolCallRuntime({
      tools: [inPlaceTool(seen)],
      decode: () => Object.assign(Object.create({ isAdmin: true }), { query: 'lamp' }),
    })
    pushCall(runtime, '{"query":"lamp"}')
    await runtime.settle()
    expect(seen).toEqual([{ query: 'lamp' }])
  })
})
