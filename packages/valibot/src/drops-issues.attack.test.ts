import { collectUnhandledRejections, recordingTool } from '@polytool/conformance'
import { isValidationError } from '@polytool/core'
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { mayDropIssues } from './drops-issues'
import { createTool } from './index'

const rejectingMessage = (() => Promise.reject(new Error('db=private'))) as never

describe('mayDropIssues', () => {
  it('is false for objects, pipes, wrappers and intersections, which keep every issue', () => {
    const schema = v.object({
      city: v.pipe(v.string(), v.minLength(2)),
      days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
      tags: v.array(v.picklist(['a', 'b'])),
      both: v.intersect([v.object({ a: v.string() }), v.object({ b: v.number() })]),
    })
    expect(mayDropIssues(schema)).toBe(false)
  })

  it.each([
    ['a union', v.object({ a: v.union([v.string(), v.number()]) })],
    [
      'a variant',
      v.variant('k', [v.object({ k: v.literal('x') }), v.object({ k: v.literal('y') })]),
    ],
    ['a lazy schema', v.object({ a: v.lazy(() => v.string()) })],
    ['a fallback', v.object({ a: v.fallback(v.string(), 'x') })],
    [
      'a schema of a type it does not know',
      v.object({ a: { ...v.string(), type: 'mine' } as never }),
    ],
  ])('is true for %s, which may drop an issue it made', (_, schema) => {
    expect(mayDropIssues(schema)).toBe(true)
  })
})

// A message function runs when its issue is made; one that returned a rejecting promise in an
// issue Valibot then dropped would end the process as an unhandled rejection.
describe('a promised message in an issue Valibot drops', () => {
  afterEach(() => v.deleteGlobalMessage())

  it('under a fallback that replaced the failure, leaves no rejection unhandled (attacks the skipped watch)', async () => {
    const { tool, received } = recordingTool(
      createTool,
      v.object({ a: v.fallback(v.string(rejectingMessage), 'x') }),
    )
    const { unhandled } = await collectUnhandledRejections(() => tool.execute({ a: 1 }))
    expect(received).toEqual([{ a: 'x' }])
    expect(unhandled).toEqual([])
  })

  it('in a node of a type Valibot does not ship that drops its part’s issues, leaves no rejection unhandled', async () => {
    const inner = v.string(rejectingMessage)
    const dropping = {
      ...v.string(),
      type: 'forgiving',
      '~run'(dataset: { value: unknown }, config: unknown) {
        inner['~run'](dataset as never, config as never)
        return { typed: true, value: String(dataset.value) }
      },
    }
    const { tool, received } = recordingTool(createTool, v.object({ a: dropping as never }))
    const { unhandled } = await collectUnhandledRejections(() => tool.execute({ a: 1 }))
    expect(received).toEqual([{ a: '1' }])
    expect(unhandled).toEqual([])
  })

  it('set globally, failing a schema that keeps its issues, leaves no rejection unhandled and says so', async () => {
    const { tool, received } = recordingTool(
      createTool,
      v.object({ a: v.string(), b: v.pipe(v.number(), v.integer()) }),
    )
    v.setGlobalMessage(rejectingMessage)
    const { result, unhandled } = await collectUnhandledRejections(() =>
      tool.execute({ a: 1, b: 1.5 }),
    )
    expect(isValidationError(result) && result.issues.map((issue) => issue.path)).toEqual([
      ['a'],
      ['b'],
    ])
    expect(JSON.stringify(result)).not.toContain('[object Promise]')
    expect(received).toEqual([])
    expect(unhandled).toEqual([])
  })
})
