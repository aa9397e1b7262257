import { describe, expect, it } from 'vitest'
import { excerpt, looksSecret, redactSecrets } from './secrets'

describe('looksSecret', () => {
  it.each([
    'password',
    'userPassword',
    'passwd',
    'secret',
    'clientSecret',
    'token',
    'accessToken',
    'refresh_token',
    'apiKey',
    'API_KEY',
    'x-api-key',
    'apikey',
    'auth',
    'authorization',
    'Authorization',
    'x-auth',
    'credential',
    'credentials',
    'awsCredentials',
    'privateKey',
    'cookie',
    'password1',
    'pass',
    'passphrase',
    'sessionId',
    'session_id',
    'bearer',
    'jwt',
    'apiKey2',
    'APIKey',
    'DATABASE_URL',
    'connectionString',
    'x-session-key',
  ])('%s looks secret', (key) => {
    expect(looksSecret(key)).toBe(true)
  })

  it.each([
    'author',
    'authorName',
    'tokenizer',
    'location',
    'keyboard',
    'passage',
    'monkey',
    'session',
    'sessionCount',
    'pinned',
    'compass',
    0,
  ])('%s does not', (key) => {
    expect(looksSecret(key)).toBe(false)
  })
})

describe('redactSecrets', () => {
  it.each([
    ['postgres://app:hunter2@db.internal:5432/prod', 'postgres://[redacted]@db.internal:5432/prod'],
    [
      'see https://ghp_abcdefghijklmnopqrstuvwx@github.com/x',
      'see https://[redacted]@github.com/x',
    ],
    ['Authorization: Bearer abc.def-ghi', 'Authorization: [redacted]'],
    ['token abcdef123456 expired', 'token [redacted] expired'],
    ['password=hunter2&user=ann', 'password=[redacted]&user=ann'],
    ['must be valid (was {"password":"S3CR3T"})', 'must be valid (was {"password":"[redacted]"})'],
    ["{'apiKey2': 'k-123'}", "{'apiKey2': '[redacted]'}"],
    ['key sk-proj-abcdefghijklmnop1234 leaked', 'key [redacted] leaked'],
    ['id AKIAABCDEFGHIJKLMNOP here', 'id [redacted] here'],
    ['db down: password=hunter2', 'db down: password=[redacted]'],
    ['a=b:c=secret=x', 'a=b:c=secret=[redacted]'],
    ['a=b=c=d=e=f=password=hunter2', 'a=b=c=d=e=f=password=[redacted]'],
  ])('hides the secret in %j', (text, expected) => {
    expect(redactSecrets(text)).toBe(expected)
  })

  it('hides JWT-shaped strings', () => {
    const jwt =
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U'
    expect(redactSecrets(`sent ${jwt} twice`)).toBe('sent [redacted] twice')
  })

  it('leaves plain text alone', () => {
    const text = 'City "Paris" not found; author=Ann; see https://example.com/a@b'
    expect(redactSecrets(text)).toBe(text)
  })
})

describe('excerpt', () => {
  it('is short and says it was cut', () => {
    const shown = excerpt('x'.repeat(10_000), 40)
    expect(shown).toHaveLength(40)
    expect(shown.endsWith('…')).toBe(true)
  })

  it('hides a URL whose credentials are cut before the @', () => {
    const shown = excerpt(
      `${'.'.repeat(20)} postgres://admin:correct-horse-battery-staple-${'z'.repeat(60)}@db`,
      50,
    )
    expect(shown).not.toContain('correct-horse')
    expect(shown).toContain('postgres://[redacted]')
  })

  it('hides a secret that straddles the cut', () => {
    expect(excerpt(`{"apiKey":"${'k'.repeat(100)}"}`, 30)).not.toContain('kkkk')
  })
})
