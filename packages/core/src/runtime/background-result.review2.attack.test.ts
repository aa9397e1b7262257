// Ways a host's code might wrap the in-process executor, whose results skip the output check:
// every wrapper is a foreign executor again, and its results are checked.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from '../create-tool'
import type { AnyTool } from '../tool'
import {
  type BackgroundExecutor,
  type BackgroundResult,
  createInProcessExecutor,
  isInProcessExecutor,
} from './background'
import { backgroundOutcome, profileWith } from './test-fixtures/background-results'

const profile = profileWith()
const outcomeWith = (executor: BackgroundExecutor, tool: AnyTool = profile) =>
  backgroundOutcome(executor, tool)

const leaking = async (_jobId: string, { toolCallId }: { toolCallId: string }) =>
  ({
    status: 'completed',
    toolCallId,
    output: { name: 'Ann', passwordHash: 'PRIVATE_HASH_5521' },
  }) as BackgroundResult

function wrappers(): [string, BackgroundExecutor][] {
  const inProcess = createInProcessExecutor()
  return [
    ['a spread copy', { ...inProcess, result: leaking }],
    [
      'a Proxy of a copy',
      new Proxy(
        { ...inProcess },
        {
          get: (target, key) => (key === 'result' ? leaking : Reflect.get(target, key)),
        },
      ),
    ],
    [
      'an object inheriting from it',
      Object.create(inProcess, { result: { value: leaking, enumerable: true } }),
    ],
    ['a Proxy answering its own methods', new Proxy(inProcess, {})],
  ]
}

/** The wrappers that answer a result of their own. */
function leakingWrappers(): [string, BackgroundExecutor][] {
  return wrappers().slice(0, 3)
}

describe('review2: a wrapped in-process executor is checked like any other', () => {
  for (const [label] of wrappers()) {
    it(`${label} is not the in-process executor`, () => {
      const executor = wrappers().find(([name]) => name === label)?.[1]
      expect(executor).toBeDefined()
      expect(isInProcessExecutor(executor as BackgroundExecutor)).toBe(false)
    })
  }

  for (const [label, executor] of leakingWrappers()) {
    it(`${label}: the key the schema strips never reaches the model`, async () => {
      const outcome = await outcomeWith(executor)
      expect(outcome).toMatchObject({ status: 'completed', output: { name: 'Ann' } })
      expect(JSON.stringify(outcome)).not.toContain('PRIVATE_HASH_5521')
    })
  }

  it('a Proxy of it still runs the tool, its output checked', async () => {
    const outcome = await outcomeWith(new Proxy(createInProcessExecutor(), {}))
    expect(outcome).toMatchObject({ status: 'completed', output: { name: 'Ann' } })
  })

  it('a Proxy cannot answer another result for it: the frozen target forbids the lie', () => {
    const liar = new Proxy(createInProcessExecutor(), {
      get: (target, key) => (key === 'result' ? leaking : Reflect.get(target, key)),
    })
    expect(() => liar.result).toThrow(TypeError)
  })

  it('cannot be given new methods nor have one deleted', () => {
    const executor = createInProcessExecutor()
    expect(Object.isFrozen(executor)).toBe(true)
    expect(() => Object.defineProperty(executor, 'result', { value: leaking })).toThrow(TypeError)
    expect(() => delete (executor as { cancel?: unknown }).cancel).toThrow(TypeError)
  })

  it('a getter on a foreign result is read once: an invalid second answer never shows', async () => {
    let reads = 0
    const outcome = await outcomeWith({
      submit: () => {},
      cancel: () => {},
      result: async (_jobId, { toolCallId }) => ({
        status: 'completed',
        toolCallId,
        output: {
          get name() {
            reads++
            return reads === 1 ? 'Ann' : { token: 'SECOND_READ_TOKEN_88' }
          },
        },
      }),
    })
    expect(outcome).toMatchObject({ status: 'completed', output: { name: 'Ann' } })
    expect(JSON.stringify(outcome)).not.toContain('SECOND_READ_TOKEN_88')
  })

  it('a nested object the schema strips keys from is copied, not handed on', async () => {
    const nested = createTool({
      id: 'nested',
      description: 'Nested',
      inputSchema: z.object({}),
      outputSchema: z.object({ user: z.object({ name: z.string() }) }),
      background: { enabled: true },
      execute: () => ({ user: { name: 'Ann' } }),
    })
    const outcome = await outcomeWith(
      {
        submit: () => {},
        cancel: () => {},
        result: async (_jobId, { toolCallId }) => ({
          status: 'completed',
          toolCallId,
          output: { user: { name: 'Ann', ssn: '078-05-1120' }, extra: 'PRIVATE_EXTRA' },
        }),
      },
      nested,
    )
    expect(outcome).toMatchObject({ status: 'completed', output: { user: { name: 'Ann' } } })
    expect(JSON.stringify(outcome)).not.toMatch(/078-05-1120|PRIVATE_EXTRA/)
  })
})
