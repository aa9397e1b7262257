import { recordingTool } from '@polytool/conformance'
import { isValidationError } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import * as y from 'yup'
import { createTool } from './index'
import { THENABLE_INPUT_MESSAGE } from './thenable-input'

// Thenables a same-process caller can build, at the root and below it: `execute` never receives
// one, and never receives what one resolves to.

const resolveEvil = (resolve: (value: unknown) => void) => resolve(['evil'])

function isThenable(value: unknown): boolean {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  )
}

async function run(schema: y.Schema, input: unknown) {
  const { tool, received } = recordingTool(createTool, schema)
  const result = await tool.execute(input as never)
  for (const value of received) expect(isThenable(value)).toBe(false)
  return { result, received }
}

// A `then` method set without spelling one in a literal, as the lint rule asks of code that is
// not meant to be a thenable.
function withThen<T extends object>(target: T): T {
  return Object.assign(target, Object.fromEntries([['then', resolveEvil]]))
}

class WithThen {
  a = 1
}
withThen(WithThen.prototype)

class MapWithThen extends Map {}
withThen(MapWithThen.prototype)

describe('review26: thenables the Yup adapter must not hand on', () => {
  it('a Proxy over a plain object answering then from its get trap: execute gets a plain copy', async () => {
    const input = new Proxy(
      { a: 1 },
      {
        get: (target, key) => (key === 'then' ? resolveEvil : Reflect.get(target, key)),
      },
    )
    for (const schema of [y.object({ a: y.number() }), y.object({ a: y.number() }).strict()]) {
      const { received } = await run(schema, input)
      expect(received).toEqual([{ a: 1 }])
    }
  })

  it.each([
    ['a class instance with then on its prototype', new WithThen()],
    ['a Map subclass with then', new MapWithThen()],
    ['a null-prototype object with then', withThen(Object.create(null))],
    ['a Date with then', withThen(new Date(0))],
    ['an object whose then is a class', Object.fromEntries([['then', class {}]])],
  ])('%s in a y.mixed() field is refused at its path', async (_, value) => {
    for (const schema of [
      y.object({ a: y.mixed() }),
      y.object({ a: y.mixed().transform((sent) => sent) }),
    ]) {
      const { result, received } = await run(schema, { a: value })
      expect(received).toEqual([])
      expect(isValidationError(result)).toBe(true)
      expect((result as { issues: unknown[] }).issues).toEqual([
        expect.objectContaining({ path: ['a'], message: THENABLE_INPUT_MESSAGE }),
      ])
    }
  })

  it('a key named then holding plain JSON is an ordinary key', async () => {
    const keyedThen = (value: unknown) => Object.fromEntries([['then', value]])
    const schema = y.object(keyedThen(y.object({ a: y.number() })) as Record<string, y.Schema>)
    const { received } = await run(schema, keyedThen({ a: 1 }))
    expect(received).toEqual([keyedThen({ a: 1 })])
  })

  it.each([[[]], ['x'], [null], [1], [true]])(
    'an object root with defaulted keys refuses %j',
    async (input) => {
      const { result, received } = await run(y.object({ a: y.number().default(1) }), input)
      expect(received).toEqual([])
      expect(isValidationError(result)).toBe(true)
    },
  )
})
