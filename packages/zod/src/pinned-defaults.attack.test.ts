import { collectUnhandledRejections } from '@polytool/conformance'
import { toJsonSchema, withAdapter } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { zodAdapter } from './adapter'
import { createTool } from './index'

// A default or catch function is called each time its value is read. One that answers a value
// on its first call and a rejecting promise after it was read once by the adapter, then again by
// Zod's converter, which wrote the promise as `{}` and dropped it: its rejection, unhandled,
// would end the Node process. The converter now writes the value the adapter read.
function firstCallOnly() {
  let calls = 0
  const read = () =>
    ++calls === 1 ? 'metric' : Promise.reject(new Error('db password=hunter2 unreachable'))
  return { read: read as () => string, calls: () => calls }
}

describe('attack: a default function read more than once while converting', () => {
  it.each([
    ['a default', 'input', (read: () => string) => z.string().default(read)],
    ['a default', 'output', (read: () => string) => z.string().default(read)],
    ['a prefault', 'input', (read: () => string) => z.string().prefault(read)],
    ['a catch', 'output', (read: () => string) => z.string().catch(read)],
  ] as const)(
    '%s (%s side) is written as read once, and no rejection is left unhandled',
    async (_, io, units) => {
      const source = firstCallOnly()
      const schema = withAdapter(z.object({ units: units(source.read) }), zodAdapter)
      const { result, unhandled } = await collectUnhandledRejections(async () => {
        const first = toJsonSchema(schema, { io })
        // A second conversion reads the value again, now a rejecting promise: it is left out.
        toJsonSchema(schema, { io, target: 'draft-07', onUnrepresentable: 'any' })
        return first
      })
      expect(unhandled).toEqual([])
      expect(JSON.stringify(result)).toContain('"metric"')
    },
  )

  it('a tool made with it converts for every target without an unhandled rejection', async () => {
    const source = firstCallOnly()
    const { unhandled } = await collectUnhandledRejections(async () => {
      const tool = createTool({
        id: 'weather',
        description: 'd',
        inputSchema: z.object({ units: z.string().default(source.read) }),
        execute: async () => 'ok',
      })
      for (const target of ['draft-2020-12', 'draft-07', 'openapi-3.0'] as const) {
        try {
          toJsonSchema(tool.inputSchema!, { target })
        } catch {}
      }
    })
    expect(unhandled).toEqual([])
  })
})

describe('a pinned value is put back', () => {
  it('on a definition a .meta() copy shares with the schema it was made from', () => {
    let calls = 0
    const base = z.string().default(() => `value-${++calls}`)
    const copy = base.meta({ description: 'units' })
    const schema = withAdapter(z.object({ a: base, b: copy }), zodAdapter)
    toJsonSchema(schema)
    const def = base._zod.def as object
    expect(Object.getOwnPropertyDescriptor(def, 'defaultValue')?.get).toBeTypeOf('function')
    expect(base.parse(undefined)).toBe(`value-${calls}`)
  })
})
