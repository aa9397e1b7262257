import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './create-tool'
import type { JsonSchemaAdapter } from './json-schema/adapter'
import { withAdapter } from './json-schema/adapter'
import { runToolPipeline } from './pipeline'

// An adapter whose validator refuses everything, to see which validator a call went through.
const refusing: JsonSchemaAdapter = {
  vendor: 'zod',
  targets: ['draft-2020-12'],
  toJsonSchema: () => ({ type: 'object' }),
  validate: () => ({ issues: [{ message: 'refused by the adapter' }] }),
}

describe('a tool plan', () => {
  it('follows an adapter bound to a schema after the tool was made', async () => {
    const inputSchema = z.object({ city: z.string() })
    const tool = createTool({
      id: 'late-adapter',
      description: 'd',
      inputSchema,
      execute: ({ city }) => city,
    })
    expect(await tool.execute({ city: 'Paris' })).toBe('Paris')
    withAdapter(inputSchema, refusing)
    const result = await tool.execute({ city: 'Paris' })
    expect(result).toMatchObject({ error: true, message: expect.stringContaining('refused') })
  })

  it('keeps the object gate for a call that brings the tool alone, or a copy of it', async () => {
    const tool = createTool({
      id: 'gate',
      description: 'd',
      inputSchema: z.object({ units: z.string().optional() }),
      execute: () => 'ran',
    })
    for (const copy of [tool, { ...tool }]) {
      expect(await runToolPipeline(copy, [])).toMatchObject({ error: true })
      expect(await runToolPipeline(copy, {})).toBe('ran')
    }
  })

  it("asks an adapter's validator once per schema, and prefers it to validate", async () => {
    const inputSchema = z.object({ city: z.string() })
    const asked: unknown[] = []
    withAdapter(inputSchema, {
      ...refusing,
      validator: (schema) => {
        asked.push(schema)
        return (value) => ({ value: { city: `${(value as { city: string }).city}!` } })
      },
    })
    const tool = createTool({
      id: 'validator',
      description: 'd',
      inputSchema,
      execute: ({ city }) => city,
    })
    expect(await tool.execute({ city: 'Paris' })).toBe('Paris!')
    expect(await tool.execute({ city: 'Lyon' })).toBe('Lyon!')
    expect(asked).toEqual([inputSchema])
  })
})
