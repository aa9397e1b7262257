import { describe, expect, it } from 'vitest'
import { redactSecrets } from './redact'
import { ORDINARY_MESSAGES as messages } from './test-fixtures/ordinary-messages'

describe('redaction of ordinary messages', () => {
  it('has a corpus of at least 200 messages', () => {
    expect(messages.length).toBeGreaterThanOrEqual(200)
  })

  it('changes at most 1% of them', () => {
    const changed = messages.filter((message) => redactSecrets(message) !== message)
    expect(changed.length, changed.join('\n')).toBeLessThanOrEqual(messages.length / 100)
  })
})
