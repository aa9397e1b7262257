import { createTool } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { checkProviderSchema } from './check-provider-schema'
import { fromJsonSchema } from './from-json-schema'
import { thrownBy as anyThrown } from './test-fixtures/hostile'
import { toProviderSchema } from './to-provider-schema'
import { toProviderTools } from './tools/to-provider-tools'

// A hostile listing or model puts a secret, a bidi override and a bell into text the package
// repeats in its messages ($ref, format, type and definition names, a tool name), and makes it
// long: every message is redacted, escaped and cut.
const SECRET = `sk-proj-${'A'.repeat(60)}`
const HOSTILE = `${SECRET}\u202e\u0007${'B'.repeat(6_000)}`

function expectShownSafely(message: string): void {
  expect(message.length).toBeLessThanOrEqual(1_000)
  expect(message).not.toContain('sk-proj-AAAA')
  expect(message).not.toMatch(new RegExp(`[${String.fromCharCode(0x202e, 7)}]`))
}

function thrownBy(run: () => unknown): Error {
  const thrown = anyThrown(run)
  expect(thrown).toBeInstanceOf(Error)
  return thrown as Error
}

describe('messages repeat hostile text only redacted, escaped and cut', () => {
  const badRef = { type: 'object', properties: { r: { $ref: `#/$defs/${HOSTILE}` } } }

  it('a $ref, in toProviderSchema and fromJsonSchema errors and in a violation', () => {
    expectShownSafely(thrownBy(() => toProviderSchema(badRef, 'mcp')).message)
    expectShownSafely(thrownBy(() => fromJsonSchema(badRef)).message)
    const violations = checkProviderSchema(badRef, 'mcp')
    expect(violations.length).toBeGreaterThan(0)
    for (const violation of violations) expectShownSafely(violation.message)
  })

  it('a format, in a warning', () => {
    const schema = { type: 'object', properties: { f: { type: 'string', format: HOSTILE } } }
    const { warnings } = toProviderSchema(schema, 'openai', { strict: true })
    expect(warnings.length).toBeGreaterThan(0)
    for (const warning of warnings) expectShownSafely(warning.message)
  })

  it('a type name, in an error', () => {
    const schema = { type: 'object', properties: { t: { type: HOSTILE } } }
    expectShownSafely(thrownBy(() => toProviderSchema(schema, 'openai', { strict: true })).message)
  })

  it('a definition name, in a warning', () => {
    const ref = `#/$defs/${HOSTILE}`
    const schema = {
      type: 'object',
      $defs: { [HOSTILE]: { type: 'object', properties: { x: { $ref: ref } } } },
      properties: { r: { $ref: ref } },
    }
    const { warnings } = toProviderSchema(schema, 'anthropic', { strict: true })
    expect(warnings.length).toBeGreaterThan(0)
    for (const warning of warnings) expectShownSafely(warning.message)
  })

  it('a tool name the model made up, in UNKNOWN_TOOL', () => {
    const tool = createTool({
      id: 'search',
      description: 'Searches',
      inputSchema: fromJsonSchema({ type: 'object', properties: { q: { type: 'string' } } }),
      execute: async () => ({}),
    })
    const list = toProviderTools([tool], 'openai')
    const error = thrownBy(() => list.decode(`${HOSTILE}${'x'.repeat(100_000)}`, {}))
    expect(error).toMatchObject({ code: 'UNKNOWN_TOOL' })
    expectShownSafely(error.message)
  })
})
