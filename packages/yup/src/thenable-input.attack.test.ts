import { isValidationError } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import * as y from 'yup'
import { createTool } from './index'
import { THENABLE_INPUT_MESSAGE } from './thenable-input'

// An in-process caller (a bridge, a host that forwards objects) passes an object with a `then`
// method. Yup validates its keys, then resolves a promise with it: the promise calls `then`, and
// whatever that gives would reach `execute` unchecked.
const received: unknown[] = []
const payTool = (inputSchema: y.Schema) =>
  createTool({
    id: 'pay',
    description: 'Pay an amount',
    inputSchema,
    execute: async (input: unknown) => {
      received.push(input)
      return { ok: true }
    },
  })

const strictPay = y
  .object({ to: y.string().strict().defined(), amount: y.number().strict().defined().max(100) })
  .strict()
const castPay = y.object({ to: y.string().defined(), amount: y.number().defined().max(100) })
const transformedPay = y.object({
  to: y
    .string()
    .defined()
    .transform((to: string) => to.trim()),
  amount: y.number().defined().max(100),
})

// The key is written as an entry: a `then` written out is what the linter guards against.
const withThen = <T extends object>(target: T, then: unknown): T =>
  Object.assign(target, Object.fromEntries([['then', then]]))
const resolvingTo = (answer: unknown) =>
  withThen({ to: 'bob', amount: 5 }, (resolve: (value: unknown) => void) => resolve(answer))

const answers: [string, unknown][] = [
  ['an array', []],
  ['an amount past max(100)', { to: 'mallory', amount: 1e9 }],
  ['a string', 'not an object'],
]

async function refusedAtRoot(tool: ReturnType<typeof payTool>, input: unknown) {
  received.length = 0
  const result = await tool.execute(input as never, {})
  expect(isValidationError(result)).toBe(true)
  expect((result as { issues: { path: unknown[]; message: string }[] }).issues).toEqual([
    expect.objectContaining({ path: [], message: THENABLE_INPUT_MESSAGE }),
  ])
  expect(received).toEqual([])
}

describe('Yup: an input with a then() method', () => {
  for (const [name, schema] of [
    ['strict', strictPay],
    ['cast', castPay],
    ['with a transform', transformedPay],
  ] as const) {
    for (const [what, answer] of answers) {
      it(`${name}: never hands execute what then() resolves to (${what})`, async () => {
        await refusedAtRoot(payTool(schema), resolvingTo(answer))
      })
    }
  }

  it('a y.mixed() root: a function with then(), and a then getter that throws', async () => {
    const tool = payTool(y.mixed().defined())
    const callable = withThen(
      () => 0,
      (resolve: (v: unknown) => void) => resolve(1),
    )
    await refusedAtRoot(tool, callable)
    // A class instance is not copied: its getter is read by the check itself.
    class Throwing {}
    Object.defineProperty(Throwing.prototype, 'then', {
      get() {
        throw new Error('no')
      },
    })
    await refusedAtRoot(tool, new Throwing())
  })

  it('a then getter read once: the copy Yup sees is the one judged', async () => {
    let reads = 0
    const input = Object.defineProperty({ to: 'bob', amount: 5 }, 'then', {
      enumerable: true,
      get: () => (reads++ === 0 ? (resolve: (v: unknown) => void) => resolve([]) : undefined),
    })
    await refusedAtRoot(payTool(castPay), input)
  })

  it('a then() nested below the root is never called for the value', async () => {
    const schema = y.object({ to: y.string().defined(), meta: y.mixed() })
    for (const tool of [payTool(schema), payTool(schema.transform((value) => value))]) {
      received.length = 0
      const meta = withThen({}, (resolve: (v: unknown) => void) => resolve({ amount: 1e9 }))
      const result = await tool.execute({ to: 'bob', meta } as never, {})
      // Refused as a promise where the schema promises a value, or handed on as the object sent.
      if (isValidationError(result)) expect(received).toEqual([])
      else expect(Object.keys((received[0] as { meta: object }).meta)).toEqual(['then'])
    }
  })

  it('a plain object without then() still passes', async () => {
    received.length = 0
    expect(await payTool(strictPay).execute({ to: 'bob', amount: 5 } as never, {})).toEqual({
      ok: true,
    })
    expect(received).toEqual([{ to: 'bob', amount: 5 }])
  })
})
