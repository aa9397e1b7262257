import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from '../../create-tool'
import { createToolCallRuntime } from '../runtime'
import { streamCall } from '../test-fixtures/streaming'
import type { JsonParseError } from './json-parse-error'
import { createPartialJsonParser } from './parser'

function failure(pieces: readonly string[], maxDepth?: number): JsonParseError {
  const parser = createPartialJsonParser(maxDepth === undefined ? {} : { maxDepth })
  for (const piece of pieces) parser.write(piece)
  const result = parser.end()
  if (result.ok) throw new Error(`expected an error, parsed ${JSON.stringify(result.value)}`)
  return result.error
}

// Counts the characters the parser looks at, through the one primitive it reads them with.
const charCodeAt = String.prototype.charCodeAt
let reads = 0
function countReads(): void {
  reads = 0
  String.prototype.charCodeAt = function (this: string, index: number) {
    reads++
    return charCodeAt.call(this, index)
  }
}
afterEach(() => {
  String.prototype.charCodeAt = charCodeAt
})

describe('partial JSON parser: numbers no double holds', () => {
  it.each(['1e999', '-1e999', `1${'0'.repeat(400)}`, '[1, 2e400]'])(
    '%s fails with JSON_NUMBER_OUT_OF_RANGE instead of Infinity',
    (text) => {
      // Cut anywhere, including inside the number.
      for (const cut of [1, 3, text.length - 1]) {
        const error = failure([text.slice(0, cut), text.slice(cut)])
        expect(error.code).toBe('JSON_NUMBER_OUT_OF_RANGE')
        expect(error.message.length).toBeLessThan(220)
      }
    },
  )
})

describe('partial JSON parser: a code fence left open', () => {
  it.each([
    '```json\n{"amount": 1}',
    '```json\n{"amount": 1}\n`',
    '```json\n{"amount": 1}\n``',
    '```{"amount": 1',
  ])('%j fails, the fence never closed', (text) => {
    const error = failure([text])
    expect(error.code).toBe('JSON_INCOMPLETE')
    expect(error.expected).toBe('``` to close the code fence')
  })

  it('fails the call in a runtime, without running the tool', async () => {
    const executed: unknown[] = []
    const tool = createTool({
      id: 'pay',
      description: 'Pays',
      inputSchema: z.object({ amount: z.number() }),
      execute: async (input) => executed.push(input),
    })
    const runtime = createToolCallRuntime({ tools: [tool] })
    streamCall(runtime, 'c1', 'pay', '```json\n{"amount": 1}')
    streamCall(runtime, 'c2', 'pay', '{"amount": 1e999}')
    const outcomes = await runtime.settle()
    expect(outcomes.map((o) => o.status === 'failed' && o.error.code)).toEqual([
      'TOOL_INPUT_PARSE_FAILED',
      'TOOL_INPUT_PARSE_FAILED',
    ])
    expect(executed).toEqual([])
  })
})

describe('partial JSON parser: deep nesting', () => {
  it('refuses 100,000 [ with JSON_TOO_DEEP at the limit, without a RangeError', () => {
    const text = '['.repeat(100_000)
    for (const pieces of [[text], Array.from(text)]) {
      const error = failure(pieces)
      expect(error).toMatchObject({ code: 'JSON_TOO_DEEP', offset: 256 })
      expect(error.message).toContain('maxDepth')
    }
    expect(failure(['{"a":'.repeat(300)], 10)).toMatchObject({ code: 'JSON_TOO_DEEP', offset: 50 })
  })

  it('fails the call in a runtime, and a raised maxInputDepth lets it parse', async () => {
    const tool = createTool({ id: 'echo', description: 'Echoes', execute: async (input) => input })
    const text = `{"tree":${'['.repeat(1000)}${']'.repeat(1000)}}`
    const strict = createToolCallRuntime({ tools: [tool] })
    streamCall(strict, 'c1', 'echo', text, 50)
    const [failed] = await strict.settle()
    expect(failed).toMatchObject({ status: 'failed', error: { code: 'TOOL_INPUT_PARSE_FAILED' } })
    expect(failed?.status === 'failed' && failed.error.message).toContain('at most 256 nested')

    const raised = createToolCallRuntime({ tools: [tool], maxInputDepth: 2000 })
    streamCall(raised, 'c1', 'echo', text, 50)
    expect((await raised.settle())[0]?.status).toBe('completed')
  })
})

describe('partial JSON parser: work per delta', () => {
  it('reads each character a bounded number of times, one character per delta, partial read each time', {
    timeout: 10_000,
  }, () => {
    const shapes = {
      'a long string': ['{"note":"', 'x'.repeat(200_000), '"}'],
      'deep arrays': ['['.repeat(50_000), ']'.repeat(50_000)],
      'many members': ['{', '"k":1,'.repeat(30_000), '"z":2}'],
    }
    for (const [name, parts] of Object.entries(shapes)) {
      const text = parts.join('')
      const parser = createPartialJsonParser({ maxDepth: Infinity })
      countReads()
      for (let i = 0; i < text.length; i++) {
        parser.write(text[i]!)
        void parser.partial
      }
      const result = parser.end()
      String.prototype.charCodeAt = charCodeAt
      expect(result.ok, name).toBe(true)
      // Every character is looked at; none more than twice (a number's end is read again).
      expect(reads, name).toBeGreaterThanOrEqual(text.length)
      expect(reads, name).toBeLessThanOrEqual(2 * text.length)
    }
  })

  it('quotes a huge out-of-range number short', () => {
    const error = failure([`{"n": 1${'0'.repeat(1_000_000)}}`])
    expect(error.code).toBe('JSON_NUMBER_OUT_OF_RANGE')
    expect(error.received.length).toBeLessThanOrEqual(40)
    expect(error.message.length).toBeLessThan(200)
  })
})
