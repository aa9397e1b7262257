import { createTool, toolJsonSchema } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { fromJsonSchema } from './from-json-schema'
import { toProviderTools } from './tools/to-provider-tools'

// A definition named `__proto__`, as JSON.parse makes it (an own key): the model must be shown
// the definition its `$ref` points to, and the tool must stay listable.
const toolFor = (text: string) =>
  createTool({
    id: 'proto_defs',
    description: 'Reads a',
    inputSchema: fromJsonSchema(JSON.parse(text)),
    execute: async (input) => input,
  })

const defsOf = (schema: object) => (schema as { $defs?: object }).$defs

function emittedOf(tool: ReturnType<typeof toolFor>): Record<string, unknown> {
  const schema = toolJsonSchema(tool, 'inputSchema')
  if (schema === undefined) throw new Error('no input schema emitted')
  return schema as Record<string, unknown>
}

describe('a definition named __proto__', () => {
  it.each(['$defs', 'definitions'])('under %s is emitted with the $ref to it', async (keyword) => {
    const tool = toolFor(
      `{"type":"object","properties":{"a":{"$ref":"#/${keyword}/__proto__"}},"required":["a"],"${keyword}":{"__proto__":{"type":"string","enum":["safe"]}}}`,
    )
    const emitted = emittedOf(tool)
    expect(emitted.properties).toEqual({ a: { $ref: '#/$defs/__proto__' } })
    const defs = defsOf(emitted)
    expect(defs && Object.hasOwn(defs, '__proto__')).toBe(true)
    expect(Object.getOwnPropertyDescriptor(defs, '__proto__')?.value).toEqual({
      type: 'string',
      enum: ['safe'],
    })
    expect(Object.getPrototypeOf(defs)).toBe(Object.prototype)
    expect(() => toProviderTools([tool], 'openai')).not.toThrow()
    expect(await tool.execute({ a: 'evil' } as never)).toMatchObject({ code: 'TOOL_INPUT_INVALID' })
    expect(await tool.execute({ a: 'safe' } as never)).toEqual({ a: 'safe' })
  })

  it('beside a second definition, the schema is still emitted', () => {
    const tool = toolFor(
      '{"type":"object","properties":{"a":{"$ref":"#/$defs/__proto__"},"b":{"$ref":"#/$defs/x"}},"$defs":{"__proto__":{"type":"string"},"x":{"type":"number"}}}',
    )
    const defs = defsOf(emittedOf(tool)) as Record<string, unknown>
    expect(Object.keys(defs).sort()).toEqual(['__proto__', 'x'])
    expect(defs.x).toEqual({ type: 'number' })
  })

  it('referred to by a property named __proto__ too', () => {
    const tool = toolFor(
      '{"type":"object","properties":{"__proto__":{"$ref":"#/$defs/__proto__"}},"required":["__proto__"],"$defs":{"__proto__":{"type":"string"}}}',
    )
    const emitted = emittedOf(tool)
    const defs = defsOf(emitted)
    expect(defs && Object.getOwnPropertyDescriptor(defs, '__proto__')?.value).toEqual({
      type: 'string',
    })
    expect(emitted.required).toEqual(['__proto__'])
  })
})
