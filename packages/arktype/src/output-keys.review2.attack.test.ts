// An invalid output's keys stay hidden when the tool is made with `@polytool/arktype`: only the
// names its output schema declares show in a path.
import { isValidationError } from '@polytool/core'
import { type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { createTool } from './index'

async function outputErrorText(output: unknown, outputSchema: type.Any): Promise<string> {
  const tool = createTool({
    id: 'leaky',
    description: 'Returns what it is given',
    inputSchema: type({}),
    outputSchema,
    execute: () => output as never,
  })
  const result = await tool.execute({})
  expect(isValidationError(result)).toBe(true)
  return JSON.stringify(result)
}

describe('review2: an invalid output made with @polytool/arktype shows no key of its own', () => {
  it.each([
    ['a record key', { PRIVKEY_rec: 5 }, type({ '[string]': 'string' })],
    ['a numeric-string record key', { '4155550123': 5 }, type({ '[string]': 'string' })],
    [
      'an undeclared key refused',
      { name: 'A', PRIVKEY_rej: 'x' },
      type({ '+': 'reject', name: 'string' }),
    ],
    ['a record key in an array', [{ PRIVKEY_arr: 5 }], type({ '[string]': 'string' }).array()],
    [
      'a record key under a declared name',
      { meta: { PRIVKEY_meta: 5 } },
      type({ meta: { '[string]': 'string' } }),
    ],
    [
      'a key inside a union branch',
      { kind: 'a', data: { PRIVKEY_union: 5 } },
      type({ kind: "'a'", data: { '[string]': 'string' } }).or({ kind: "'b'" }),
    ],
  ])('%s', async (_label, output, schema) => {
    const text = await outputErrorText(output, schema as type.Any)
    expect(text).not.toMatch(/PRIVKEY|4155550123/)
  })

  it('shows the declared names of the failing path', async () => {
    const tool = createTool({
      id: 'profile',
      description: 'A profile',
      inputSchema: type({}),
      outputSchema: type({ user: { name: 'string' } }),
      execute: () => ({ user: { name: 5 } }) as never,
    })
    const result = await tool.execute({})
    expect(isValidationError(result) && result.issues[0]?.path).toEqual(['user', 'name'])
  })
})
