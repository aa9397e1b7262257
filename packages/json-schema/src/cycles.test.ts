import { describe, expect, it } from 'vitest'
import { nodesOnCycles } from './cycles'

function cyclic(edges: Record<string, string[]>): string[] {
  return [...nodesOnCycles(Object.keys(edges), (node) => edges[node] ?? [])].sort()
}

describe('nodesOnCycles', () => {
  it('finds self-edges and longer cycles, not what merely reaches them', () => {
    expect(cyclic({ a: ['a'], b: ['c'], c: ['d'], d: ['b'], e: ['b'], f: [] })).toEqual([
      'a',
      'b',
      'c',
      'd',
    ])
  })

  it('walks a 100,000-node chain without recursion', () => {
    const edges: Record<string, string[]> = {}
    for (let index = 0; index < 100_000; index++) edges[`n${index}`] = [`n${index + 1}`]
    edges.n100000 = ['n0']
    expect(cyclic(edges)).toHaveLength(100_001)
  })
})
