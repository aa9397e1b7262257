import type { StandardSchemaV1 } from '@standard-schema/spec'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { UNREADABLE_VALUE_MESSAGE } from './check'
import { createTool } from './create-tool'
import { isValidationError } from './validation-error'

// Values that throw where they are read: a caller in the same process can hand them over.
function revoked(): object {
  const { proxy, revoke } = Proxy.revocable({ a: 'x' }, {})
  revoke()
  return proxy
}
const throwingGetter = () => ({
  get a(): string {
    throw new Error('password=hunter2 leaked')
  },
})

describe('a value that throws while it is read', () => {
  const tool = createTool({
    id: 'unreadable',
    description: 'Reads a',
    inputSchema: z.object({ a: z.string() }),
    outputSchema: z.object({ b: z.string() }),
    execute: async () => ({ b: 'ok' }),
  })

  it.each([
    ['a revoked Proxy', revoked],
    ['a revoked Proxy under a key', () => ({ a: revoked() })],
    ['a getter that throws', throwingGetter],
  ])('is refused as input with a ValidationError, not the exception: %s', async (_name, make) => {
    const result = await tool.execute(make() as never)
    expect(isValidationError(result) && result.code).toBe('TOOL_INPUT_INVALID')
    expect(JSON.stringify(result)).not.toContain('hunter2')
  })

  it('names why, for a revoked Proxy', async () => {
    const result = await tool.execute(revoked() as never)
    expect(isValidationError(result) && result.issues).toEqual([
      { path: [], message: UNREADABLE_VALUE_MESSAGE },
    ])
  })
})

describe('a value that throws only when its error is written', () => {
  // The validator never reads the value; the error's redaction reads the secret-looking key's
  // value to hide it, and that read throws.
  type Answer = (
    failure: StandardSchemaV1.FailureResult,
  ) => StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>>
  const refusingPassword = (answer: Answer): StandardSchemaV1 => ({
    '~standard': {
      version: 1 as const,
      vendor: 'attack',
      validate: () => answer({ issues: [{ message: 'bad', path: ['password'] }] }),
    },
  })
  const password = () => ({
    get password(): string {
      throw new Error('password=hunter2 leaked')
    },
  })

  it.each([
    ['a synchronous validator', (failure) => failure],
    ['an asynchronous validator', (failure) => Promise.resolve(failure)],
  ] satisfies [string, Answer][])(
    'is refused with a ValidationError after %s',
    async (_name, answer) => {
      const tool = createTool({
        id: 'unreadable-late',
        description: 'Reads a password',
        inputSchema: refusingPassword(answer),
        execute: async () => 'ran',
      })
      const result = await tool.execute(password() as never)
      expect(isValidationError(result) && result.issues).toEqual([
        { path: [], message: UNREADABLE_VALUE_MESSAGE },
      ])
      expect(JSON.stringify(result)).not.toContain('hunter2')
    },
  )
})
