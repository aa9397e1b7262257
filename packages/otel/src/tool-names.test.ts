import { SpanKind } from '@opentelemetry/api'
import type { ToolCallInfo } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { ToolNames } from './tool-names'

const weather: ToolCallInfo = { toolId: 'get-weather', description: 'Weather', input: {} }

describe('ToolNames: the names of known tools are kept', () => {
  it('gives the same names to every call of a tool', () => {
    const names = new ToolNames()
    const first = names.of(weather)
    expect(names.of({ ...weather })).toBe(first)
    expect(first.spanName).toBe('execute_tool get-weather')
    expect(first.spanAttributes).toEqual({
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': 'get-weather',
      'gen_ai.tool.type': 'function',
      'gen_ai.tool.description': 'Weather',
    })
  })

  it('shares frozen span options holding exactly the span attributes', () => {
    const { spanOptions, spanAttributes } = new ToolNames().of(weather)
    expect(spanOptions).toEqual({ kind: SpanKind.INTERNAL, attributes: spanAttributes })
    expect(spanOptions.attributes).toBe(spanAttributes)
    expect(Object.isFrozen(spanOptions)).toBe(true)
  })

  it('names again a tool whose name or description changed, after calls of another tool', () => {
    const names = new ToolNames()
    names.of(weather)
    names.of({ toolId: 'search', description: 'Search', input: {} })
    const renamed = names.of({ ...weather, toolName: 'weather' })
    expect(renamed.spanName).toBe('execute_tool weather')
    expect(renamed.spanAttributes['polytool.tool.id']).toBe('get-weather')
    const described = names.of({ ...weather, description: 'Forecast' })
    expect(described.spanAttributes['gen_ai.tool.description']).toBe('Forecast')
    expect(described.spanAttributes['polytool.tool.id']).toBeUndefined()
    expect(names.of({ toolId: 'search', description: 'Search', input: {} }).spanName).toBe(
      'execute_tool search',
    )
  })

  it('never keeps the names of an unknown tool', () => {
    const names = new ToolNames()
    const invented = { ...weather, toolName: 'made-up', unknownTool: true }
    expect(names.of(invented)).not.toBe(names.of(invented))
    expect(names.of(weather).spanName).toBe('execute_tool get-weather')
  })
})
