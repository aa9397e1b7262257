// Secrets written in shapes redaction did not read: JSON inside a JSON string, keys of two
// words, a value holding `&` or a quote, a command-line flag, Ruby and PHP hashes, and PEM
// private keys. Each case showed some or all of its secret.
import { describe, expect, it } from 'vitest'
import { redactSecrets } from './redact'

describe('attack: secrets in shapes redaction missed', () => {
  it.each([
    [
      'JSON in a JSON string',
      'Error: 400 {"error":"{\\"api_key\\":\\"sk_abc12345\\"}"}',
      'abc12345',
    ],
    ['escaped JSON after a prefix', 'body: {\\"password\\":\\"hunter22\\"}', 'hunter22'],
    ['a two-word key', 'Secret Key: abc123', 'abc123'],
    ['a two-word key in lower case', 'session id: 9f8e7d6c', '9f8e7d6c'],
    ['a value holding &', 'password: Tr0ub4dor&3', '&3'],
    ['a quote inside a quoted value', 'password="ab"-cd"', 'cd'],
    ['a command-line flag', 'spawn mysql --password hunter22 --host db', 'hunter22'],
    ['a Ruby hash', 'password => "xyzzy-secret"', 'xyzzy-secret'],
    [
      'a PEM private key',
      'key: -----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAx\nabcdef\n-----END RSA PRIVATE KEY-----\nafter',
      'MIIEowIBAAKCAQEAx',
    ],
    ['a PEM private key without its end', '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADAN', 'MIIEvQ'],
  ])('hides %s', (_, text, secret) => {
    expect(redactSecrets(text)).not.toContain(secret)
  })

  it.each([
    ['password: Tr0ub4dor&3 next', 'password: [redacted] next'],
    ['password=hunter2&user=ann', 'password=[redacted]&user=ann'],
    [
      'body: {\\"password\\":\\"hunter22\\",\\"user\\":\\"ann\\"}',
      'body: {\\"password\\":\\"[redacted]\\",\\"user\\":\\"ann\\"}',
    ],
    ['tokens.map(token => token.id)', 'tokens.map(token => token.id)'],
    ['--password flag is required', '--password flag is required'],
    [
      '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\nafter',
      '-----BEGIN PRIVATE KEY-----[redacted]-----END PRIVATE KEY-----\nafter',
    ],
    [
      '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----',
      '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----',
    ],
  ])('keeps what is around the value in %j', (text, expected) => {
    expect(redactSecrets(text)).toBe(expected)
  })
})
