import { createTool as createArkTypeTool } from '@polytool/arktype'
import { ToolError } from '@polytool/core'
import { plant } from '@polytool/telemetry-scan'
import { createTool as createValibotTool } from '@polytool/valibot'
import { createTool } from '@polytool/zod'
import { type } from 'arktype'
import * as v from 'valibot'
import { z } from 'zod'

/** Values planted where a model must never read them. */
export const PLANTED = {
  /** In a thrown exception's message. */
  exception: 'hunter2-EXCEPTION-7f3a',
  /** In a `ToolError`'s message, under a secret key: the message shows, the key's value does not. */
  toolErrorSecret: 'sk-live-TOOLERROR-9c2e44aa',
  /** Returned by a tool as output its `outputSchema` refuses. */
  invalidOutput: 'PRIVATE-OUTPUT-5d1b',
  /** A request context value. */
  contextValue: 'ctx-secret-value-4e8f21',
} as const

// No test's telemetry may carry them either: the suite's secret scan fails any that does.
plant(...Object.values(PLANTED))

/** What the fixture tools saw, for the scenarios to check. */
export interface ToolLog {
  readonly inputs: Record<string, unknown[]>
  readonly contexts: Record<string, unknown>[]
  abortedCalls: number
}

/** A fresh log and the fixture tools that write to it. */
export function bridgeFixtureTools(log: ToolLog = { inputs: {}, contexts: [], abortedCalls: 0 }) {
  const seen = (id: string, input: unknown) => {
    const inputs = log.inputs[id] ?? []
    inputs.push(input)
    log.inputs[id] = inputs
  }
  const search = createTool({
    id: 'search',
    description: 'Searches the catalogue',
    inputSchema: z.object({
      query: z.string(),
      limit: z.number().int().optional(),
      sort: z.enum(['relevance', 'date']).default('relevance'),
    }),
    execute: async (input) => {
      seen('search', input)
      return { hits: 3 }
    },
  })
  const explode = createTool({
    id: 'explode',
    description: 'Always fails with an internal error',
    inputSchema: z.object({}),
    execute: async () => {
      throw new Error(`connect postgres://app:${PLANTED.exception}@db/prod failed`)
    },
  })
  const refuse = createTool({
    id: 'refuse',
    description: 'Fails with a message meant for the model',
    inputSchema: z.object({ city: z.string() }),
    execute: async ({ city }) => {
      throw new ToolError(`City ${city} not found (api_key=${PLANTED.toolErrorSecret})`)
    },
  })
  const weatherZod = createTool({
    id: 'weather_zod',
    description: 'Weather, validated by Zod',
    inputSchema: z.object({ city: z.string() }),
    execute: async (input) => {
      seen('weather_zod', input)
      return { temperature: 21 }
    },
  })
  const weatherValibot = createValibotTool({
    id: 'weather_valibot',
    description: 'Weather, validated by Valibot',
    inputSchema: v.object({ city: v.string() }),
    execute: async (input) => {
      seen('weather_valibot', input)
      return { temperature: 21 }
    },
  })
  const weatherArkType = createArkTypeTool({
    id: 'weather_arktype',
    description: 'Weather, validated by ArkType',
    inputSchema: type({ city: 'string' }),
    execute: async (input) => {
      seen('weather_arktype', input)
      return { temperature: 21 }
    },
  })
  const leaky = createTool({
    id: 'leaky',
    description: 'Returns output its own schema refuses',
    inputSchema: z.object({}),
    outputSchema: z.object({ temperature: z.number() }),
    // @ts-expect-error: the output is wrong on purpose
    execute: async () => ({ temperature: PLANTED.invalidOutput }),
  })
  const transfer = createTool({
    id: 'transfer',
    description: 'Moves money; needs approval',
    inputSchema: z.object({ amount: z.number() }),
    requireApproval: true,
    execute: async (input) => {
      seen('transfer', input)
      return { done: true }
    },
  })
  const chart = createTool({
    id: 'chart',
    description: 'Draws a chart',
    inputSchema: z.object({}),
    outputSchema: z.object({ png: z.string() }),
    execute: async () => ({ png: ONE_PIXEL_PNG }),
    toModelOutput: (output) => ({
      type: 'content',
      value: [
        { type: 'text', text: 'The chart:' },
        { type: 'image-data', data: output.png, mediaType: 'image/png' },
      ],
    }),
  })
  const wait = createTool({
    id: 'wait',
    description: 'Waits until aborted',
    inputSchema: z.object({}),
    execute: async (_input, { abortSignal }) => {
      await new Promise<void>((resolve) => {
        if (abortSignal?.aborted) return resolve()
        abortSignal?.addEventListener('abort', () => resolve(), { once: true })
      })
      if (abortSignal?.aborted) log.abortedCalls++
      return { waited: true }
    },
  })
  const whoami = createTool({
    id: 'whoami',
    description: 'Tells which tenant calls',
    inputSchema: z.object({}),
    requestContextSchema: z.object({ tenant: z.string(), apiSecret: z.string() }),
    execute: async (_input, { requestContext }) => {
      log.contexts.push(Object.fromEntries(requestContext.entries()))
      return { ok: true }
    },
  })
  return {
    log,
    tools: {
      search,
      explode,
      refuse,
      weatherZod,
      weatherValibot,
      weatherArkType,
      leaky,
      transfer,
      chart,
      wait,
      whoami,
    },
  }
}

/** A 1×1 PNG, base64. */
export const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='
