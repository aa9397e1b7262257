import { createTool, isValidationError, type StandardSchemaV1 } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { type AnyExecutable, echoTool } from './echo-tool'

/** Valid on the first read, a number on every read after it. */
function flippingInputs(): Record<string, () => unknown> {
  const flip = () => {
    let reads = 0
    return () => (++reads === 1 ? 'ok' : 42)
  }
  return {
    'a root getter': () => {
      const read = flip()
      return {
        get a() {
          return read()
        },
        list: ['x'],
      }
    },
    'a nested getter': () => {
      const read = flip()
      return {
        a: 'ok',
        nested: {
          get b() {
            return read()
          },
        },
        list: ['x'],
      }
    },
    'an array item getter': () => {
      const list: unknown[] = []
      Object.defineProperty(list, 0, { get: flip(), enumerable: true, configurable: true })
      return { a: 'ok', list }
    },
    'a Proxy at the root': () => {
      const read = flip()
      return new Proxy(
        { a: 'ok', list: ['x'] },
        {
          get: (target, key, receiver) =>
            key === 'a' ? read() : Reflect.get(target, key, receiver),
        },
      )
    },
  }
}

/**
 * Registers the attacks of inputs that answer the validator one value and `execute` another (a
 * getter, an array item getter, a Proxy), through a schema that is both input and output schema,
 * and through one first used for another tool's output: a schema's first use must never let a
 * later caller's value skip the copy checked.
 *
 * @param shape - Builds a fresh `{ a: string, nested?: { b: string }, list: string[] }`, bound.
 * @param empty - Builds a fresh `{}`, bound.
 */
export function describeReadOnceOrigin(
  shape: () => StandardSchemaV1,
  empty: () => StandardSchemaV1,
): void {
  describe('a getter or Proxy cannot answer execute apart from the validator (attack)', () => {
    for (const [name, make] of Object.entries(flippingInputs())) {
      it(`the same schema as inputSchema and outputSchema: ${name}`, async () => {
        const schema = shape()
        const seen: string[] = []
        const tool = echoTool(schema, (value) => {
          seen.push(JSON.stringify(value))
        })
        const result = await tool.execute(make())
        expect(isValidationError(result)).toBe(false)
        expect(seen).toHaveLength(1)
        expect(JSON.parse(seen[0] as string)).toMatchObject({ a: 'ok' })
        expect(JSON.stringify(result)).not.toContain('42')
      })

      it(`a schema first used for another tool's output: ${name} as input`, async () => {
        const schema = shape()
        const producer = createTool({
          id: 'producer',
          description: 'Returns a value of the shared shape',
          inputSchema: empty(),
          outputSchema: schema,
          execute: () => ({ a: 'x', list: [] }),
        } as never) as unknown as AnyExecutable
        expect(await producer.execute({})).toEqual({ a: 'x', list: [] })
        const seen: string[] = []
        const consumer = createTool({
          id: 'consumer',
          description: 'Reads a value of the shared shape',
          inputSchema: schema,
          execute: (value: unknown) => {
            seen.push(JSON.stringify(value))
            return 'ran'
          },
        } as never) as unknown as AnyExecutable
        expect(await consumer.execute(make())).toBe('ran')
        expect(seen[0]).not.toContain('42')
      })
    }
  })
}
