import { isValidationError, type StandardSchemaV1 } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { echoTool } from './echo-tool'

// What a model sends is parsed JSON: `__proto__` there is an own key, not the prototype.
const pollutedJson =
  '{"a":"ok","__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}'

function inheritsNothingNew(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const proto = Object.getPrototypeOf(value)
  return (proto === Object.prototype || proto === null) && !('isAdmin' in value)
}

/**
 * Registers the attacks of a `__proto__` and a `constructor.prototype` key in parsed input:
 * through each schema, as input and output schema, neither `execute` nor the caller receives a
 * value with another prototype, and `Object.prototype` stays clean.
 *
 * @param schemas - The bound schemas taking `{ a: string }`, each under the name of its case.
 */
export function describeProtoKeys(schemas: Readonly<Record<string, StandardSchemaV1>>): void {
  describe('a __proto__ key in parsed input never becomes a prototype (attack)', () => {
    for (const [name, schema] of Object.entries(schemas)) {
      it(`${name}, the same schema as inputSchema and outputSchema`, async () => {
        let received: unknown
        const tool = echoTool(schema, (value) => {
          received = value
        })
        const result = await tool.execute(JSON.parse(pollutedJson))
        if (received !== undefined) expect(inheritsNothingNew(received)).toBe(true)
        if (!isValidationError(result)) expect(inheritsNothingNew(result)).toBe(true)
        expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
      })
    }
  })
}
