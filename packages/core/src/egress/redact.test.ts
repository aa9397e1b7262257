import { describe, expect, it } from 'vitest'
import { redactSecrets } from './redact'

describe('redactSecrets by key, header and quote', () => {
  it.each([
    ['after two prefixes', 'db: auth failed: token=tk_9f8a7b6c5d', 'tk_9f8a7b6c5d'],
    ['an API key header', 'x-api-key: 4c1d9a77e0b24f3f', '4c1d9a77e0b24f3f'],
    ['a header in a dump', 'GET /v1\nX-Api-Key: 4c1d9a77e0b24f3f\nAccept: */*', '4c1d9a77e0b24f3f'],
    ['the first cookie', 'Cookie: sid=s3ss10n-v4lue; theme=dark', 's3ss10n-v4lue'],
    ['a set-cookie header', 'Set-Cookie: refresh=r3fr3sh-abc; Path=/; HttpOnly', 'r3fr3sh-abc'],
    ['an authorization header', 'Authorization: Basic dXNlcjpodW50ZXIy', 'dXNlcjpodW50ZXIy'],
    [
      'a quoted header value',
      '"authorization": "Bearer opaque token with spaces"',
      'opaque token with spaces',
    ],
    ['a key in single quotes', "{'client_secret': 'cs-live-7777'}", 'cs-live-7777'],
    ['a URL password holding :', 'redis://default:pa:ss:word-secret@cache:6379', 'word-secret'],
    ['an escaped double quote', 'password="ab\\"cd-secret-tail" next', 'cd-secret-tail'],
    ['an escaped quote in JSON', '{"password":"x\\"y-secret-tail","user":"ann"}', 'y-secret-tail'],
  ])('hides a secret in %s', (_, text, secret) => {
    expect(redactSecrets(text)).not.toContain(secret)
  })

  it.each([
    ['password=hunter2&user=ann', 'password=[redacted]&user=ann'],
    ['{"password":"S3CR3T","user":"ann"}', '{"password":"[redacted]","user":"ann"}'],
    ['Cookie: sid=abc; theme=dark\nAccept: */*', 'Cookie: [redacted]\nAccept: */*'],
    ['Error: password: hunter2 (retry)', 'Error: password: [redacted] (retry)'],
    ['password: [redacted]', 'password: [redacted]'],
    ['token == null', 'token == null'],
    ['max_tokens=4096', 'max_tokens=4096'],
    ['x-api-key: A._ruuq:~p%Qux', 'x-api-key: [redacted]'],
    ['Token: expired.', 'Token: expired.'],
  ])('keeps what is around the value in %j', (text, expected) => {
    expect(redactSecrets(text)).toBe(expected)
  })
})
