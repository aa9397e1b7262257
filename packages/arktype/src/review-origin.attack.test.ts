import { collectUnhandledRejections } from '@polytool/conformance'
import { createToolWith, isValidationError, RequestContext } from '@polytool/core'
import { type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { arktypeAdapter } from './adapter'

const createTool = createToolWith(arktypeAdapter)

describe('ArkType: a Proxy whose keys change between reads (attack)', () => {
  for (const shared of [false, true]) {
    it(`a key hidden from the check never reaches execute${shared ? ', the schema also the output schema' : ''}`, async () => {
      let enumerations = 0
      const target: Record<string, unknown> = { a: 'ok', admin: true }
      const input = new Proxy(target, {
        ownKeys: () => (++enumerations === 1 ? ['a'] : ['a', 'admin']),
        getOwnPropertyDescriptor: (object, key) => Reflect.getOwnPropertyDescriptor(object, key),
      })
      const schema = type({ a: 'string', '+': 'reject' })
      const seen: string[][] = []
      const tool = createTool({
        id: 'closed',
        description: 'Takes only a',
        inputSchema: schema,
        ...(shared ? { outputSchema: schema } : {}),
        execute: (value) => {
          seen.push(Object.keys(value))
          return value
        },
      })
      const result = await tool.execute(input as never)
      expect(seen).toEqual([['a']])
      expect(JSON.stringify(result)).not.toContain('admin')
    })
  }
})

describe("ArkType: the tool's own output is still checked in full (attack)", () => {
  // A plain function that answers a promise: truthy, so a synchronous library would pass it.
  const promisedFalse = (() => Promise.resolve(false)) as unknown as () => boolean

  // `sharedInput`: a value the schema takes as input, to use it as the input schema as well.
  const cases: Record<string, { schema: () => unknown; output: unknown; sharedInput?: unknown }> = {
    'a required key named constructor, missing': {
      schema: () => type({ constructor: 'unknown' }),
      output: {},
      sharedInput: { constructor: 1 },
    },
    'a required key named toString, missing': {
      schema: () => type({ toString: 'Function' }),
      output: {},
    },
    'a narrow that answers a promise': {
      schema: () => type({ a: 'string' }).narrow(promisedFalse),
      output: { a: 'x' },
    },
    'a nested narrow that answers a promise': {
      schema: () => type({ o: type({ a: 'string' }).narrow(promisedFalse) }),
      output: { o: { a: 'x' } },
    },
    'an async morph that rejects with a secret': {
      schema: () =>
        type({
          a: type('string').pipe(async (_text: string): Promise<string> => {
            throw new Error('boom sk_live_51HcSecretMorphKey')
          }),
        }),
      output: { a: 'x' },
    },
  }

  for (const [name, { schema, output, sharedInput }] of Object.entries(cases)) {
    for (const shared of sharedInput === undefined ? [false] : [false, true]) {
      it(`${name}${shared ? ', the schema also the input schema' : ''}: the output never leaves`, async () => {
        const outputSchema = schema()
        const tool = createTool({
          id: 'producer',
          description: 'Returns a value',
          inputSchema: (shared ? outputSchema : type({})) as never,
          outputSchema: outputSchema as never,
          execute: () => output as never,
        })
        const input = (shared ? sharedInput : {}) as never
        const { result, unhandled } = await collectUnhandledRejections(() => tool.execute(input))
        expect(unhandled).toEqual([])
        expect(result).toMatchObject({ error: true, code: 'TOOL_OUTPUT_INVALID' })
        expect(JSON.stringify(result)).not.toContain('sk_live')
      })
    }
  }
})

describe('ArkType: values quoted in escaped form are still scrubbed (attack)', () => {
  // ArkType prints a string it quotes as JSON: these differ from the raw value.
  const secrets = [
    'first\nSECRETTAIL',
    'back\\SECRETTAIL',
    'tab\tSECRETTAIL',
    'nul\u0000SECRETTAIL',
  ]

  for (const secret of secrets) {
    it(`a request context value ${JSON.stringify(secret)} never shows`, async () => {
      const tool = createTool({
        id: 'ctx',
        description: 'Needs a URL in its context',
        inputSchema: type({}),
        requestContextSchema: type({ endpoint: 'string.url', mode: "'a' | 'b'" }),
        execute: () => 'ran',
      })
      const requestContext = new RequestContext({ endpoint: secret, mode: secret })
      const result = await tool.execute({}, { requestContext } as never)
      expect(isValidationError(result)).toBe(true)
      expect(JSON.stringify(result)).not.toContain('SECRETTAIL')
    })

    it(`an invalid output ${JSON.stringify(secret)} never shows`, async () => {
      const tool = createTool({
        id: 'out',
        description: 'Returns a URL',
        inputSchema: type({}),
        outputSchema: type({ endpoint: 'string.url', mode: "'a' | 'b'" }),
        execute: () => ({ endpoint: secret, mode: secret }) as never,
      })
      const result = await tool.execute({})
      expect(isValidationError(result)).toBe(true)
      expect(JSON.stringify(result)).not.toContain('SECRETTAIL')
    })
  }
})
