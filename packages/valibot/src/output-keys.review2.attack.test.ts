// An invalid output's keys stay hidden when the tool is made with `@polytool/valibot`: only the
// names its output schema declares show in a path.
import { isValidationError } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createTool } from './index'

async function outputErrorText(output: unknown, outputSchema: v.GenericSchema): Promise<string> {
  const tool = createTool({
    id: 'leaky',
    description: 'Returns what it is given',
    inputSchema: v.object({}),
    outputSchema,
    execute: () => output as never,
  })
  const result = await tool.execute({})
  expect(isValidationError(result)).toBe(true)
  return JSON.stringify(result)
}

describe('review2: an invalid output made with @polytool/valibot shows no key of its own', () => {
  it.each([
    ['a record key', { PRIVKEY_rec: 5 }, v.record(v.string(), v.string())],
    ['a numeric-string record key', { '4155550123': 5 }, v.record(v.string(), v.string())],
    [
      'an undeclared key refused',
      { name: 'A', PRIVKEY_rej: 'x' },
      v.strictObject({ name: v.string() }),
    ],
    ['a record key in an array', [{ PRIVKEY_arr: 5 }], v.array(v.record(v.string(), v.string()))],
    [
      'a record key under a declared name',
      { meta: { PRIVKEY_meta: 5 } },
      v.object({ meta: v.record(v.string(), v.string()) }),
    ],
    [
      'a key inside a variant branch',
      { kind: 'a', data: { PRIVKEY_union: 5 } },
      v.variant('kind', [
        v.object({ kind: v.literal('a'), data: v.record(v.string(), v.string()) }),
        v.object({ kind: v.literal('b') }),
      ]),
    ],
    [
      'a key outside a record of picklist keys',
      { PRIVKEY_pick: 'x' },
      v.record(v.picklist(['a', 'b']), v.string()),
    ],
  ])('%s', async (_label, output, schema) => {
    const text = await outputErrorText(output, schema as v.GenericSchema)
    expect(text).not.toMatch(/PRIVKEY|4155550123/)
  })

  it('shows the declared names of the failing path', async () => {
    const tool = createTool({
      id: 'profile',
      description: 'A profile',
      inputSchema: v.object({}),
      outputSchema: v.object({ user: v.object({ name: v.string() }) }),
      execute: () => ({ user: { name: 5 } }) as never,
    })
    const result = await tool.execute({})
    expect(isValidationError(result) && result.issues[0]?.path).toEqual(['user', 'name'])
  })
})
