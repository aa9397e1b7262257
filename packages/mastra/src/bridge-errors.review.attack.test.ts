import { inspect } from 'node:util'
import { RequestContext as MastraRequestContext } from '@mastra/core/request-context'
import { RequestContext, ToolError } from '@polytool/core'
import { createTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { toMastraTool } from './index.js'

// What Mastra itself receives from a bridged tool when it fails: Mastra writes an error's whole
// cause chain and its fields into stream chunks, so everything it can read (message, own fields,
// cause chain, inspect and JSON forms, the resolved value) must be free of planted values.

const PRIVATE = 'Zq7kP9mW2xL4vB8nR3tY6cJ'
const CREDENTIAL = 'Zk9f2q7WmX3pL8vB4nR6'

function piecesOf(value: string, size = 5): string[] {
  const pieces: string[] = []
  for (let start = 0; start + size <= value.length; start++)
    pieces.push(value.slice(start, start + size))
  return pieces
}

/** Every form in which Mastra could read what it got back. */
function everyForm(value: unknown): string {
  const forms: string[] = [inspect(value, { depth: 20, showHidden: true })]
  try {
    forms.push(JSON.stringify(value) ?? '')
  } catch {}
  let current: unknown = value
  for (let depth = 0; depth < 10 && current instanceof Error; depth++) {
    forms.push(String(current.message), String(current.stack))
    for (const key of Object.getOwnPropertyNames(current)) {
      forms.push(inspect((current as unknown as Record<string, unknown>)[key], { depth: 10 }))
    }
    current = current.cause
  }
  return forms.join('\n')
}

function expectHidden(text: string): void {
  for (const value of [PRIVATE, CREDENTIAL]) {
    for (const piece of piecesOf(value)) expect(text, text.slice(0, 2000)).not.toContain(piece)
  }
}

async function whatMastraGets(
  tool: Parameters<typeof toMastraTool>[0],
  args: unknown,
  requestContext?: () => RequestContext<Record<string, unknown>>,
): Promise<unknown> {
  const mastraTool = toMastraTool(tool, {
    observer: { log: () => {} },
    requestContext: requestContext ?? (() => new RequestContext({ tenant: PRIVATE })),
  })
  const execute = mastraTool.execute as (input: unknown, context: unknown) => Promise<unknown>
  try {
    return await execute(args, {
      requestContext: new MastraRequestContext([['tenant', PRIVATE]]),
      agent: { toolCallId: 'call_1', messages: [], suspend: async () => {} },
    })
  } catch (error) {
    return error
  }
}

describe('mastra bridge: what Mastra reads of a failure', () => {
  it('an exception with a cause chain and fields', async () => {
    const tool = createTool({
      id: 'boom',
      description: 'throws',
      inputSchema: z.object({}),
      execute: async () => {
        throw new Error(`db refused ${PRIVATE}`, {
          cause: Object.assign(new Error(`token=${CREDENTIAL}`), { tenant: PRIVATE }),
        })
      },
    })
    const got = await whatMastraGets(tool, {})
    expect(got).toBeInstanceOf(Error)
    expect(String((got as Error).message)).toContain('internal error')
    expectHidden(everyForm(got))
  })

  it('a ToolError that carries a cause', async () => {
    const tool = createTool({
      id: 'te',
      description: 'refuses',
      inputSchema: z.object({}),
      execute: async () => {
        throw new ToolError('City not found', {
          code: 'CITY_NOT_FOUND',
          cause: new Error(`upstream said ${PRIVATE} Bearer ${CREDENTIAL}`),
        })
      },
    })
    const got = await whatMastraGets(tool, {})
    expect(everyForm(got)).toContain('City not found')
    expectHidden(everyForm(got))
  })

  it('an exposed exception with a cause, straddling the 500-character cut', async () => {
    for (let pad = 450; pad <= 500; pad += 10) {
      const tool = createTool({
        id: 'exposed',
        description: 'throws visibly',
        inputSchema: z.object({}),
        exposeErrors: true,
        execute: async () => {
          throw new Error(`${'e'.repeat(pad)}${PRIVATE}`, {
            cause: new Error(`password=${CREDENTIAL}`),
          })
        },
      })
      expectHidden(everyForm(await whatMastraGets(tool, {})))
    }
  })

  it('thrown non-errors: a string, an object with toJSON, a value whose reads throw', async () => {
    const thrown: unknown[] = [
      `plain ${PRIVATE}`,
      { toJSON: () => ({ secret: CREDENTIAL }), message: PRIVATE },
      new Proxy(
        {},
        {
          get() {
            throw new Error(PRIVATE)
          },
          getPrototypeOf() {
            throw new Error(CREDENTIAL)
          },
        },
      ),
    ]
    for (const value of thrown) {
      const tool = createTool({
        id: 'odd',
        description: 'throws oddly',
        inputSchema: z.object({}),
        execute: async () => {
          throw value
        },
      })
      expectHidden(everyForm(await whatMastraGets(tool, {})))
    }
  })

  it('a request context mapper that throws', async () => {
    const tool = createTool({
      id: 'plain',
      description: 'plain',
      inputSchema: z.object({}),
      execute: async () => 'ok',
    })
    const got = await whatMastraGets(tool, {}, () => {
      throw new Error(`vault: ${PRIVATE} ${CREDENTIAL}`, { cause: new Error(CREDENTIAL) })
    })
    expectHidden(everyForm(got))
  })

  it('an invalid output: Mastra gets only error, code and message', async () => {
    const tool = createTool({
      id: 'invalid',
      description: 'returns an invalid output',
      inputSchema: z.object({}),
      outputSchema: z.object({ byEmail: z.record(z.string(), z.number()) }).strict(),
      execute: async () =>
        ({ byEmail: { [`${PRIVATE}@example.com`]: CREDENTIAL }, [`x_${CREDENTIAL}`]: 1 }) as never,
    })
    const got = await whatMastraGets(tool, {})
    expect(Object.keys(got as object).sort()).toEqual(['code', 'error', 'message'])
    expectHidden(everyForm(got))
  })

  it('an input validation error never quotes the request context', async () => {
    const tool = createTool({
      id: 'ctx',
      description: 'needs a numeric tenant',
      inputSchema: z.object({}),
      requestContextSchema: z.object({ tenant: z.number() }),
      execute: async () => 'ok',
    })
    expectHidden(everyForm(await whatMastraGets(tool, {})))
  })
})
