import { describe, expect, it } from 'vitest'
import { createTool } from './create-tool'
import { isTool } from './is-tool'

describe('isTool', () => {
  const tool = createTool({ id: 'echo', description: 'Echoes', execute: async () => 'ok' })

  it('finds a tool made by createTool, and a copy of one from another core', () => {
    expect(isTool(tool)).toBe(true)
    expect(isTool({ ...tool })).toBe(true)
  })

  it.each([null, undefined, 'tool', 42, {}, { id: 'x', description: 'y' }, tool.definition])(
    'refuses %j',
    (value) => {
      expect(isTool(value)).toBe(false)
    },
  )
})
