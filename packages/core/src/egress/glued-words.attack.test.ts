// Secret words glued to a prefix in one case (`dbpassword=`, `ACCESSTOKEN=`) read as one word
// that is not itself a secret word, so redaction showed their values in errors and CLI lines.
import { describe, expect, it } from 'vitest'
import { redactSecrets } from './redact'
import { looksSecret } from './secret-keys'

describe('attack: secret words glued to a prefix', () => {
  it.each([
    ['dbpassword=hunter2', 'hunter2'],
    ['DBPASSWORD=hunter2', 'hunter2'],
    ['newpassword: hunter2x', 'hunter2x'],
    ['accesstoken=abcdef123', 'abcdef123'],
    ['authtoken=abcdef123', 'abcdef123'],
    ['clientsecret=abc123xyz', 'abc123xyz'],
    ['AWSSECRETS=abc123xyz', 'abc123xyz'],
    ['dbpwd=s3cr3t', 's3cr3t'],
    ['https://h/cb?x=1&dbpassword=hunter2', 'hunter2'],
    ['Error: userpassphrase: 0pen-s3same', '0pen-s3same'],
  ])('hides the value in %j', (text, secret) => {
    expect(redactSecrets(text)).not.toContain(secret)
  })

  it.each([
    'maxtokens=100',
    'completiontokens: 20',
    'bypass: yes',
    'compass: north',
    'spin=3',
    'oauth flow: device code',
  ])('leaves %j as it is', (text) => {
    expect(redactSecrets(text)).toBe(text)
  })

  it('reads glued keys as secret, and glued token counts as counts', () => {
    expect(['dbpassword', 'ACCESSTOKEN', 'clientsecret'].map(looksSecret)).toEqual([
      true,
      true,
      true,
    ])
    expect(['maxtokens', 'prompttokens', 'bypass', 'spin'].map(looksSecret)).toEqual([
      false,
      false,
      false,
      false,
    ])
  })
})
