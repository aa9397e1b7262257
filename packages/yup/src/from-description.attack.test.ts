import { MAX_DEFAULT_DEPTH, MAX_DEFAULT_VALUES } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import * as y from 'yup'
import { emitted } from './test-fixtures/verdicts'

// Defaults are copied into the JSON Schema as annotations: a hostile default must cost no more
// than its size, and a non-JSON one is left out.

/** An object holding the same object under two keys, at every level down to `depth`. */
function sharedAtEveryLevel(depth: number): object {
  let value: object = { leaf: true }
  for (let level = 0; level < depth; level++) value = { left: value, right: value }
  return value
}

describe('defaults written into the JSON Schema', () => {
  it('attack on the default check, one object shared at every level (2^60 places): left out, at once', () => {
    const schema = y.object({ a: y.mixed().default(sharedAtEveryLevel(60)) })
    expect(emitted(schema).schema).toMatchObject({ properties: { a: {} } })
    expect(emitted(schema).schema).not.toHaveProperty(['properties', 'a', 'default'])
  })

  it(`attack on the default check, a chain deeper than ${MAX_DEFAULT_DEPTH} levels: left out, the schema kept`, () => {
    // 2,000 values fit the count; written out, core would refuse the whole schema as too deep.
    let chain: object = {}
    for (let level = 0; level < 2_000; level++) chain = { next: chain }
    const schema = y.object({ a: y.mixed().default(() => chain) })
    expect(emitted(schema).schema).toMatchObject({ properties: { a: {} } })
    expect(emitted(schema).schema).not.toHaveProperty(['properties', 'a', 'default'])
  })

  it(`keeps a default of up to ${MAX_DEFAULT_VALUES} values, and leaves a larger one out`, () => {
    const fits = Array.from({ length: MAX_DEFAULT_VALUES - 1 }, () => 0)
    const larger = Array.from({ length: MAX_DEFAULT_VALUES }, () => 0)
    const written = (value: number[]) => emitted(y.object({ a: y.mixed().default(value) })).schema
    expect(written(fits)).toHaveProperty(['properties', 'a', 'default'], fits)
    expect(written(larger)).not.toHaveProperty(['properties', 'a', 'default'])
  }, 60_000)
})
