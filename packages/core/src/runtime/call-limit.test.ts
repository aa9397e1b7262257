import { describe, expect, it } from 'vitest'
import { raceAbort } from '../abort'
import { CallLimit } from './call-limit'

describe('CallLimit', () => {
  it('makes its signal only when read, already aborted with the reason when the call was', () => {
    const limit = new CallLimit('report', undefined, undefined)
    limit.abort('user left')
    expect(limit.aborted).toBe(true)
    expect(limit.signal.aborted).toBe(true)
    expect(limit.signal.reason).toBe('user left')
    expect(limit.abortError()).toMatchObject({ name: 'ToolAbortedError' })
  })

  it('gives an abort without a reason the AbortError an AbortController gives', () => {
    const limit = new CallLimit('report', undefined, undefined)
    limit.abort(undefined)
    expect(limit.reason).toMatchObject({ name: 'AbortError' })
    expect(limit.signal.reason).toBe(limit.reason)
  })

  it('aborts a signal read before the abort, and ends races on the call or on its signal', async () => {
    const limit = new CallLimit('report', undefined, undefined)
    const signal = limit.signal
    const never = new Promise<never>(() => {})
    const onCall = raceAbort('report', never, limit)
    const onSignal = raceAbort('report', never, signal)
    limit.abort('stop')
    expect(signal.aborted).toBe(true)
    await expect(onCall).rejects.toMatchObject({ name: 'ToolAbortedError' })
    await expect(onSignal).rejects.toMatchObject({ name: 'ToolAbortedError' })
  })

  it("follows the runtime's signal", () => {
    const runtime = new AbortController()
    const limit = new CallLimit('report', undefined, runtime.signal)
    runtime.abort('shutdown')
    expect(limit.aborted).toBe(true)
    expect(limit.signal.reason).toBe('shutdown')
  })

  it('calls each waiting callback once on abort, its owner first, then the others oldest first', () => {
    const called: string[] = []
    const limit = new CallLimit('report', undefined, undefined, {
      callAborted: () => called.push('owner'),
    })
    const stopA = limit.whenAborted(() => called.push('a'))
    limit.whenAborted(() => called.push('b'))
    stopA()
    limit.whenAborted(() => called.push('c'))
    const stopD = limit.whenAborted(() => called.push('d'))
    stopD()
    limit.abort('stop')
    limit.abort('again')
    expect(called).toEqual(['owner', 'b', 'c'])
  })

  it('adds a callback given twice once, and a stopped one is not called', () => {
    const called: string[] = []
    const limit = new CallLimit('report', undefined, undefined)
    const once = () => called.push('once')
    limit.whenAborted(once)
    limit.whenAborted(once)
    const stop = limit.whenAborted(() => called.push('stopped'))
    stop()
    limit.abort('stop')
    expect(called).toEqual(['once'])
  })

  it('keeps a callback that waited before the signal was made, and its place, when waits on the signal join', async () => {
    const called: string[] = []
    const limit = new CallLimit('report', undefined, undefined)
    limit.whenAborted(() => called.push('before'))
    const signal = limit.signal
    const race = raceAbort('report', new Promise<never>(() => {}), signal)
    limit.whenAborted(() => called.push('after'))
    limit.abort('stop')
    await expect(race).rejects.toMatchObject({ name: 'ToolAbortedError' })
    expect(called).toEqual(['before', 'after'])
    expect(signal.aborted).toBe(true)
  })
})
