import type { StandardSchemaV1 } from '@standard-schema/spec'
import { describe, expect, it } from 'vitest'
import { createTool } from './create-tool'
import { normalizeIssues, PROMISED_MESSAGE } from './issues'
import { unhandledRejectionsOf } from './unhandled-rejections.test-support'
import { isValidationError } from './validation-error'

// A library that calls the schema's message function synchronously and keeps what it returns
// as the message (Valibot, Yup, ArkType): a plain function that returns a rejecting promise.
function withMessage(count: number, message: () => unknown): StandardSchemaV1 {
  return {
    '~standard': {
      version: 1,
      vendor: 'messaging',
      validate: () => ({
        issues: Array.from({ length: count }, (_, index) => ({
          message: message() as string,
          path: [index],
        })),
      }),
    },
  }
}

const rejecting = () => Promise.reject(new Error('db=customers_private'))

describe('an issue whose message is a promise', () => {
  it('reads as a clear message, never [object Promise], and its rejection is handled', async () => {
    let result: unknown
    const unhandled = await unhandledRejectionsOf(async () => {
      const tool = createTool({
        id: 'messages',
        description: 'A tool whose schema has a message function that returns a promise',
        inputSchema: withMessage(1, rejecting),
        execute: () => 'ran',
      })
      result = await tool.execute({})
    })
    expect(isValidationError(result) && result.issues).toEqual([
      { path: [0], message: PROMISED_MESSAGE },
    ])
    expect(JSON.stringify(result)).not.toContain('[object Promise]')
    expect(JSON.stringify(result)).not.toContain('customers_private')
    expect(unhandled).toEqual([])
  })

  it('handles the promises of the issues past maxIssues too', async () => {
    const unhandled = await unhandledRejectionsOf(() => {
      const issues = withMessage(50, rejecting)['~standard'].validate({}) as {
        issues: StandardSchemaV1.Issue[]
      }
      expect(normalizeIssues(issues.issues, { maxIssues: 5 })).toHaveLength(5)
    })
    expect(unhandled).toEqual([])
  })

  it('keeps a text message, and reads no message getter past maxIssues', () => {
    let reads = 0
    const issues = Array.from({ length: 10 }, () => ({
      path: [],
      get message() {
        reads++
        return 'too short'
      },
    }))
    expect(normalizeIssues(issues, { maxIssues: 2 })).toEqual([
      { path: [], message: 'too short' },
      { path: [], message: 'too short' },
    ])
    expect(reads).toBe(2)
  })
})
