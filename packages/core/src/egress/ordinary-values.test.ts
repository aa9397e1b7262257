import { describe, expect, it } from 'vitest'
import { redactSecrets } from './redact'

describe('values that read as something other than a secret', () => {
  it.each([
    'Unexpected token: "}"',
    "SyntaxError: Unexpected token: ')' at line 3",
    'unexpected Token: "=>"',
    'pwd: /home/user',
    'PWD=/srv/app/releases/2024-05-01',
    '{"pwd":"/var/lib/app"}',
  ])('shows %j as it is', (text) => {
    expect(redactSecrets(text)).toBe(text)
  })

  it.each([
    ['pwd: hunter2xyz', 'pwd: [redacted]'],
    ['pwd: /hunter2!', 'pwd: [redacted]'],
    ['pwd=~/x', 'pwd=[redacted]'],
    ['password: /home/user', 'password: [redacted]'],
    ['token: "sk-live-abcdefghijklmnop"', 'token: "[redacted]"'],
    ['token: "}"', 'token: "[redacted]"'],
    ['Unexpected token: "a1"', 'Unexpected token: "[redacted]"'],
    ['Unexpected token: "}}}}}"', 'Unexpected token: "[redacted]"'],
    ['Unexpected token: hunter2', 'Unexpected token: [redacted]'],
    ['NotUnexpected token: "}"', 'NotUnexpected token: "[redacted]"'],
    ['Unexpected  token: "}"', 'Unexpected  token: "[redacted]"'],
    ['Unexpected api_token: "}"', 'Unexpected api_token: "[redacted]"'],
  ])('still hides the value in %j', (text, expected) => {
    expect(redactSecrets(text)).toBe(expected)
  })
})
