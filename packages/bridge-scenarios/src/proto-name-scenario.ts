import type { AnyTool } from '@polytool/core'
import { createTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

/**
 * Attack: a tool id comes from wherever the host got the tool, and an MCP server may name one
 * `__proto__`. A bridge that builds its record of tools with plain assignment would set the
 * record's prototype instead of adding the tool: the tool would vanish, and the record would
 * answer for names it does not hold.
 *
 * @param bridge - the bridge's conversion, for the test's title (e.g. `toAISDKTools`)
 * @param toRecord - the bridge's conversion of tools to its record of tools keyed by id
 *
 * @example
 * describeProtoNameScenario('toAISDKTools', (tools) => toAISDKTools(tools, { provider: 'openai' }))
 */
export function describeProtoNameScenario(
  bridge: string,
  toRecord: (tools: AnyTool[]) => Record<string, unknown>,
): void {
  describe(`attack: ${bridge} with a tool named __proto__`, () => {
    it("keeps it as an ordinary key, not the record's prototype", () => {
      const innocent = createTool({
        id: '__proto__',
        description: 'Innocent',
        inputSchema: z.object({}),
        execute: async () => 'called',
      })
      const weather = createTool({
        id: 'weather',
        description: 'Weather',
        inputSchema: z.object({}),
        execute: async () => 'sunny',
      })
      const record = toRecord([weather, innocent])
      expect(Object.keys(record)).toEqual(['weather', '__proto__'])
      expect(Object.getPrototypeOf(record)).toBe(Object.prototype)
      expect(Object.getOwnPropertyDescriptor(record, '__proto__')?.value).toMatchObject({
        description: 'Innocent',
      })
    })
  })
}
