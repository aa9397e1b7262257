import { describe, expect, it } from 'vitest'
import { readResult } from './result'

// A job's return value comes from whatever answered on the queue: another worker version, or a
// stranger on the same server. Anything that is not a tool call result must fail closed.
describe('reading a hostile job result', () => {
  it.each([
    ['text that is not JSON', '{"status":"completed",'],
    ['a number', 42],
    ['null', null],
    ['an array', ['completed', 1]],
    ['a completed result without output', { status: 'completed' }],
    ['a failure without a code', { status: 'failed', error: { message: 'x' } }],
    ['an unknown status', { status: 'pwned', output: 1 }],
  ])('refuses %s with TOOL_RESULT_INVALID', (_, value) => {
    const result = readResult('call-1', value)
    expect(result.status).toBe('failed')
    expect(result.status === 'failed' && result.error.code).toBe('TOOL_RESULT_INVALID')
  })

  it('keeps a __proto__ key in a result from reaching any prototype', () => {
    const text =
      '{"status":"completed","output":{"__proto__":{"polluted":true}},"__proto__":{"polluted":true}}'
    const result = readResult('call-1', text)
    expect(result.status).toBe('completed')
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined()
  })

  it('answers for the call it was asked about, whatever id the result claims', () => {
    const result = readResult('call-1', { status: 'completed', output: 1, toolCallId: 'call-2' })
    expect(result.toolCallId).toBe('call-1')
  })
})
