import { recordingTool } from '@polytool/conformance'
import { isValidationError } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import * as y from 'yup'
import { createTool } from './index'
import { THENABLE_INPUT_MESSAGE } from './thenable-input'

// An in-process caller hides a `then` below the root, on a value the read-once copy keeps as it
// is (a class instance, a function): the getter answers nothing when first read, the check's
// read, and a function afterwards, to whatever looks for promises in Yup's output. That function
// gets the callbacks: it decides the verdict, may never answer at all, or changes the value it
// sits on after Yup checked it.

const define = (inputSchema: y.Schema) => recordingTool(createTool, inputSchema)

interface Attack {
  readonly calls: number
}

// Gives `target` (or its prototype) a `then` getter that answers `undefined` on its first read
// and then a function that, once called, runs `act` and reports the value as fulfilled.
function flipping<T extends object>(target: T, attack: { calls: number }, act = () => {}): T {
  let reads = 0
  const then = (onFulfilled?: (value: unknown) => void) => {
    attack.calls++
    act()
    onFulfilled?.(undefined)
  }
  return Object.defineProperty(target, 'then', {
    get: () => (reads++ === 0 ? undefined : then),
    configurable: true,
  })
}

class Transfer {
  to = 'bob'
  amount = 5
}

async function refusedAt(schema: y.Schema, input: unknown, path: unknown[], attack: Attack) {
  const { tool, received } = define(schema)
  const result = await tool.execute(input as never)
  expect(attack.calls).toBe(0)
  expect(received).toEqual([])
  expect(isValidationError(result)).toBe(true)
  expect((result as { issues: { path: unknown[]; message: string }[] }).issues).toEqual([
    expect.objectContaining({ path, message: THENABLE_INPUT_MESSAGE }),
  ])
}

// A class instance is checked by a test of the user's: `y.object()` refuses one.
const transfer = y
  .mixed<Transfer>()
  .defined()
  .test('cap', 'at most 100', (value) => value instanceof Transfer && value.amount <= 100)

describe('attack: a then getter below the root that answers a function only when read again', () => {
  it('a class instance: its then() never runs, and never raises the amount Yup checked', async () => {
    for (const schema of [
      y.object({ transfer }),
      y.object({ transfer: transfer.transform((value) => value) }),
    ]) {
      const attack = { calls: 0 }
      const sent = new Transfer()
      flipping(sent, attack, () => {
        sent.amount = 1e9
      })
      await refusedAt(schema, { transfer: sent }, ['transfer'], attack)
    }
  })

  it('a getter on the class prototype, as a class would declare it', async () => {
    const attack = { calls: 0 }
    class Session {
      readonly id = 1
    }
    flipping(Session.prototype, attack)
    const schema = y.object({ session: y.mixed().transform((value) => value) })
    await refusedAt(schema, { session: new Session() }, ['session'], attack)
  })

  it('a function, in an array item, a transform or not', async () => {
    for (const item of [y.mixed(), y.mixed().transform((value) => value)]) {
      const attack = { calls: 0 }
      const schema = y.object({ hooks: y.array(item) })
      await refusedAt(schema, { hooks: [1, flipping(() => 0, attack)] }, ['hooks', 1], attack)
    }
  })

  it('a then beside a failing key is never called either', async () => {
    const attack = { calls: 0 }
    const schema = y.object({ to: y.string().defined(), meta: y.mixed().transform((v) => v) })
    await refusedAt(schema, { meta: flipping(new Transfer(), attack) }, ['meta'], attack)
  })

  it('a prototype chain without end is refused, not walked forever', async () => {
    const attack = { calls: 0 }
    const endless = (): object => new Proxy(() => 0, { getPrototypeOf: endless })
    const schema = y.object({ hook: y.mixed() })
    await refusedAt(schema, { hook: endless() }, ['hook'], attack)
  })

  it('instances without a then still pass as they were sent', async () => {
    const { tool, received } = define(y.object({ transfer }))
    const sent = new Transfer()
    await tool.execute({ transfer: sent } as never)
    expect(received).toEqual([{ transfer: sent }])
  })
})
