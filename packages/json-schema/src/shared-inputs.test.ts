import { describe, expect, it } from 'vitest'
import type { SchemaNode } from './json-schema'
import { SchemaLimitError } from './limit-error'
import { sharingPreparedInputs } from './shared-inputs'
import corpus from './test-fixtures/github-mcp-server-tools.json'
import { JSON_CASES } from './test-fixtures/json-cases'
import { PROFILES } from './test-fixtures/profiles'
import { toProviderSchema } from './to-provider-schema'

/** An input schema that counts how often its `properties` are read. */
function countedSchema() {
  const counter = { reads: 0 }
  const properties = { city: { type: 'string' }, days: { type: 'integer' } }
  const schema = {
    type: 'object',
    get properties() {
      counter.reads++
      return properties
    },
  }
  return { schema, counter }
}

describe('sharingPreparedInputs', () => {
  it('scans and prepares an input once for all its emissions in the call', () => {
    const alone = countedSchema()
    toProviderSchema(alone.schema, 'openai', { strict: true })
    const readsPerEmission = alone.counter.reads
    toProviderSchema(alone.schema, 'openai', { strict: false })
    expect(alone.counter.reads).toBe(2 * readsPerEmission)

    const shared = countedSchema()
    sharingPreparedInputs(() => {
      toProviderSchema(shared.schema, 'openai', { strict: true })
      toProviderSchema(shared.schema, 'openai', { strict: false })
      toProviderSchema(shared.schema, 'mcp')
    })
    expect(shared.counter.reads).toBe(readsPerEmission)
  })

  it('scans again, and throws, where the later emission has lower limits', () => {
    const { schema } = countedSchema()
    const error = sharingPreparedInputs(() => {
      toProviderSchema(schema, 'mcp')
      try {
        toProviderSchema(schema, 'openai', { limits: { maxInputNodes: 3 } })
      } catch (thrown) {
        return thrown
      }
      return undefined
    })
    expect(error).toBeInstanceOf(SchemaLimitError)
    expect(error).toMatchObject({ code: 'MAX_INPUT_NODES', limit: 3 })
  })

  it('forgets the inputs once the call ends', () => {
    const { schema, counter } = countedSchema()
    sharingPreparedInputs(() => toProviderSchema(schema, 'openai'))
    const reads = counter.reads
    toProviderSchema(schema, 'anthropic')
    expect(counter.reads).toBe(2 * reads)
  })
})

describe('sharingPreparedInputs: emissions in any order', () => {
  // The corpus, and the hand-written cases: references, unions, tuples, draft-04 forms.
  const corpusTools = [
    ...(corpus.tools as unknown as { name: string; inputSchema: SchemaNode }[]),
    ...Object.entries(JSON_CASES).map(([name, inputSchema]) => ({
      name,
      inputSchema: inputSchema as SchemaNode,
    })),
  ]

  it.each(PROFILES)(
    'every corpus schema emitted for $id after its pass-through emission equals its emission alone',
    (profile) => {
      for (const tool of corpusTools) {
        const emitAlone = () =>
          toProviderSchema(structuredClone(tool.inputSchema), profile.target, profile.options)
        const input = structuredClone(tool.inputSchema)
        const emitAfter = () =>
          sharingPreparedInputs(() => {
            toProviderSchema(input, 'mcp')
            toProviderSchema(input, 'openai', { strict: false })
            return toProviderSchema(input, profile.target, profile.options)
          })
        const [alone, after] = [outcomeOf(emitAlone), outcomeOf(emitAfter)]
        expect(after, tool.name).toEqual(alone)
      }
    },
  )
})

function outcomeOf(emit: () => { schema: unknown; warnings: unknown }): unknown {
  try {
    const { schema, warnings } = emit()
    return { schema, warnings }
  } catch (error) {
    return { error: String(error) }
  }
}
