import { describe, expect, it } from 'vitest'
import { redactSecrets } from './redact'

// Redaction runs on text an attacker shapes. Every scanner must read each character a bounded
// number of times: the work on 1 MB of hostile text is about 4 times the work on 256 KB. The
// work is counted as the string reads and searches the scanners make (character reads,
// `indexOf`, regular expression searches), not as time, so the test does not depend on the
// machine. The scanners read the bytes of an all-ASCII text, which cannot be counted: each
// hostile text ends with a character outside ASCII, so that they read the string itself.
const counted = ['charCodeAt', 'indexOf', 'startsWith'] as const
const originals = counted.map((name) => String.prototype[name])
const originalExec = RegExp.prototype.exec
let operations = 0

function countOperations(): void {
  counted.forEach((name, index) => {
    const original = originals[index] as (...args: unknown[]) => unknown
    Object.defineProperty(String.prototype, name, {
      configurable: true,
      writable: true,
      value(this: string, ...args: unknown[]) {
        operations++
        return original.apply(this, args)
      },
    })
  })
  RegExp.prototype.exec = function (this: RegExp, text: string) {
    // A regular expression search reads from lastIndex to its match: count those characters.
    const from = this.lastIndex
    const match = originalExec.call(this, text)
    operations += (match === null ? text.length : match.index + match[0].length) - from + 1
    return match
  }
}

function work(text: string): number {
  operations = 0
  countOperations()
  try {
    redactSecrets(text)
  } finally {
    afterEachRestore()
  }
  return operations
}

function afterEachRestore(): void {
  counted.forEach((name, index) => {
    Object.defineProperty(String.prototype, name, {
      configurable: true,
      writable: true,
      value: originals[index],
    })
  })
  RegExp.prototype.exec = originalExec
}

const KB = 1024
const hostile: [string, (size: number) => string][] = [
  ['unclosed quoted secrets', (size) => 'password="'.repeat(size / 10)],
  ['keys with no value', (size) => 'password='.repeat(size / 9)],
  ['colons in a row', (size) => ':'.repeat(size)],
  ['a key run before each separator', (size) => 'token:a'.repeat(size / 7)],
  ['URL markers in one URL', (size) => `x://a:${'a://'.repeat(size / 4)}@`],
  ['URL markers without credentials', (size) => 'a://'.repeat(size / 4)],
  ['JWT starts in one run', (size) => 'eyJ-'.repeat(size / 4)],
  ['JWT headers without payload', (size) => `eyJ${'a'.repeat(size)}.`],
  ['token prefixes in one run', (size) => 'sk-'.repeat(size / 3)],
  ['schemes in a row', (size) => 'Bearer '.repeat(size / 7)],
  ['blanks before a separator', (size) => `password${' '.repeat(size)}x`],
  ['a huge header', (size) => `Cookie: ${'a=b; '.repeat(size / 5)}`],
  ['two-word keys in a row', (size) => 'Secret Key '.repeat(size / 11)],
  ['flags in a row', (size) => '--password '.repeat(size / 11)],
  ['unclosed escaped quotes', (size) => 'password=\\"'.repeat(size / 11)],
  ['unclosed quotes followed by words', (size) => `password="${'a"b'.repeat(size / 3)}`],
  ['sentences after keys', (size) => 'auth: user '.repeat(size / 11)],
  ['key words in one key run', (size) => 'ApiKeyTokenPassPin'.repeat(size / 18)],
  ['key words each a run of its own', (size) => 'pin key '.repeat(size / 8)],
  ['private key headers without an end', (size) => '-----BEGIN PRIVATE KEY-----'.repeat(size / 27)],
]

describe('attack: redaction work on hostile text grows linearly', () => {
  it.each(hostile)(
    '%s',
    (_, make) => {
      const small = work(`${make(256 * KB)}é`)
      const large = work(`${make(1024 * KB)}é`)
      // Linear work grows 4 times; quadratic work would grow 16 times; no work stays none.
      expect(large).toBeLessThanOrEqual(6 * small)
    },
    30_000,
  )
})
