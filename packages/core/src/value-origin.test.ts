import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './create-tool'
import { type JsonSchemaAdapter, type ValueOrigin, withAdapter } from './json-schema/adapter'
import { RequestContext } from './request-context'
import type { BackgroundExecutor, BackgroundResult } from './runtime/background'
import { createToolCallRuntime } from './runtime/runtime'
import { validateWith } from './validate'

// An adapter that says which validator validated each value: the one asked for `'caller'`
// values or the one asked for a tool's own output.
function recordingAdapter(seen: [ValueOrigin, unknown][], bare: boolean): JsonSchemaAdapter {
  return {
    vendor: 'zod',
    targets: ['draft-2020-12'],
    toJsonSchema: (schema) => z.toJSONSchema(schema as z.ZodType),
    validator: (schema, origin = 'caller') => {
      return (value) => {
        seen.push([origin, value])
        return schema['~standard'].validate(value)
      }
    },
    ...(bare ? { makesValues: () => false, runsChecks: () => false } : {}),
    readsInheritedKeys: () => false,
  }
}

describe("the adapter's validator is asked per origin", () => {
  for (const bare of [true, false]) {
    const kind = bare ? 'bare validators (straight line)' : 'validators with checks'
    it(`validates the input as the caller's and the output as the tool's, one schema on both sides (${kind})`, async () => {
      const seen: [ValueOrigin, unknown][] = []
      // One schema object for both sides: one entry, two validators.
      const schema = withAdapter(z.object({ city: z.string() }), recordingAdapter(seen, bare))
      const tool = createTool({
        id: 'echo',
        description: 'Echo',
        inputSchema: schema,
        outputSchema: schema,
        execute: ({ city }) => ({ city: `${city}!` }),
      })
      for (const call of [
        () => tool.execute({ city: 'Paris' }),
        () => tool.execute({ city: 'Paris' }, { requestContext: new RequestContext() }),
      ]) {
        seen.length = 0
        expect(await call()).toEqual({ city: 'Paris!' })
        expect(seen).toEqual([
          ['caller', { city: 'Paris' }],
          ['tool', { city: 'Paris!' }],
        ])
      }
    })
  }

  it('validates a value given to validateWith as a caller value', async () => {
    const seen: [ValueOrigin, unknown][] = []
    const schema = withAdapter(z.object({ city: z.string() }), recordingAdapter(seen, true))
    await validateWith(schema, { city: 'Oslo' })
    expect(seen).toEqual([['caller', { city: 'Oslo' }]])
  })

  it('validates a background output read back from an executor as a caller value (attack)', async () => {
    const seen: [ValueOrigin, unknown][] = []
    const output = withAdapter(z.object({ city: z.string() }), recordingAdapter(seen, true))
    const tool = createTool({
      id: 'weather',
      description: 'Weather',
      inputSchema: z.object({}),
      outputSchema: output,
      background: { enabled: true },
      execute: () => ({ city: 'Paris' }),
    })
    // What a queue hands back: anyone who can write to it wrote this.
    const executor: BackgroundExecutor = {
      submit: () => {},
      cancel: () => {},
      result: async (_jobId, { toolCallId }): Promise<BackgroundResult> => ({
        status: 'completed',
        toolCallId,
        output: { city: 'Oslo' },
      }),
    }
    const runtime = createToolCallRuntime({ tools: [tool], executor })
    runtime.push({ type: 'tool-input-start', toolCallId: 'c1', toolName: 'weather' })
    runtime.push({ type: 'tool-input-delta', toolCallId: 'c1', inputTextDelta: '{}' })
    runtime.push({ type: 'tool-input-end', toolCallId: 'c1' })
    await runtime.settle()
    await runtime.idle()
    await runtime.close()
    expect(seen).toEqual([['caller', { city: 'Oslo' }]])
  })
})
