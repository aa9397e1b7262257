// An in-process caller hands `fromJsonSchema`'s validator a value whose objects are shared: each
// of N objects holds the next one twice. It is N objects in memory and 2^N values as JSON.
// The validator copies the JSON the value stands for before it counts a single step, so the
// copy's time and memory grow as 2^N: 20 levels take about a second, 40 exhaust the heap and
// end the process (no `ValidationError`, no issue).
import { describe, expect, it } from 'vitest'
import { fromJsonSchema } from './from-json-schema'

function sharedTwice(levels: number): unknown {
  let value: unknown = 's'
  for (let level = 0; level < levels; level++) value = { x: value, y: value }
  return value
}

describe('review26: a value whose objects are shared, under an open position', () => {
  // Correct: the copy counts each value at every place it sits and stops at a bound (the
  // 1,000,000 validation steps, or a value limit) with one issue at the root, as a value deeper
  // than 128 levels does, so no in-process value can make it run out of memory.
  it('2^20 values (a JSON depth of 20) through 20 objects get an issue instead of a full copy', () => {
    const validator = fromJsonSchema({ type: 'object', properties: { r: {} } })
    const result = validator['~standard'].validate({ r: sharedTwice(19) })
    expect(result).toHaveProperty('issues', [expect.objectContaining({ path: [] })])
  })

  it('40 levels end the same way, in bounded time, and a smaller shared value still passes', () => {
    const validator = fromJsonSchema({ type: 'object', properties: { r: {} } })
    const result = validator['~standard'].validate({ r: sharedTwice(40) })
    expect(result).toHaveProperty('issues', [
      expect.objectContaining({ path: [], message: expect.stringContaining('maxValidationSteps') }),
    ])
    expect(validator['~standard'].validate({ r: sharedTwice(8) })).toHaveProperty('value')
  })

  it('the limit is maxValidationSteps, and raising it lets a larger value through', () => {
    const small = fromJsonSchema({ type: 'object' }, { maxValidationSteps: 100 })
    expect(small['~standard'].validate({ r: sharedTwice(8) })).toHaveProperty('issues')
    const raised = fromJsonSchema({ type: 'object' }, { maxValidationSteps: 1_000 })
    expect(raised['~standard'].validate({ r: sharedTwice(8) })).toHaveProperty('value')
  })
})
