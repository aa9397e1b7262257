import { isValidationError } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createTool } from './index'

interface AnyExecutable {
  execute(input: unknown): Promise<unknown>
}

const LIBRARY = 'Valibot'
const schemas = () => ({
  'an object': v.object({ a: v.string() }),
  'a loose object': v.looseObject({ a: v.string() }),
  'a record': v.record(v.string(), v.unknown()),
})

// What a model sends is parsed JSON: `__proto__` there is an own key, not the prototype.
const pollutedJson =
  '{"a":"ok","__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}'

function inheritsNothingNew(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const proto = Object.getPrototypeOf(value)
  return (proto === Object.prototype || proto === null) && !('isAdmin' in value)
}

describe(`${LIBRARY}: a __proto__ key in parsed input never becomes a prototype (attack)`, () => {
  for (const [name, schema] of Object.entries(schemas())) {
    it(`${name}, the same schema as inputSchema and outputSchema`, async () => {
      let received: unknown
      const tool = createTool({
        id: 'echo',
        description: 'Echoes its input',
        inputSchema: schema,
        outputSchema: schema,
        execute: (value: unknown) => {
          received = value
          return value
        },
      } as never) as unknown as AnyExecutable
      const result = await tool.execute(JSON.parse(pollutedJson))
      if (received !== undefined) expect(inheritsNothingNew(received)).toBe(true)
      if (!isValidationError(result)) expect(inheritsNothingNew(result)).toBe(true)
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
    })
  }
})
