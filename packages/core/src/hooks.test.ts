import { describe, expect, it, vi } from 'vitest'
import { runHook } from './hooks'

describe('runHook', () => {
  const call = { toolCallId: 'c1', messages: [] }

  it('calls the hook with its options and answers true', async () => {
    const onInputStart = vi.fn()
    expect(await runHook({ id: 't', onInputStart }, 'onInputStart', call)).toBe(true)
    expect(onInputStart).toHaveBeenCalledWith(call)
  })

  it('answers true when the tool has no such hook', async () => {
    expect(
      await runHook({ id: 't' }, 'onOutput', { toolCallId: 'c1', toolName: 't', output: 1 }),
    ).toBe(true)
  })

  it('reports a throwing or rejecting hook and never throws', async () => {
    const log = vi.fn()
    const tool = {
      id: 't',
      onInputStart: () => {
        throw new Error('sync boom')
      },
      onInputDelta: async () => {
        throw new Error('async boom')
      },
    }
    expect(await runHook(tool, 'onInputStart', call, { log })).toBe(false)
    expect(await runHook(tool, 'onInputDelta', { ...call, inputTextDelta: '{' }, { log })).toBe(
      false,
    )
    expect(log).toHaveBeenCalledTimes(2)
    expect(log).toHaveBeenCalledWith(
      'error',
      'Hook onInputDelta of tool t failed',
      expect.objectContaining({ hook: 'onInputDelta' }),
    )
  })

  it('logs to the console when no observer is given', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const tool = {
      id: 't',
      onInputStart: () => {
        throw new Error('boom')
      },
    }
    expect(await runHook(tool, 'onInputStart', call)).toBe(false)
    expect(spy).toHaveBeenCalledWith(
      '[polytool] Hook onInputStart of tool t failed',
      expect.any(Object),
    )
    spy.mockRestore()
  })
})
