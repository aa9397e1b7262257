import { recordingTool } from '@polytool/conformance'
import { isValidationError } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createTool } from './index'
import { valibotReadsInheritedKeys } from './reads-inherited-keys'

describe('valibotReadsInheritedKeys: where Valibot could read a key from Object.prototype', () => {
  it.each([
    ['an entry', v.object({ a: v.object({ toString: v.any() }) })],
    ['an entry behind a pipe', v.pipe(v.unknown(), v.object({ valueOf: v.unknown() }))],
    ['a lazy schema', v.object({ a: v.lazy(() => v.string()) })],
    ['a picklist', v.object({ kind: v.picklist(['constructor', 'a']) })],
    ['a variant key', v.variant('constructor', [v.object({ constructor: v.literal('a') })])],
  ])('finds %s', (_, schema) => {
    expect(valibotReadsInheritedKeys(schema)).toBe(true)
  })

  it('finds none in a schema without one, which core then does not walk', () => {
    expect(valibotReadsInheritedKeys(v.object({ city: v.string(), days: v.number() }))).toBe(false)
  })

  it('a key behind a lazy schema, left out by the model, is still refused (attack)', async () => {
    const inner = v.object({ constructor: v.unknown() })
    const { tool, received } = recordingTool(createTool, v.object({ a: v.lazy(() => inner) }))
    const result = await tool.execute({ a: {} })
    expect(isValidationError(result) && result.issues).toEqual([
      expect.objectContaining({ path: ['a', 'constructor'] }),
    ])
    expect(received).toEqual([])
  })
})
