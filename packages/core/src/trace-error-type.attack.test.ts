// Attacks on `error.type`: a thrown value's own `code` and `name` fields are the thrower's text,
// which may quote a request-context value, and take any number of values.
import { describe, expect, it } from 'vitest'
import { ToolError, ToolExecutionError } from './errors'
import { traceEndOfError, traceEndOfResult } from './trace'
import { TRACE_ERROR_TYPES } from './trace-error-type'

const SECRET = 'TENANTSECRET'

describe('error.type of a thrown value', () => {
  it("never is a thrown error's own code (wrapped or not)", () => {
    const thrown = Object.assign(new Error('db'), { code: `CODESECRET-${SECRET}` })
    expect(traceEndOfError(thrown)).toEqual({ outcome: 'thrown', errorType: 'Error' })
    expect(traceEndOfError(new ToolExecutionError('t', thrown))).toEqual({
      outcome: 'thrown',
      errorType: 'TOOL_EXECUTION_FAILED',
    })
  })

  it('never is the code of a thrown plain object', () => {
    const thrown = { message: 'x', code: `CODESECRET-${SECRET}` }
    expect(traceEndOfError(thrown).errorType).toBe('object')
    expect(traceEndOfError(new ToolExecutionError('t', thrown)).errorType).toBe(
      'TOOL_EXECUTION_FAILED',
    )
  })

  it("never is a thrown error's own name field", () => {
    const thrown = Object.assign(new RangeError('x'), { name: `NAMESECRET-${SECRET}` })
    expect(traceEndOfError(thrown).errorType).toBe('RangeError')
    class CustomSecretError extends Error {}
    expect(traceEndOfError(new CustomSecretError('x')).errorType).toBe('Error')
  })

  it("keeps a ToolError's own code apart from error.type, thrown or as a failure", () => {
    const thrown = new ToolError('nope', { code: `CODESECRET_${SECRET}` })
    expect(traceEndOfError(new ToolExecutionError('t', thrown))).toEqual({
      outcome: 'thrown',
      errorType: 'TOOL_ERROR',
      toolErrorCode: `CODESECRET_${SECRET}`,
    })
    class NotFoundError extends ToolError {}
    const subclass = new NotFoundError('nope', { code: `CODESECRET_${SECRET}` })
    expect(traceEndOfError(new ToolExecutionError('t', subclass))).toMatchObject({
      errorType: 'TOOL_ERROR',
      toolErrorCode: `CODESECRET_${SECRET}`,
    })
    const failure = { error: true, code: `CODESECRET_${SECRET}`, message: 'nope' }
    expect(traceEndOfResult(failure)).toMatchObject({
      outcome: 'failed',
      errorType: 'TOOL_ERROR',
      toolErrorCode: `CODESECRET_${SECRET}`,
    })
  })

  it('takes a bounded set of values for 1,000 distinct thrown codes and names', () => {
    const types = new Set<string | undefined>()
    for (let i = 0; i < 1000; i++) {
      const error = Object.assign(new Error('x'), { code: `E${i}`, name: `N${i}` })
      types.add(traceEndOfError(error).errorType)
      types.add(traceEndOfError(new ToolExecutionError('t', error)).errorType)
      types.add(traceEndOfError({ code: `E${i}` }).errorType)
      types.add(traceEndOfResult({ error: true, code: `E${i}`, message: '' }).errorType)
    }
    expect([...types].every((type) => type !== undefined && TRACE_ERROR_TYPES.has(type))).toBe(true)
    expect(types.size).toBeLessThanOrEqual(4)
  })
})
