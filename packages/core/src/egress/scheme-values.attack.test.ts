// A credential written after an authentication scheme, under a secret key that is not
// `Authorization`: the scheme word used to be taken for the whole value and the credential
// after it was shown.
import { describe, expect, it } from 'vitest'
import { egressText } from './egress-text'

describe('attack: a scheme word as the value of a secret key', () => {
  it.each([
    ['auth: Bearer abcd1234efgh5678', 'abcd1234efgh5678'],
    ['token: Bearer abcd1234efgh5678', 'abcd1234efgh5678'],
    ['X-Auth-Token: Bearer abcd1234efgh5678', 'abcd1234efgh5678'],
    ['auth=Bearer abcd1234efgh5678', 'abcd1234efgh5678'],
    ['credentials: Basic dXNlcjpwYXNzd29yZA==', 'dXNlcjpwYXNzd29yZA=='],
    ['proxy_auth=Basic dXNlcjpwYXNzd29yZA== next', 'dXNlcjpwYXNzd29yZA=='],
    ['auth: Digest username="ann", response="6629fae49393a05397450978507c4ef1"', '6629fae4'],
  ])('%s', (text, secret) => {
    const shown = egressText('model', text)
    expect(shown).not.toContain(secret)
    expect(shown).toContain('[redacted]')
  })

  it('keeps the text after a credential written with `=`', () => {
    expect(egressText('model', 'proxy_auth=Basic dXNlcjpwYXNzd29yZA== next')).toBe(
      'proxy_auth=[redacted] next',
    )
  })
})
