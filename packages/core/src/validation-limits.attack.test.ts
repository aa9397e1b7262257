// A value that fails everywhere must not make an error as large as itself: a million wrong
// items give the first issues, a short message and a count of the rest.
import type { StandardSchemaV1 } from '@standard-schema/spec'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './create-tool'
import { ToolDefinitionError } from './errors'
import { normalizeIssues } from './issues'
import { isValidationError, type ValidationError } from './validation-error'

const MILLION = 1_000_000

/** A schema that reports one issue per item, made as they are read, counting the reads. */
function countingSchema(count: number) {
  const reads = { issues: 0 }
  const issues = new Proxy([] as StandardSchemaV1.Issue[], {
    get(target, key, receiver) {
      if (key === 'length') return count
      if (typeof key === 'string' && /^\d+$/.test(key)) {
        reads.issues++
        const index = Number(key)
        return { message: `Expected string, received number at ${index}`, path: [count - index] }
      }
      return Reflect.get(target, key, receiver)
    },
  })
  const schema: StandardSchemaV1 = {
    '~standard': { version: 1, vendor: 'attacker', validate: () => ({ issues }) },
  }
  return { schema, reads }
}

async function failWith(
  schema: StandardSchemaV1,
  input: unknown,
  limits?: object,
): Promise<ValidationError> {
  const tool = createTool({
    id: 'bulk',
    description: 'Takes many items',
    inputSchema: schema,
    ...(limits === undefined ? {} : { validationLimits: limits }),
    execute: async () => 'never',
  })
  const result = await tool.execute!(input)
  if (!isValidationError(result)) throw new Error('expected a ValidationError')
  return result
}

describe('validation caps', () => {
  it('reads only the first 100 of a million issues, sorted among themselves', async () => {
    const { schema, reads } = countingSchema(MILLION)
    const error = await failWith(schema, [])
    expect(reads.issues).toBe(100)
    expect(error.issues).toHaveLength(100)
    expect(error.issueCount).toBe(MILLION)
    expect(error.truncated).toBe(true)
    // The first 100 the library gave, sorted by path: [999901] … [1000000].
    expect(error.issues[0]!.path).toEqual([MILLION - 99])
    expect(error.issues[99]!.path).toEqual([MILLION])
    expect(error.message.length).toBeLessThanOrEqual(8192)
    expect(error.message).toMatch(/… and 99\d,\d{3} more issues/)
  })

  it('caps a real million-item failure from Zod in issues and message size', {
    timeout: 30_000,
  }, async () => {
    const error = await failWith(z.array(z.string()), new Array(MILLION).fill(0))
    expect(error.issueCount).toBe(MILLION)
    expect(error.issues).toHaveLength(100)
    expect(Object.keys(error.validationErrors).length).toBeLessThanOrEqual(101)
    expect(error.message.length).toBeLessThanOrEqual(8192)
    expect(JSON.stringify(error).length).toBeLessThan(64 * 1024)
    expect(error.message).toContain('… and 999,900 more issues')
  })

  it('keeps one huge library message short', async () => {
    const schema: StandardSchemaV1 = {
      '~standard': {
        version: 1,
        vendor: 'attacker',
        validate: () => ({ issues: [{ message: `bad ${'x'.repeat(5_000_000)}`, path: ['a'] }] }),
      },
    }
    const error = await failWith(schema, {})
    expect(error.issues[0]!.message.length).toBeLessThanOrEqual(1000)
    expect(error.message.length).toBeLessThanOrEqual(8192)
  })

  it('raises or lowers the caps per tool with validationLimits', async () => {
    const { schema, reads } = countingSchema(5000)
    const raised = await failWith(schema, [], { maxIssues: 2000, maxMessageLength: 200_000 })
    expect(reads.issues).toBe(2000)
    expect(raised.issues).toHaveLength(2000)
    expect(raised.message).toContain('… and 3,000 more issues')
    const lowered = await failWith(countingSchema(50).schema, [], {
      maxIssues: 3,
      maxMessageLength: 300,
    })
    expect(lowered.issues).toHaveLength(3)
    expect(lowered.message.length).toBeLessThanOrEqual(300)
    expect(lowered.issueCount).toBe(50)
  })

  it('refuses limits that cannot work', () => {
    const make = (validationLimits: unknown) => () =>
      createTool({ id: 't', description: 'd', validationLimits: validationLimits as never })
    expect(make({ maxIssues: 0 })).toThrow(ToolDefinitionError)
    expect(make({ maxIssues: 1.5 })).toThrow(/positive integer/)
    expect(make({ maxIsues: 10 })).toThrow(/unknown option "validationLimits.maxIsues"/)
  })

  it('normalizeIssues alone caps too', () => {
    const { schema, reads } = countingSchema(MILLION)
    const result = schema['~standard'].validate([]) as StandardSchemaV1.FailureResult
    expect(normalizeIssues(result.issues)).toHaveLength(100)
    expect(reads.issues).toBe(100)
  })
})
