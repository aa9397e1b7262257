import { toStandardJsonSchema } from '@valibot/to-json-schema'
import { type } from 'arktype'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { ToolExecutionContext } from './context'
import { createTool } from './create-tool'
import { ToolError } from './errors'
import { type JsonSchemaAdapter, withAdapter } from './json-schema/adapter'
import { runToolPipeline } from './pipeline'
import type { StandardSchemaV1 } from './standard-schema'
import type { AnyTool } from './tool'
import { planOf } from './tool-plan'

// The same tool in each library: `{ city: string, days?: integer 1..7 }` in, `{ temp: number }` out.
const libraries = {
  zod: {
    input: () => z.object({ city: z.string(), days: z.number().int().min(1).max(7).optional() }),
    output: () => z.object({ temp: z.number() }),
    asyncInput: () => z.object({ city: z.string().refine(async (city) => city !== 'Nowhere') }),
  },
  valibot: {
    input: () =>
      toStandardJsonSchema(
        v.object({
          city: v.string(),
          days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))),
        }),
      ),
    output: () => toStandardJsonSchema(v.object({ temp: v.number() })),
    asyncInput: () =>
      toStandardJsonSchema(
        v.objectAsync({
          city: v.pipeAsync(
            v.string(),
            v.checkAsync(async (city) => city !== 'Nowhere'),
          ),
        }) as never,
      ),
  },
  arktype: {
    input: () => type({ city: 'string', 'days?': '1 <= number.integer <= 7' }),
    output: () => type({ temp: 'number' }),
    asyncInput: undefined,
  },
} as const

/**
 * An adapter that says its schemas run no check, make no value and read no inherited key: the
 * straight line then answers a pass at once (`bareValidatorOf`), where an unbound schema goes
 * through `checkValueIn`. Both are compared with the pipeline.
 */
const bareAdapter = (vendor: string): JsonSchemaAdapter => ({
  vendor,
  targets: ['draft-2020-12'],
  toJsonSchema: (schema) =>
    (schema['~standard'] as unknown as StandardJsonSchema).jsonSchema.input({
      target: 'draft-2020-12',
    }),
  validator: (schema) => (value) => schema['~standard'].validate(value),
  makesValues: () => false,
  runsChecks: () => false,
  readsInheritedKeys: () => false,
})

interface StandardJsonSchema {
  jsonSchema: { input(options: { target: string }): object }
}

const SECRET = 'sk-live-4f9a8b7c6d5e4f3a2b1c0d9e'

// What a model, or a caller that means harm, sends. Made fresh for each call: some count reads.
const inputs: Record<string, () => unknown> = {
  valid: () => ({ city: 'Paris', days: 3 }),
  'valid, optional left out': () => ({ city: 'Paris' }),
  'wrong type': () => ({ city: 42 }),
  'out of range': () => ({ city: 'Paris', days: 9 }),
  'secret where a number belongs': () => ({ city: 'Paris', days: SECRET }),
  'secret under a secret-looking key': () => ({ city: 'Paris', apiKey: SECRET, days: SECRET }),
  array: () => [],
  'array with items': () => ['Paris'],
  null: () => null,
  string: () => 'Paris',
  number: () => 42,
  undefined: () => undefined,
  'a Date': () => new Date(0),
  'a promise of valid input': () => Promise.resolve({ city: 'Paris' }),
  // biome-ignore lint/suspicious/noThenProperty: a thenable is the point
  'a thenable': () => ({ then: (resolve: (value: unknown) => void) => resolve({ city: 'Paris' }) }),
  'a promise in a field': () => ({ city: Promise.resolve('Paris') }),
  'a getter that throws a secret': () => ({
    get city(): string {
      throw new Error(`database password ${SECRET}`)
    },
  }),
  'a proxy whose prototype trap throws': () =>
    new Proxy(
      { city: 'Paris' },
      {
        getPrototypeOf() {
          throw new Error(SECRET)
        },
      },
    ),
  'a huge valid string': () => ({ city: 'x'.repeat(1_000_000) }),
  'a huge string where a number belongs': () => ({ city: 'Paris', days: 'y'.repeat(1_000_000) }),
  'an inherited key asked for': () => JSON.parse('{"city":"Paris","constructor":1}'),
  'a __proto__ key': () => JSON.parse('{"city":"Paris","__proto__":{"days":3}}'),
}

