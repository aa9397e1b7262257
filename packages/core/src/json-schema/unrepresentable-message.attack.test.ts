import { describe, expect, it } from 'vitest'
import { UnrepresentableSchemaError } from './errors'

// A schema key named after a connection string, with terminal escapes and 50,000 more
// characters: the error's message is logged, so it goes through the egress gate like a log line.
const HOSTILE_KEY = `postgres:~1~1admin:s3cr3t@db~1prod password=hunter2 \u001b]0;pwned\u0007\u202eevil${'A'.repeat(50_000)}`

describe('UnrepresentableSchemaError quoting a hostile path', () => {
  it('redacts, escapes and cuts it', () => {
    const error = new UnrepresentableSchemaError(
      { vendor: 'zod', io: 'input', target: 'draft-2020-12', toolId: 't', option: 'inputSchema' },
      [{ code: 'bigint', path: `/properties/${HOSTILE_KEY}`, message: 'a bigint' }],
    )
    expect(error.message).not.toContain('s3cr3t')
    expect(error.message).not.toContain('hunter2')
    for (const control of ['\u001b', '\u0007', '\u202e'])
      expect(error.message).not.toContain(control)
    expect(error.message.length).toBeLessThan(2_000)
    expect(error.message).toContain('(bigint): a bigint')
  })
})
