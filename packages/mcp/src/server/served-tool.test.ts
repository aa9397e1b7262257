import { createTool } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { forecastTool, weatherTool } from '../test-fixtures/tools'
import { serveTool, toMcpToolListing } from './served-tool'

describe('serveTool', () => {
  it('lists the fields in a fixed order and keeps the given annotation objects', () => {
    const listing = toMcpToolListing(weatherTool)
    expect(Object.keys(listing)).toEqual([
      'name',
      'title',
      'description',
      'inputSchema',
      'outputSchema',
      'annotations',
      '_meta',
    ])
    expect(listing.annotations).toBe(weatherTool.mcp?.annotations)
    expect(listing._meta).toBe(weatherTool.mcp?._meta)
  })

  it('wraps under the wrap key the host chose, for the schema and the output alike', () => {
    const served = serveTool(forecastTool, { wrapKey: 'days' })
    expect(served.listing.outputSchema).toMatchObject({ required: ['days'] })
    expect(served.structure([{ day: 1, celsius: 3 }])).toEqual({ days: [{ day: 1, celsius: 3 }] })
  })

  it('leaves an object output whose only property is named like the wrap key unwrapped', () => {
    const boxed = createTool({
      id: 'boxed',
      description: 'An object with a value property',
      outputSchema: z.object({ value: z.number() }),
      execute: async () => ({ value: 1 }),
    })
    expect(serveTool(boxed).structure({ value: 1 })).toEqual({ value: 1 })
  })

  it('throws on output JSON cannot carry, for the call to report', () => {
    const served = serveTool(weatherTool)
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(() => served.structure(cyclic)).toThrow(TypeError)
  })
})
