import { describe, expect, it } from 'vitest'
import { safeStringify } from '../safe-stringify'
import { excerpt, redactSecrets } from '../secrets'

// Each case is text a tool, a library or a server wrote with a secret in it, in a shape the
// redaction used to miss: it shows where the secret was, and none of it may be left.
describe('attack: secrets written in shapes redaction missed', () => {
  it.each([
    ['after a prefix', 'Error: password: hunter2-swordfish', 'hunter2-swordfish'],
    ['a cookie header', 'Cookie: sid=s3ss10n-v4lue; theme=dark; csrf=c5rf-t0ken', 'c5rf-t0ken'],
    [
      'a digest header',
      'Authorization: Digest username="ann", response="6629fae49393a05397450978507c4ef1"',
      '6629fae49393a05397450978507c4ef1',
    ],
  ])('hides a secret %s', (_, text, secret) => {
    expect(redactSecrets(text)).not.toContain(secret)
  })

  it('hides the tail of a secret longer than 512 characters', () => {
    const secret = `${'a'.repeat(600)}TAIL-OF-THE-SECRET`
    for (const text of [
      `password=${secret}`,
      `{"apiKey":"${secret}"}`,
      `Authorization: Bearer ${secret}`,
      `postgres://app:${secret}@db/prod`,
      `token ${secret}1`,
      `ghp_${secret}`,
    ]) {
      expect(redactSecrets(text)).not.toContain('TAIL-OF-THE-SECRET')
    }
  })

  it('hides a JWT whose parts are longer than 4096 characters', () => {
    const jwt = `eyJ${'h'.repeat(5000)}.${'p'.repeat(5000)}.SIGNATURE-END`
    expect(redactSecrets(`sent ${jwt} twice`)).toBe('sent [redacted] twice')
  })

  it.each([
    ['@', 'postgres://app:p@ssw0rd-secret@db.internal/prod', 'ssw0rd-secret'],
    ['/', 'postgres://app:pa/ss/word-secret@db.internal/prod', 'word-secret'],
    ['all three', 'amqp://u:a@b:c/d-secret-part@mq:5672/vhost', 'd-secret-part'],
  ])('hides a URL password holding %s whole', (_, text, tail) => {
    const shown = redactSecrets(text)
    expect(shown).not.toContain(tail)
    expect(shown).toMatch(/:\/\/\[redacted\]@/)
  })

  it.each([['a bare single quote', "password='ab'cd-secret-tail' next", 'cd-secret-tail']])(
    'hides a quoted value with %s whole',
    (_, text, tail) => {
      expect(redactSecrets(text)).not.toContain(tail)
    },
  )

  it('excerpt redacts the whole text before it cuts: a JWT longer than 2 × maxLength', () => {
    const jwt = `eyJ${'h'.repeat(200)}.${'p'.repeat(50)}.signature`
    expect(excerpt(`{"note":"sent ${jwt}"}`, 80)).not.toContain('hhhhhh')
  })

  it('safeStringify redacts a long string before cutting it: URL credentials straddling the cut', () => {
    const note = `${'n'.repeat(960)} postgres://app:${'p'.repeat(60)}@db/prod`
    expect(safeStringify({ note }, { maxLength: 5000 })).not.toContain('pppppp')
  })
})
