import { recordingTool, thrownBy, withSchemaNodeLimit } from '@polytool/conformance'
import { AsyncInSyncError } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createTool } from './index'

// TypeScript refuses an async check; plain JavaScript, or a cast, does not. A promise is truthy:
// Valibot would pass every value this check is meant to refuse.
const asyncFalse = (async () => false) as never
const hidden = () => v.pipe(v.string(), v.check(asyncFalse))

const pathOf = (schema: object) => {
  const error = thrownBy(() => recordingTool(createTool, schema as v.GenericSchema))
  expect(error).toBeInstanceOf(AsyncInSyncError)
  expect(error).toMatchObject({ code: 'SCHEMA_ASYNC_IN_SYNC' })
  return (error as AsyncInSyncError).path
}

// The names the walk skips on a Valibot node, as values that hold no schema.
const VALUE_FIELDS = [
  '~standard',
  '~run',
  'reference',
  'expects',
  'message',
  'requirement',
  'default',
  'fallback',
  'literal',
  'enum',
  'class',
  'examples',
  'metadata',
]

describe('the rewritten Valibot walk (for…in, skipped value fields) still finds an async check', () => {
  it('in an entry named after each skipped value field (attacks the switch on field names)', () => {
    for (const key of VALUE_FIELDS) {
      expect(pathOf(v.object({ [key]: hidden() }))).toEqual([
        'entries',
        key,
        'pipe',
        1,
        'requirement',
      ])
      expect(pathOf(v.object({ a: v.object({ [key]: v.optional(hidden()) }) }))).toEqual([
        'entries',
        'a',
        'entries',
        key,
        'wrapped',
        'pipe',
        1,
        'requirement',
      ])
    }
  })

  it('in nodes and entries without a prototype, or with a class instance as prototype', () => {
    const bareEntries = Object.assign(Object.create(null) as object, { a: hidden() })
    expect(pathOf(v.object(bareEntries as v.ObjectEntries))).toEqual([
      'entries',
      'a',
      'pipe',
      1,
      'requirement',
    ])
    const bareNode = Object.assign(Object.create(null) as object, hidden())
    expect(pathOf(v.object({ a: bareNode as v.GenericSchema }))).toEqual([
      'entries',
      'a',
      'pipe',
      1,
      'requirement',
    ])
    class Holder {}
    const instanceNode = Object.assign(new Holder(), hidden())
    expect(pathOf(v.object({ a: instanceNode as v.GenericSchema }))).toEqual([
      'entries',
      'a',
      'pipe',
      1,
      'requirement',
    ])
  })

  it('while Object.prototype has an enumerable field (attacks the switch to Object.keys)', () => {
    Object.defineProperty(Object.prototype, 'pollutedField', {
      value: 1,
      enumerable: true,
      writable: true,
      configurable: true,
    })
    try {
      expect(pathOf(v.object({ a: hidden() }))).toEqual(['entries', 'a', 'pipe', 1, 'requirement'])
    } finally {
      Reflect.deleteProperty(Object.prototype, 'pollutedField')
    }
  })

  it('in a shared, cyclic schema and behind nested lazy schemas', () => {
    const shared = hidden()
    const cyclic = v.object({ a: v.string(), b: shared, c: shared })
    ;(cyclic.entries as Record<string, unknown>).self = cyclic
    expect(pathOf(cyclic)).toEqual(['entries', 'c', 'pipe', 1, 'requirement'])
    expect(pathOf(v.object({ a: v.lazy(() => v.lazy(() => hidden())) }))).toEqual([
      'entries',
      'a',
      'getter',
      'getter',
      'pipe',
      1,
      'requirement',
    ])
  })

  it('in a pipe of pipes, and after a pipe holding itself', () => {
    const inner = v.pipe(v.string(), v.pipe(v.string(), v.check(asyncFalse)))
    expect(pathOf(v.object({ a: inner }))).toEqual([
      'entries',
      'a',
      'pipe',
      1,
      'pipe',
      1,
      'requirement',
    ])
    const looping = v.pipe(v.string(), v.trim())
    ;(looping.pipe as unknown as unknown[]).push(looping, v.check(asyncFalse))
    expect(pathOf(v.object({ a: looping }))).toEqual(['entries', 'a', 'pipe', 3, 'requirement'])
  })

  it('refuses a schema deeper or wider than the cap, and one whose getter throws', () => {
    let deep: v.GenericSchema = hidden()
    for (let n = 0; n < 200; n++) deep = v.optional(deep)
    expect(withSchemaNodeLimit(100, () => pathOf(v.object({ a: deep })))).toEqual([])
    const wide = Object.fromEntries(
      Array.from({ length: 150 }, (_, n) => [`k${n}`, v.optional(v.string())]),
    )
    expect(withSchemaNodeLimit(100, () => pathOf(v.object({ a: hidden(), ...wide })))).toEqual([])
    const node = v.string()
    Object.defineProperty(node, 'pipe', {
      enumerable: true,
      get() {
        throw new Error('read')
      },
    })
    expect(pathOf(v.object({ a: node }))).toEqual(['entries', 'a'])
  })
})