// What `execute` does with a valid input: each answer the pipeline handles apart.
type Execute = (input: unknown, context: ToolExecutionContext) => unknown

const executes: Record<string, Execute> = {
  'valid output, async': async () => ({ temp: 21 }),
  'valid output, sync': () => ({ temp: 21 }),
  'valid output, as a thenable': () => ({
    // biome-ignore lint/suspicious/noThenProperty: a thenable is the point
    then: (resolve: (value: unknown) => void) => resolve({ temp: 21 }),
  }),
  'invalid output quoting a secret': async () => ({ temp: SECRET }),
  'output with a promise in it': async () => ({ temp: Promise.resolve(21) }),
  'output that is a huge string': async () => 'z'.repeat(1_000_000),
  'throws a secret': () => {
    throw new Error(`password=${SECRET}`)
  },
  'rejects with a secret': async () => {
    throw new Error(`password=${SECRET}`)
  },
  'throws a ToolError quoting what it stored in the request context': (_input, context) => {
    context.requestContext.set('token', SECRET)
    throw new ToolError(`the token ${SECRET} was refused`)
  },
  'throws something that is not an error': () => {
    throw { secret: SECRET }
  },
  'reports its context': (input, context) => {
    const { requestContext, observe, ...rest } = context
    return {
      temp: 21,
      input,
      keys: Object.keys(context),
      rest,
      requestContext: String(requestContext),
      observe: typeof observe,
    }
  },
}

// What a caller is shown of a settled call: the result or the exception's message, never its
// cause, which stays on the host.
function shown(settled: unknown): string {
  const { resolved, message } = settled as { resolved?: unknown; message?: string }
  return JSON.stringify({ resolved, message })
}

// A settled call, comparable with `toEqual`: an exception by its class and own properties.
async function settle(call: () => Promise<unknown>): Promise<unknown> {
  try {
    return { resolved: await call() }
  } catch (error) {
    if (!(error instanceof Error)) return { rejectedWith: error }
    const { stack: _stack, ...own } = Object.getOwnPropertyDescriptors(error)
    return {
      rejected: error.constructor.name,
      message: error.message,
      own: Object.fromEntries(Object.entries(own).map(([key, { value }]) => [key, value])),
    }
  }
}

// The same call on the straight line (`tool.execute` without a context) and through the pipeline.
async function expectSameAnswers(tool: AnyTool, makeInput: () => unknown, label: string) {
  const straight = await settle(() => tool.execute?.(makeInput() as never) as Promise<unknown>)
  const pipeline = await settle(() => runToolPipeline(tool, makeInput()))
  expect(straight, label).toEqual(pipeline)
  return straight
}

type Library = keyof typeof libraries

function toolOf(
  library: Library,
  bound: boolean,
  execute: Execute,
  options: { exposeErrors?: boolean; validationLimits?: object } = {},
): AnyTool {
  const schemas = libraries[library]
  const bind = (schema: StandardSchemaV1) =>
    bound ? withAdapter(schema, bareAdapter(schema['~standard'].vendor)) : schema
  return createTool({
    id: `${library}-weather`,
    description: 'Weather',
    inputSchema: bind(schemas.input()),
    outputSchema: bind(schemas.output()),
    execute,
    ...options,
  }) as AnyTool
}

