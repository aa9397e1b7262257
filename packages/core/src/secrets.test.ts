import { describe, expect, it } from 'vitest'
import { looksSecret } from './secrets'

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
  ])('%s looks secret', (key) => {
    expect(looksSecret(key)).toBe(true)
  })

  it.each(['author', 'authorName', 'tokenizer', 'location', 'keyboard', 'passage', 'monkey', 0])(
    '%s does not',
    (key) => {
      expect(looksSecret(key)).toBe(false)
    },
  )
})
