import type { StandardSchemaV1 } from '@standard-schema/spec'
import { describe, expect, it } from 'vitest'
import { createTool } from './create-tool'
import { MAX_PATH_KEY_LENGTH, normalizeIssues } from './issues'
import { isValidationError } from './validation-error'
import { DEFAULT_VALIDATION_LIMITS } from './validation-limits'

// A refinement may build an issue's path from the value (`value.split('/')`): its length is the
// model's to choose. The error is then written nested one object per key, which a bridge
// sends with `JSON.stringify`.
function refusingAt(path: PropertyKey[] | Iterable<PropertyKey>): StandardSchemaV1 {
  return {
    '~standard': {
      version: 1,
      vendor: 'attack',
      validate: () => ({ issues: [{ message: 'bad', path: path as PropertyKey[] }] }),
    },
  }
}

describe('an issue path of 100,000 keys', () => {
  const longPath = Array.from({ length: 100_000 }, (_, i) => `k${i}`)

  it('gives an error that serializes, its path cut and the cut said', async () => {
    const tool = createTool({
      id: 'deep-path',
      description: 'Refuses at a long path',
      inputSchema: refusingAt(longPath),
      execute: () => 'ran',
    })
    const result = await tool.execute({})
    expect(isValidationError(result)).toBe(true)
    const text = JSON.stringify(result)
    expect(text.length).toBeLessThan(100_000)
    const [issue] = isValidationError(result) ? result.issues : []
    const { maxIssuePathLength } = DEFAULT_VALIDATION_LIMITS
    expect(issue?.path).toEqual(longPath.slice(0, maxIssuePathLength))
    expect(issue?.message).toContain('100,000 keys')
  })

  it('keeps the limit the tool sets', () => {
    const [issue] = normalizeIssues([{ message: 'bad', path: longPath }], {
      maxIssuePathLength: 3,
    })
    expect(issue?.path).toEqual(['k0', 'k1', 'k2'])
  })

  it('reads no more of an endless path than the limit', () => {
    function* endless(): Generator<string> {
      for (let i = 0; ; i++) yield `k${i}`
    }
    const [issue] = normalizeIssues([{ message: 'bad', path: endless() as never }], {
      maxIssuePathLength: 4,
    })
    expect(issue?.path).toEqual(['k0', 'k1', 'k2', 'k3'])
    expect(issue?.message).toContain('more than 4 keys')
  })

  it('cuts a key of 5,000,000 characters, which a record key sent by the model can be', () => {
    const [issue] = normalizeIssues([{ message: 'bad', path: ['a'.repeat(5_000_000), 0] }])
    const [key, index] = issue?.path ?? []
    expect(String(key)).toHaveLength(MAX_PATH_KEY_LENGTH)
    expect(String(key).endsWith('…')).toBe(true)
    expect(index).toBe(0)
  })

  it('leaves a path within the limit as it was', () => {
    const [issue] = normalizeIssues([{ message: 'bad', path: ['a', 0, 'b'] }])
    expect(issue).toEqual({ message: 'bad', path: ['a', 0, 'b'] })
  })
})
