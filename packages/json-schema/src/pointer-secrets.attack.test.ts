// A property named after a connection string: escaped as a pointer token (`/` → `~1`), its
// credentials no longer looked like a URL's, and every message quoting the pointer showed them.
import { redactedPointer } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { fromJsonSchema } from './from-json-schema'
import { toProviderSchema } from './to-provider-schema'

const KEY = 'postgres://admin:s3cr3t@db/prod'

function messageOf(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected a throw')
}

describe('attack: credentials in a property name, quoted as a pointer', () => {
  it('are hidden in emitter and fromJsonSchema errors', () => {
    const messages = [
      messageOf(() =>
        toProviderSchema({ type: 'object', properties: { [KEY]: { type: 'nope' } } }, 'openai'),
      ),
      messageOf(() =>
        fromJsonSchema({ type: 'object', properties: { [KEY]: { pattern: '(?=a)' } } }),
      ),
      messageOf(() =>
        fromJsonSchema({ type: 'object', properties: { [KEY]: { $ref: '#/nowhere' } } }),
      ),
    ]
    for (const message of messages) {
      expect(message).not.toContain('s3cr3t')
      expect(message).toContain('postgres:~1~1[redacted]@db~1prod')
    }
  })

  it('are hidden in warnings', () => {
    const { warnings } = toProviderSchema(
      { type: 'object', properties: { [KEY]: { type: 'string', minLength: 3 } } },
      'openai',
    )
    expect(warnings.length).toBeGreaterThan(0)
    for (const warning of warnings) expect(warning.message).not.toContain('s3cr3t')
  })

  it('keeps ordinary tokens, escapes and all, as they are', () => {
    expect(redactedPointer('/properties/a~1b/items/0/c~0d')).toBe('/properties/a~1b/items/0/c~0d')
    expect(redactedPointer('')).toBe('')
  })
})
