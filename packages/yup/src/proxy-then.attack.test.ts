import { recordingTool } from '@polytool/conformance'
import { isValidationError } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import * as y from 'yup'
import { createTool } from './index'
import { THENABLE_INPUT_MESSAGE } from './thenable-input'

// A Proxy's `get` trap may answer a `then` that no descriptor shows. A class instance or a
// function is not copied before Yup sees it, so such a Proxy kept its trap: with a transform in
// the schema, the output's promises are awaited and kept, and `execute` got an object with a
// `then` method; without one, it was refused as a promise the schema made.

const evil = (resolve: (value: unknown) => void) => resolve('EVIL')
class Session {
  readonly id = 1
}
const trapping = <T extends object>(target: T): T =>
  new Proxy(target, { get: (of, key) => (key === 'then' ? evil : Reflect.get(of, key)) })

const meta = y.object({ to: y.string().defined(), meta: y.mixed() })
const items = y.object({ items: y.array(y.mixed()) })

describe('attack: a Proxy whose get trap answers then()', () => {
  it.each([
    ['a class instance', () => trapping(new Session())],
    ['a function', () => trapping(() => 0)],
  ])('%s is refused at its path, a transform or not', async (_, proxy) => {
    const cases: [y.Schema, unknown, PropertyKey[]][] = [
      [y.mixed(), proxy(), []],
      [y.mixed().transform((value) => value), proxy(), []],
      [meta, { to: 'bob', meta: proxy() }, ['meta']],
      [meta.transform((value) => value), { to: 'bob', meta: proxy() }, ['meta']],
      [items.transform((value) => value), { items: [1, proxy()] }, ['items', 1]],
    ]
    for (const [schema, input, path] of cases) {
      const { tool, received } = recordingTool(createTool, schema)
      const result = await tool.execute(input as never)
      expect(isValidationError(result)).toBe(true)
      expect((result as { issues: unknown[] }).issues).toEqual([
        expect.objectContaining({ path, message: THENABLE_INPUT_MESSAGE }),
      ])
      expect(received).toEqual([])
    }
  })

  it('a Proxy with no then() in its trap passes as the value it wraps', async () => {
    const plain = new Proxy(new Session(), {})
    const { tool, received } = recordingTool(
      createTool,
      meta.transform((value) => value),
    )
    await tool.execute({ to: 'bob', meta: plain } as never)
    expect(received).toEqual([{ to: 'bob', meta: plain }])
  })
})
