import { createTool, RequestContext, type StandardSchemaV1 } from '@polytool/core'
import { describe, expect, it } from 'vitest'

/** Builds a fresh `{ [key]: one of values }`, bound to the library's adapter. */
type ChoiceObject = (key: string, values: readonly [string, ...string[]]) => StandardSchemaV1

// A password may hold a double quote, and a library may quote the value it received as JSON
// (`(was "Tr0ub4dor\"SECRETTAIL")`): what a redaction takes for the quoted value must not end
// at the escaped quote and leave the rest showing.
const SECRET = 'Tr0ub4dor"SECRETTAIL'
const TAIL = 'SECRETTAIL'

/**
 * Registers the attacks on a private value holding a double quote, refused by an enum where a
 * library quotes what it received: a request context value, a tool's invalid output, and an
 * input value under a secret-looking key. No part of it may show in what the call answers.
 *
 * @param choiceObject - Builds `{ [key]: one of values }`, bound.
 * @param empty - Builds a fresh `{}`, bound.
 */
export function describeQuotedValues(choiceObject: ChoiceObject, empty: () => StandardSchemaV1) {
  describe('a quoted value holding a double quote never shows (attack)', () => {
    it('a request context value', async () => {
      const tool = createTool({
        id: 'ctx',
        description: 'Needs an endpoint in its context',
        inputSchema: empty(),
        requestContextSchema: choiceObject('endpoint', ['a', 'b']),
        execute: () => 'ran',
      } as never) as unknown as { execute: (input: unknown, context: unknown) => unknown }
      const requestContext = new RequestContext({ endpoint: SECRET })
      const result = await tool.execute({}, { requestContext })
      expect(JSON.stringify(result)).toContain('error')
      expect(JSON.stringify(result)).not.toContain(TAIL)
    })

    it("an invalid output's value", async () => {
      const tool = createTool({
        id: 'out',
        description: 'Returns a mode',
        inputSchema: empty(),
        outputSchema: choiceObject('mode', ['a', 'b']),
        execute: () => ({ mode: SECRET }),
      } as never) as unknown as { execute: (input: unknown) => unknown }
      const result = await tool.execute({})
      expect(JSON.stringify(result)).toContain('TOOL_OUTPUT_INVALID')
      expect(JSON.stringify(result)).not.toContain(TAIL)
    })

    it('an input value under a secret-looking key', async () => {
      const tool = createTool({
        id: 'login',
        description: 'Logs in',
        inputSchema: choiceObject('password', ['a', 'b']),
        execute: () => 'ran',
      } as never) as unknown as { execute: (input: unknown) => unknown }
      const result = await tool.execute({ password: SECRET })
      expect(JSON.stringify(result)).toContain('TOOL_INPUT_INVALID')
      expect(JSON.stringify(result)).not.toContain(TAIL)
    })
  })
}
