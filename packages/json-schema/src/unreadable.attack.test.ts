import { describe, expect, it } from 'vitest'
import { JsonSchemaError } from './errors'
import { fromJsonSchema } from './from-json-schema'
import { measureSchema } from './measure'
import { thrownBy as anyThrown } from './test-fixtures/hostile'
import { toProviderSchema } from './to-provider-schema'

// A schema from a host object whose getter throws an error carrying a secret: the raw message
// must not come back out in the error a caller logs or shows.
const leaky = () => ({
  type: 'object',
  get properties(): never {
    throw new Error('password=schemagetter\n1 tool(s) ok')
  },
})

function thrownBy(run: () => unknown): Error {
  const thrown = anyThrown(run)
  expect(thrown).toBeInstanceOf(Error)
  return thrown as Error
}

describe('a schema whose getter throws a secret', () => {
  it.each([
    ['toProviderSchema', () => toProviderSchema(leaky(), 'openai')],
    ['measureSchema', () => measureSchema(leaky())],
    ['fromJsonSchema', () => fromJsonSchema(leaky())],
  ])('%s throws a JsonSchemaError with the message redacted', (_, run) => {
    const error = thrownBy(run)
    expect(error).toBeInstanceOf(JsonSchemaError)
    expect(error.message).toContain('reading it threw')
    expect(error.message).not.toContain('schemagetter')
    expect(error.message).toContain('password=[redacted]')
  })

  it('does not read a thrown Proxy whose every trap throws', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('password=again')
        },
        getPrototypeOf() {
          throw new Error('password=again')
        },
      },
    )
    const schema = {
      get type(): never {
        throw hostile
      },
    }
    const error = thrownBy(() => toProviderSchema(schema, 'gemini'))
    expect(error).toBeInstanceOf(JsonSchemaError)
    expect(error.message).not.toContain('again')
  })
})
