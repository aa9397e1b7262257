// Attacks on the strict budget through tools loaded from a remote server: a listing of many
// cheap tools, sent in the same request as the application's own, must not take strict mode
// from them, whichever budget it fills.
import { createTool } from '@polytool/zod'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { StrictUsage } from './budget-cover'
import { toolsToRelax } from './relax-strict'
import { markRemoteTools } from './remote-tools'
import { requestBudgetFor } from './request-budgets'
import { toProviderTools } from './to-provider-tools'

function flagsTool(id: string, optional: number) {
  const shape: Record<string, z.ZodType> = { query: z.string() }
  for (let i = 0; i < optional; i++) shape[`flag${i}`] = z.boolean().optional()
  return createTool({ id, description: `Tool ${id}`, inputSchema: z.object(shape) })
}

const strictNames = (list: { entries: readonly { name: string; strict: boolean }[] }) =>
  list.entries.filter((entry) => entry.strict).map((entry) => entry.name)

describe('attack: a remote listing that would push the application out of strict mode', () => {
  it('relaxes the remote tools, not the heavier own ones, past the strict tool count', () => {
    const own = [flagsTool('billing', 6), flagsTool('refund', 6)]
    const remote = Array.from({ length: 25 }, (_, i) => flagsTool(`remote_${i}`, 0))
    markRemoteTools(remote)
    const list = toProviderTools([...own, ...remote], 'anthropic')
    expect(strictNames(list)).toEqual(expect.arrayContaining(['billing', 'refund']))
    expect(strictNames(list)).toHaveLength(20)
    const relaxed = list.warnings.map((warning) => warning.tool)
    expect(relaxed).toHaveLength(7)
    expect(relaxed.every((name) => name.startsWith('remote_'))).toBe(true)
    expect(list.warnings[0]?.message).toContain('loaded from a remote server')
  })

  it('relaxes the remote tools when they fill a budget the own tools share', () => {
    const own = [flagsTool('billing', 12)]
    const remote = Array.from({ length: 6 }, (_, i) => flagsTool(`remote_${i}`, 3))
    markRemoteTools(remote)
    const list = toProviderTools([...own, ...remote], 'anthropic')
    // 30 optional parameters against 24: relaxing 'billing' alone would do, and unmarked tools
    // get exactly that; marked, two remote tools go instead.
    expect(strictNames(list)).toContain('billing')
    expect(list.warnings.map((warning) => warning.tool)).toEqual(['remote_4', 'remote_5'])
    const unmarked = Array.from({ length: 6 }, (_, i) => flagsTool(`other_${i}`, 3))
    expect(strictNames(toProviderTools([...own, ...unmarked], 'anthropic'))).not.toContain(
      'billing',
    )
  })

  it('relaxes the own tools exactly as it would without the remote tools, for any listing', () => {
    const anthropic = requestBudgetFor('anthropic')!
    const usage = fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 8 }))
    const listing = fc.array(fc.record({ usage, remote: fc.boolean() }), {
      minLength: 1,
      maxLength: 40,
    })
    fc.assert(
      fc.property(listing, (tools) => {
        const strict: StrictUsage[] = tools.map((tool, index) => ({ index, ...tool }))
        const own = strict.filter((tool) => !tool.remote)
        const relaxed = new Set(toolsToRelax(anthropic, strict).positions)
        const ownAlone = toolsToRelax(anthropic, own).positions
        expect(own.filter((tool) => relaxed.has(tool.index)).map((tool) => tool.index)).toEqual(
          ownAlone,
        )
        const kept = strict.filter((tool) => !relaxed.has(tool.index))
        expect(kept.length).toBeLessThanOrEqual(anthropic.strictTools!)
        anthropic.dimensions.forEach((dimension, d) => {
          expect(kept.reduce((sum, tool) => sum + tool.usage[d]!, 0)).toBeLessThanOrEqual(
            dimension.limit,
          )
        })
      }),
      { seed: 25, numRuns: 500 },
    )
  })
})
