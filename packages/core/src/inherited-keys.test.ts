import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { mentionsPrototypeMember } from './inherited-keys'
import { type JsonSchemaAdapter, withAdapter } from './json-schema/adapter'
import { validateWith } from './validate'

// A schema whose validator adds the prototype's `constructor`, as a library reading `{}.constructor` would.
function injecting(readsInheritedKeys: () => boolean): { schema: z.ZodType; asked: () => number } {
  let asks = 0
  const schema = z.object({}).transform((value) => value)
  const adapter: JsonSchemaAdapter = {
    vendor: 'zod',
    targets: ['draft-2020-12'],
    toJsonSchema: () => ({ type: 'object' }),
    validate: (_, value) => ({ value: { ...(value as object), constructor: Object } }),
    readsInheritedKeys: () => {
      asks++
      return readsInheritedKeys()
    },
  }
  withAdapter(schema, adapter)
  return { schema, asked: () => asks }
}

describe('readsInheritedKeys, asked of the adapter once per schema', () => {
  it('when it says the schema names a prototype member, each output is looked at', async () => {
    const { schema, asked } = injecting(() => true)
    for (let call = 0; call < 3; call++) {
      expect(await validateWith(schema, {})).toMatchObject({
        ok: false,
        issues: [{ path: ['constructor'] }],
      })
    }
    expect(asked()).toBe(1)
  })

  it('when it says none, the output is answered as it is', async () => {
    const { schema, asked } = injecting(() => false)
    expect(await validateWith(schema, {})).toMatchObject({ ok: true })
    expect(await validateWith(schema, {})).toMatchObject({ ok: true })
    expect(asked()).toBe(1)
  })
})

describe('mentionsPrototypeMember', () => {
  it.each([
    [{ constructor: 1 }, true],
    [{ type: 'literal', literal: 'toString' }, true],
    [{ type: 'picklist', options: ['a', 'valueOf'] }, true],
    [{ type: 'object', entries: { hasOwnProperty: {} } }, true],
    [{ type: 'object', entries: { city: {} }, pipe: [{ type: 'string' }] }, false],
    [{ type: 'literal', literal: '__proto__' }, false],
  ])('%j: %s', (node, expected) => {
    expect(mentionsPrototypeMember(node)).toBe(expected)
  })
})