describe('the straight line answers every call as the pipeline does', () => {
  for (const library of Object.keys(libraries) as Library[]) {
    for (const bound of [false, true]) {
      const name = `${library}, ${bound ? 'bound to an adapter with bare validators' : 'unbound'}`

      it(`takes it for a tool without a request context schema (${name})`, () => {
        expect(planOf(toolOf(library, bound, () => ({ temp: 1 }))).straightLine).toBe(true)
      })

      it(`gives the same results and errors for hostile inputs (${name})`, async () => {
        const tool = toolOf(library, bound, async (input) => ({
          temp: JSON.stringify(input).length,
        }))
        for (const [label, makeInput] of Object.entries(inputs)) {
          await expectSameAnswers(tool, makeInput, label)
        }
      })

      it(`gives the same results and errors for every answer of execute (${name})`, async () => {
        for (const exposeErrors of [false, true]) {
          for (const [label, execute] of Object.entries(executes)) {
            const tool = toolOf(library, bound, execute, { exposeErrors })
            const answer = await expectSameAnswers(tool, inputs.valid!, label)
            expect(shown(answer), label).not.toContain(SECRET)
          }
        }
      })

      it(`cuts issues to the same limits (${name})`, async () => {
        const tool = toolOf(library, bound, async () => ({ temp: 1 }), {
          validationLimits: { maxIssues: 1, maxIssueMessageLength: 24 },
        })
        const answer = await expectSameAnswers(
          tool,
          () => ({ city: 1, days: 'x'.repeat(10_000) }),
          'two issues over the limits',
        )
        expect(answer).toMatchObject({ resolved: { error: true, truncated: true } })
      })

      it(`reads a counting proxy as often as the pipeline does (${name})`, async () => {
        const reads = () => {
          const log: string[] = []
          const input = new Proxy(
            { city: 'Paris', days: 2 },
            {
              get(target, key, receiver) {
                log.push(`get ${String(key)}`)
                return Reflect.get(target, key, receiver)
              },
              getPrototypeOf(target) {
                log.push('getPrototypeOf')
                return Reflect.getPrototypeOf(target)
              },
              ownKeys(target) {
                log.push('ownKeys')
                return Reflect.ownKeys(target)
              },
            },
          )
          return { log, input }
        }
        const tool = toolOf(library, bound, async () => ({ temp: 1 }))
        const straight = reads()
        const pipeline = reads()
        expect(await tool.execute?.(straight.input as never)).toEqual(
          await runToolPipeline(tool, pipeline.input),
        )
        expect(straight.log).toEqual(pipeline.log)
      })
    }
  }

  for (const library of ['zod', 'valibot'] as const) {
    it(`waits for an async validator as the pipeline does (${library})`, async () => {
      const asyncInput = libraries[library].asyncInput
      const tool = createTool({
        id: 'async',
        description: 'Async',
        inputSchema: asyncInput() as StandardSchemaV1<{ city: string }>,
        execute: async ({ city }: { city: string }) => city,
      }) as AnyTool
      for (const city of ['Paris', 'Nowhere', 42]) {
        await expectSameAnswers(tool, () => ({ city }), String(city))
      }
    })
  }

  it('never throws synchronously: a throwing execute rejects, as through the pipeline', () => {
    const tool = toolOf('zod', true, () => {
      throw new Error(SECRET)
    })
    const answer = tool.execute?.({ city: 'Paris' } as never)
    expect(answer).toBeInstanceOf(Promise)
    return expect(answer).rejects.toMatchObject({ code: 'TOOL_EXECUTION_FAILED' })
  })

  it('gives execute a request context of its own on every call', async () => {
    const seen: unknown[] = []
    const tool = createTool({
      id: 'context',
      description: 'Context',
      execute: (_input: unknown, context) => {
        seen.push(context.requestContext)
        context.requestContext.set('visited', true)
        return context.requestContext.size
      },
    })
    expect(await tool.execute({})).toBe(1)
    expect(await tool.execute({})).toBe(1)
    expect(seen[0]).not.toBe(seen[1])
  })

  it('leaves a tool with a request context schema to the pipeline, which checks it', async () => {
    const tool = createTool({
      id: 'tier',
      description: 'Tier',
      requestContextSchema: z.object({ tier: z.string() }),
      execute: () => 'ran',
    })
    expect(planOf(tool as AnyTool).straightLine).toBe(false)
    expect(await tool.execute({})).toMatchObject({ code: 'TOOL_REQUEST_CONTEXT_INVALID' })
  })
})
