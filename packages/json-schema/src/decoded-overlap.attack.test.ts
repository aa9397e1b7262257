// Whether oneOf branches overlap is judged on what the model's arguments decode to, not on the
// emitted spelling: strict mode sends an optional key as null and decoding drops it again, so
// branches that differ only by that key take the same decoded value, which oneOf then refuses.

import { isValidationError } from '@polytool/core'
import { createTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ProviderSchemaError } from './errors'
import type { JsonSchemaInput } from './json-schema'
import { describeWireSoundness } from './test-fixtures/wire-soundness'
import { toProviderSchema } from './to-provider-schema'
import { toProviderTools } from './tools/to-provider-tools'

const closed = (properties: object, required: string[]) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
})

const CASES = [
  {
    name: 'branches that differ only by an optional property',
    schema: {
      type: 'object',
      properties: {
        x: {
          oneOf: [
            closed({ a: { type: 'string' } }, ['a']),
            closed({ a: { type: 'string' }, b: { type: 'string' } }, ['a']),
          ],
        },
      },
      required: ['x'],
    },
    sent: [{ x: { a: 'q', b: null } }, { x: { a: 'q' } }, { x: { a: 'q', b: 'r' } }],
  },
  {
    name: 'the same, one level down',
    schema: {
      type: 'object',
      properties: {
        x: {
          oneOf: [
            closed({ p: closed({ a: { type: 'string' } }, ['a']) }, ['p']),
            closed({ p: closed({ a: { type: 'string' }, b: { type: 'string' } }, ['a']) }, ['p']),
          ],
        },
      },
      required: ['x'],
    },
    sent: [{ x: { p: { a: 'q', b: null } } }, { x: { p: { a: 'q' } } }],
  },
  {
    name: 'an optional discriminator',
    schema: {
      type: 'object',
      properties: {
        x: {
          oneOf: [
            closed({ k: { const: 'a' }, v: { type: 'string' } }, ['v']),
            closed({ k: { const: 'b' }, v: { type: 'string' } }, ['v']),
          ],
        },
      },
      required: ['x'],
    },
    sent: [{ x: { k: null, v: 'q' } }, { x: { v: 'q' } }],
  },
  {
    name: 'overlapping enums',
    schema: {
      type: 'object',
      properties: { x: { oneOf: [{ enum: ['a', 'b'] }, { enum: ['b', 'c'] }] } },
      required: ['x'],
    },
    sent: [{ x: 'b' }, { x: 'a' }],
  },
  {
    name: 'a nullable type and null',
    schema: {
      type: 'object',
      properties: { x: { oneOf: [{ type: ['string', 'null'] }, { type: 'null' }] } },
      required: ['x'],
    },
    sent: [{ x: null }, { x: 'null' }, { x: 'q' }],
  },
  {
    name: 'any value beside a number (sent as JSON text, parsed back to any value)',
    schema: {
      type: 'object',
      properties: { x: { oneOf: [{ type: 'number' }, {}] } },
      required: ['x'],
    },
    sent: [{ x: '5' }, { x: 5 }],
  },
  {
    name: 'null twice',
    schema: {
      type: 'object',
      properties: { x: { oneOf: [{ type: 'string' }, { type: 'null' }, { const: null }] } },
      required: ['x'],
    },
    sent: [{ x: null }, { x: 'null' }],
  },
] as const

describeWireSoundness(
  'an argument admitted under a oneOf decodes to one the tool accepts, or a warning says otherwise',
  CASES,
)

describe('overlapping oneOf on a target without oneOf: refused, not merged or sent as anyOf', () => {
  const targets = [
    ['openai', { strict: true }],
    ['anthropic', { strict: true }],
    ['gemini', { mode: 'parameters' }],
  ] as const
  for (const { name, schema } of CASES) {
    it.each(targets)(`${name}: %s %o`, (target, options) => {
      expect(() => toProviderSchema(schema as JsonSchemaInput, target, options)).toThrow(
        expect.objectContaining({ code: 'ONEOF_NOT_DISJOINT' }),
      )
    })
  }

  it('keeps disjoint literal branches merged into one enum', () => {
    const schema = { oneOf: [{ enum: ['a', 'b'] }, { enum: ['c'] }] }
    const wrapped = { type: 'object', properties: { x: schema }, required: ['x'] }
    for (const [target, options] of targets) {
      const emitted = toProviderSchema(wrapped, target, options).schema as {
        properties: { x: { enum?: unknown[] } }
      }
      expect(emitted.properties.x.enum).toEqual(['a', 'b', 'c'])
    }
  })

  it('keeps one null branch beside branches without null as the nullable spelling', () => {
    const schema = {
      type: 'object',
      properties: { x: { oneOf: [{ type: 'string' }, { type: 'null' }] } },
      required: ['x'],
    }
    expect(toProviderSchema(schema, 'openai', { strict: true }).schema).toMatchObject({
      properties: { x: { type: ['string', 'null'] } },
    })
  })
})

describe('z.xor through toProviderTools', () => {
  const cases = [
    [
      'openai',
      z.object({
        x: z.xor([
          z.strictObject({ a: z.string() }),
          z.strictObject({ a: z.string(), b: z.string().optional() }),
        ]),
      }),
      { x: { a: 'q', b: null } },
    ],
    ['openai', z.object({ x: z.xor([z.enum(['a', 'b']), z.enum(['b', 'c'])]) }), { x: 'b' }],
    ['anthropic', z.object({ x: z.xor([z.enum(['a', 'b']), z.enum(['b', 'c'])]) }), { x: 'b' }],
    ['gemini', z.object({ x: z.xor([z.string().nullable(), z.null()]) }), { x: null }],
  ] as const
  it.each(cases)(
    '%s: refused or decoded to a value the tool accepts',
    async (target, schema, sent) => {
      const tool = createTool({
        id: 'xor_tool',
        description: 'exclusive',
        inputSchema: schema,
        execute: async () => 'ran',
      })
      let list: ReturnType<typeof toProviderTools>
      try {
        list = toProviderTools([tool], target)
      } catch (error) {
        expect(error).toBeInstanceOf(ProviderSchemaError)
        return
      }
      const result = await tool.execute(list.decode('xor_tool', structuredClone(sent)) as never, {})
      expect(!isValidationError(result) || list.warnings.length > 0, JSON.stringify(result)).toBe(
        true,
      )
    },
  )
})
