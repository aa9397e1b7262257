import { recordingTool } from '@polytool/conformance'
import { isValidationError } from '@polytool/core'
import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { createTool } from './index'

const define = (inputSchema: ReturnType<typeof Schema.toStandardSchemaV1>) =>
  recordingTool(createTool, inputSchema)

// Effect wraps the predicate of a filter in its own function: an async one cannot be told from
// the schema, so it is refused when it runs.
describe('an async filter, which Effect calls synchronously', () => {
  const filters = {
    'an async predicate': async (text: string) => text === 'admin',
    'a predicate that returns a promise': (text: string) => Promise.resolve(text === 'admin'),
  }
  for (const [name, predicate] of Object.entries(filters)) {
    it(`refuses ${name} when it runs, never accepting the value`, async () => {
      const a = Schema.String.check(Schema.makeFilter(predicate as never))
      const { tool, received } = define(Schema.toStandardSchemaV1(Schema.Struct({ a })))
      const result = await tool.execute({ a: 'admin' })
      expect(isValidationError(result) && result.code).toBe('TOOL_INPUT_INVALID')
      expect(received).toEqual([])
    })
  }
})
