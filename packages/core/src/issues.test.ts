import { describe, expect, it } from 'vitest'
import { formatPath, normalizeIssues } from './issues'

describe('formatPath', () => {
  it.each([
    [[], '(root)'],
    [['location'], 'location'],
    [['items', 0, 'tags'], 'items[0].tags'],
    [['a', 'b-c', 2], 'a["b-c"][2]'],
    [[0, 'x'], '[0].x'],
  ])('formats %j as %s', (path, text) => {
    expect(formatPath(path)).toBe(text)
  })
})

describe('normalizeIssues', () => {
  it('turns path segments of any library into plain keys, sorted by path', () => {
    const issues = normalizeIssues([
      { message: 'b', path: ['items', { key: 1 }, 'sku'] },
      { message: 'a', path: [{ key: 'items' }, 0] },
      { message: 'root' },
      { message: 's', path: [Symbol('weird')] },
      { message: 'a2', path: ['items', 0] },
    ])
    expect(issues).toEqual([
      { path: [], message: 'root' },
      { path: ['items', 0], message: 'a' },
      { path: ['items', 0], message: 'a2' },
      { path: ['items', 1, 'sku'], message: 'b' },
      { path: ['weird'], message: 's' },
    ])
    for (const issue of issues) expect(Object.getPrototypeOf(issue.path)).toBe(Array.prototype)
  })
})
