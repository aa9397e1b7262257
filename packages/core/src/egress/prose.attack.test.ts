// Messages in which a secret-looking key is followed by a sentence, not a value: redaction
// used to take the sentence's first word for a secret and garble the message.
import { describe, expect, it } from 'vitest'
import { redactSecrets } from './redact'

describe('attack: a sentence after a secret-looking key', () => {
  it.each([
    'Error: auth: Request failed with status code 401',
    'auth: user not found',
    'signature: mismatch between the computed and the received value',
    'pin: 4 digits required',
    'Pass: 3 of 5 tests',
    'x-api-key: header missing',
    'password: String must contain at least 8 character(s)',
  ])('keeps %j as it is', (message) => {
    expect(redactSecrets(message)).toBe(message)
  })

  it.each([
    ['password: hunter2', 'password: [redacted]'],
    ['password: hunter2 is wrong', 'password: [redacted] is wrong'],
    ['auth: Bearer abcdefghijklmnop', 'auth: [redacted]'],
    ['auth: Bearer abcd1234efgh5678', 'auth: [redacted]'],
    ['password: swordfish', 'password: [redacted]'],
  ])('still hides the value in %j', (text, expected) => {
    expect(redactSecrets(text)).toBe(expected)
  })
})
