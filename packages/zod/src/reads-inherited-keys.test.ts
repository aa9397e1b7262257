import { recordingTool } from '@polytool/conformance'
import { isValidationError } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './index'
import { zodReadsInheritedKeys } from './reads-inherited-keys'

const Node: z.ZodType<unknown> = z.lazy(() => z.object({ constructor: z.unknown(), next: Node }))

describe('zodReadsInheritedKeys: where Zod could read a key from Object.prototype', () => {
  it.each([
    ['a shape key', z.object({ a: z.object({ toString: z.any() }) })],
    ['a key behind a pipe', z.unknown().pipe(z.object({ valueOf: z.unknown() }))],
    ['a key behind a lazy schema', z.object({ list: z.array(Node) })],
    ['a record over an enum', z.record(z.enum(['constructor', 'a']), z.unknown())],
    ['a literal', z.object({ kind: z.literal('hasOwnProperty') })],
  ])('finds %s', (_, schema) => {
    expect(zodReadsInheritedKeys(schema)).toBe(true)
  })

  it('finds none in a schema without one, which core then does not walk', () => {
    expect(zodReadsInheritedKeys(z.object({ city: z.string(), days: z.number() }))).toBe(false)
  })

  it('a key behind a pipe, left out by the model, is still refused (attack)', async () => {
    const { tool, received } = recordingTool(
      createTool,
      z.object({ a: z.unknown().pipe(z.object({ constructor: z.unknown() })) }),
    )
    const result = await tool.execute({ a: {} })
    expect(isValidationError(result) && result.issues).toEqual([
      expect.objectContaining({ path: ['a', 'constructor'] }),
    ])
    expect(received).toEqual([])
  })
})
