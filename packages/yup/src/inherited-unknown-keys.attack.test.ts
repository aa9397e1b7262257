import { isValidationError } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import * as y from 'yup'
import { createTool, toJsonSchema } from './index'
import { dropInheritedUnknownKeys } from './inherited-unknown-keys'

// A model sends an unknown key named after an Object.prototype member to an object whose JSON
// Schema lets unknown keys through. Yup's cast looks it up in the object's fields, finds the
// prototype's member, and throws: the model is told its value could not be read.
const received: unknown[] = []
const toolOf = (inputSchema: y.Schema) =>
  createTool({
    id: 'open',
    description: 'Takes unknown keys',
    inputSchema,
    execute: async (input: unknown) => {
      received.push(input)
      return { ok: true }
    },
  })

const MEMBER_KEYS = [
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__proto__',
  'isPrototypeOf',
  '__defineGetter__',
]

async function run(schema: y.Schema, text: string) {
  received.length = 0
  const result = await toolOf(schema).execute(JSON.parse(text), {})
  return { result, received: [...received] }
}

describe('Yup: an unknown key named after an Object.prototype member', () => {
  const open = y.object({ n: y.number().defined() })

  it('the schema says unknown keys pass', () => {
    expect(toJsonSchema(open, { onUnrepresentable: 'any' })).not.toHaveProperty(
      'additionalProperties',
    )
  })

  for (const key of MEMBER_KEYS) {
    it(`${key}: accepted as the schema says, the key removed as Yup strips unknown keys`, async () => {
      const { result, received } = await run(open, `{"n":1,"${key}":"x","zz":"y"}`)
      expect(result).toEqual({ ok: true })
      expect(received).toHaveLength(1)
      expect(Object.hasOwn(received[0] as object, key)).toBe(false)
      expect(received[0]).toMatchObject({ n: 1, zz: 'y' })
      expect(Object.getPrototypeOf(received[0])).toBe(Object.prototype)
    })
  }

  it('nested: in a field, an array item, a tuple item and a y.lazy()', async () => {
    const schema = y.object({
      inner: y.object({ n: y.number() }),
      list: y.array(y.object({ n: y.number() }).strict()),
      pair: y.tuple([y.object({ n: y.number() }), y.string()]),
      later: y.lazy(() => y.object({ n: y.number() })),
    })
    const { result, received } = await run(
      schema,
      '{"inner":{"constructor":1},"list":[{"toString":2}],"pair":[{"__proto__":3},"s"],"later":{"valueOf":4}}',
    )
    expect(result).toEqual({ ok: true })
    expect(JSON.stringify(received)).toBe('[{"inner":{},"list":[{}],"pair":[{},"s"],"later":{}}]')
  })

  it('an object Yup does not cast keeps the key, or refuses it as its schema says', async () => {
    const strict = y.object({ n: y.number().strict() }).strict()
    expect((await run(strict, '{"n":1,"constructor":"x"}')).received).toEqual([
      JSON.parse('{"n":1,"constructor":"x"}'),
    ])
    const closed = strict.noUnknown()
    expect(toJsonSchema(closed)).toMatchObject({ additionalProperties: false })
    const { result, received } = await run(closed, '{"n":1,"constructor":"x"}')
    expect(isValidationError(result)).toBe(true)
    expect(received).toEqual([])
  })

  it('a declared field of that name is kept and checked', async () => {
    const schema = y.object({ constructor: y.number().strict().defined() })
    expect((await run(schema, '{"constructor":1}')).received).toEqual([
      JSON.parse('{"constructor":1}'),
    ])
    const { result } = await run(schema, '{"constructor":"x"}')
    expect(isValidationError(result)).toBe(true)
  })

  it("the caller's own object is left as it was", async () => {
    const sent = JSON.parse('{"n":1,"constructor":"x"}')
    await toolOf(open).execute(sent, {})
    expect(Object.keys(sent)).toEqual(['n', 'constructor'])
  })

  it('a value 100,000 levels deep under a recursive y.lazy() is walked without the stack', () => {
    const node: y.Lazy<unknown> = y.lazy(() => y.object({ next: node.optional() }))
    const root: Record<string, unknown> = {}
    let at = root
    for (let depth = 0; depth < 100_000; depth++) {
      const next: Record<string, unknown> = {}
      at.next = next
      at = next
    }
    Object.assign(at, JSON.parse('{"constructor":"x"}'))
    expect(() => dropInheritedUnknownKeys(node, root)).not.toThrow()
    expect(Object.hasOwn(at, 'constructor')).toBe(false)
  })
})
