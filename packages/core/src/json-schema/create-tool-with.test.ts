import { type } from 'arktype'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { StandardSchemaV1 } from '../standard-schema'
import { adapterOf, type JsonSchemaAdapter, withAdapter } from './adapter'
import { createToolWith } from './create-tool-with'
import { JsonSchemaAdapterError } from './errors'
import { toolJsonSchema } from './tool-json-schema'

// An adapter for raw Valibot objects of strings, enough to see where core routes a schema.
const valibotStrings: JsonSchemaAdapter = {
  vendor: 'valibot',
  targets: ['draft-2020-12'],
  toJsonSchema: (schema, request) => {
    const entries = (schema as unknown as { entries: Record<string, unknown> }).entries
    const properties = Object.fromEntries(
      Object.keys(entries).map((key) => [key, { type: 'string' }]),
    )
    return { type: 'object', properties, title: `${request.io} via adapter` }
  },
}

describe('createToolWith', () => {
  const createTool = createToolWith(valibotStrings)

  it("binds the tool's schemas of the adapter's vendor, and only those", () => {
    const input = v.object({ city: v.string() })
    const output = z.object({ temperature: z.number() })
    const tool = createTool({
      id: 'weather',
      description: 'Get the weather',
      inputSchema: input,
      outputSchema: output,
    })
    expect(adapterOf(input)).toBe(valibotStrings)
    expect(adapterOf(output)).toBeUndefined()
    expect(toolJsonSchema(tool, 'inputSchema')).toMatchObject({ title: 'input via adapter' })
    expect(toolJsonSchema(tool, 'outputSchema')).toMatchObject({
      type: 'object',
      properties: { temperature: { type: 'number' } },
    })
  })

  it('uses the output side for outputSchema and the input side for the other schemas', () => {
    const resume = v.object({ approved: v.string() })
    const tool = createTool({
      id: 'wait',
      description: 'Waits',
      resumeSchema: resume,
      outputSchema: resume,
    })
    expect(toolJsonSchema(tool, 'resumeSchema')).toMatchObject({ title: 'input via adapter' })
    expect(toolJsonSchema(tool, 'outputSchema')).toMatchObject({ title: 'output via adapter' })
  })

  it('checks the definition before binding anything', () => {
    const input = v.object({ city: v.string() })
    expect(() => createTool({ id: '', description: 'x', inputSchema: input })).toThrow(TypeError)
    expect(adapterOf(input)).toBeUndefined()
  })
})

describe('withAdapter', () => {
  it('refuses a schema of another vendor, naming both', () => {
    expect(() => withAdapter(type('string') as StandardSchemaV1, valibotStrings)).toThrow(
      JsonSchemaAdapterError,
    )
    expect(() => withAdapter(type('string') as StandardSchemaV1, valibotStrings)).toThrow(
      'withAdapter(schema, valibotAdapter) expected a Standard Schema whose vendor is "valibot", received a "arktype" schema',
    )
  })
})
