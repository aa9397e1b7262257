import { recordingTool } from '@polytool/conformance'
import { isValidationError } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import * as y from 'yup'
import { createTool } from './index'
import { THENABLE_INPUT_MESSAGE } from './thenable-input'
import { validateYup } from './validate'

// Yup resolves its promise with the valid value, and a promise takes any value whose `then` is
// a function for one of its own. The check read `then` once, before Yup; a value that is not
// copied (a class instance, a function) is read again by the promise, and a `then` getter that
// answers `undefined` first and a function next made the promise answer whatever it liked, at a
// y.mixed() root. Below the root, a `then` reached `execute` where a transform was.

const define = (inputSchema: y.Schema) => recordingTool(createTool, inputSchema)

const evil = (resolve: (value: unknown) => void) => resolve('EVIL')
// A `then` that is absent when first read, a function after.
function flipping<T extends object>(target: T): T {
  let reads = 0
  return Object.defineProperty(target, 'then', { get: () => (reads++ === 0 ? undefined : evil) })
}
const withThen = <T extends object>(target: T): T =>
  Object.assign(target, Object.fromEntries([['then', evil]]))
class Session {
  readonly id = 1
}

async function refusedAt(schema: y.Schema, input: unknown, path: unknown[]) {
  const { tool, received } = define(schema)
  const result = await tool.execute(input as never)
  expect(isValidationError(result)).toBe(true)
  expect((result as { issues: { path: unknown[]; message: string }[] }).issues).toEqual([
    expect.objectContaining({ path, message: THENABLE_INPUT_MESSAGE }),
  ])
  expect(received).toEqual([])
}

describe('attack: a then() Yup would adopt, wherever it is', () => {
  it.each([
    ['a class instance', () => flipping(new Session())],
    ['a function', () => flipping(() => 0)],
    ['an object whose prototype holds the getter', () => Object.create(flipping({}))],
  ])('a y.mixed() root: %s whose then getter flips is never adopted', async (_, input) => {
    for (const schema of [y.mixed(), y.mixed().transform((value) => value)]) {
      const result = await validateYup(schema, input())
      expect(result).not.toEqual({ value: 'EVIL' })
      const { tool, received } = define(schema)
      await tool.execute(input() as never)
      expect(received).not.toContain('EVIL')
    }
  })

  it('a then() below the root is refused at its path, a transform or not', async () => {
    const meta = y.object({ to: y.string().defined(), meta: y.mixed() })
    for (const schema of [meta, meta.transform((value) => value)]) {
      await refusedAt(schema, { to: 'bob', meta: withThen({}) }, ['meta'])
    }
    const list = y.object({ items: y.array(y.mixed().transform((value) => value)) })
    await refusedAt(list, { items: [1, withThen({})] }, ['items', 1])
    const instance = y.object({ m: y.mixed().transform((value) => value) })
    await refusedAt(instance, { m: withThen(new Session()) }, ['m'])
  })

  it('a y.mixed() or y.array() root: refused at the root or at the item', async () => {
    await refusedAt(y.mixed(), withThen(new Session()), [])
    await refusedAt(y.array(y.mixed()), [withThen({})], [0])
  })

  it('values without then() still pass', async () => {
    const { tool, received } = define(y.object({ meta: y.mixed().transform((value) => value) }))
    await tool.execute({ meta: { a: [1, { b: 2 }] } } as never)
    expect(received).toEqual([{ meta: { a: [1, { b: 2 }] } }])
  })
})
