// Gemini `parameters` has no additionalProperties: a closed object reaches the model open, so
// the model may send an extra property the tool refuses. The emission must say so.

import { createTool } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fromJsonSchema } from './from-json-schema'
import { toProviderSchema } from './to-provider-schema'
import { toProviderTools } from './tools/to-provider-tools'

const closedObject = {
  type: 'object',
  properties: {
    a: { type: 'string' },
    o: { type: 'object', properties: { b: { type: 'string' } }, additionalProperties: false },
  },
  required: ['a'],
  additionalProperties: false,
}

describe('additionalProperties: false on Gemini parameters', () => {
  it('is dropped with a KEYWORD_DROPPED warning at each closed object', () => {
    const emitted = toProviderSchema(closedObject, 'gemini', { mode: 'parameters' })
    expect(JSON.stringify(emitted.schema)).not.toContain('additionalProperties')
    const refused = fromJsonSchema(closedObject)['~standard'].validate(
      emitted.decode({ a: 'q', extra: 1 }),
    ) as { issues?: unknown }
    expect(refused.issues).toBeDefined()
    expect(emitted.warnings).toEqual([
      expect.objectContaining({ pointer: '/properties/o', code: 'KEYWORD_DROPPED' }),
      expect.objectContaining({ pointer: '', code: 'KEYWORD_DROPPED' }),
    ])
    expect(emitted.warnings[1]?.message).toContain('may send properties beyond the listed ones')
  })

  it('is kept, without a warning, by parametersJsonSchema', () => {
    const emitted = toProviderSchema(closedObject, 'gemini', { mode: 'parametersJsonSchema' })
    expect(emitted.schema).toMatchObject({ additionalProperties: false })
    expect(emitted.warnings).toEqual([])
  })

  it('a Zod strictObject through toProviderTools: the list warns', () => {
    const tool = createTool({
      id: 'strict_tool',
      description: 'closed',
      inputSchema: z.strictObject({ a: z.string() }),
      execute: async () => 'ran',
    })
    const list = toProviderTools([tool], 'gemini')
    expect(list.warnings).toEqual([
      expect.objectContaining({ tool: 'strict_tool', pointer: '', code: 'KEYWORD_DROPPED' }),
    ])
  })
})

describe('extra properties an object allows, on Gemini parameters', () => {
  it('are said to be sendable without their schema, not to be impossible to send', () => {
    const open = {
      type: 'object',
      properties: { a: { type: 'string' } },
      additionalProperties: { type: 'number' },
    }
    const { warnings } = toProviderSchema(open, 'gemini', { mode: 'parameters' })
    expect(warnings).toEqual([
      expect.objectContaining({ pointer: '', code: 'EXTRA_PROPERTIES_DROPPED' }),
    ])
    expect(warnings[0]?.message).not.toContain('cannot be sent')
    expect(warnings[0]?.message).toContain('may send them')
  })

  it('still cannot be sent under a target that closes every object', () => {
    const open = { type: 'object', properties: { a: { type: 'string' } } }
    const { warnings } = toProviderSchema(open, 'openai', { strict: true })
    expect(warnings).toEqual([])
    const extra = { ...open, additionalProperties: { type: 'number' } }
    expect(toProviderSchema(extra, 'openai', { strict: true }).warnings[0]?.message).toContain(
      'cannot be sent',
    )
  })
})
