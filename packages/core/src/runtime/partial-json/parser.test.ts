import { describe, expect, it } from 'vitest'
import { JsonParseError } from './json-parse-error'
import { createPartialJsonParser, type JsonParseResult } from './parser'

function parseInPieces(pieces: readonly string[]): JsonParseResult {
  const parser = createPartialJsonParser()
  for (const piece of pieces) parser.write(piece)
  return parser.end()
}

function parseCharByChar(text: string): JsonParseResult {
  return parseInPieces(Array.from({ length: text.length }, (_, i) => text[i]!))
}

function parsedValue(result: JsonParseResult): unknown {
  if (!result.ok) throw result.error
  return result.value
}

function errorOf(result: JsonParseResult): JsonParseError {
  if (result.ok) throw new Error(`expected an error, parsed ${JSON.stringify(result.value)}`)
  return result.error
}

describe('createPartialJsonParser: pieces split anywhere', () => {
  it('decodes escapes and \\u sequences split across pieces, surrogate pairs included', () => {
    const text = String.raw`{"s":"a\"b\\c\/d\b\f\n\r\t \u00e9 \ud83d\ude00 end"}`
    const expected = JSON.parse(text)
    expect(parsedValue(parseCharByChar(text))).toEqual(expected)
    for (let cut = 1; cut < text.length; cut++) {
      expect(parsedValue(parseInPieces([text.slice(0, cut), text.slice(cut)]))).toEqual(expected)
    }
  })

  it('reads numbers split across pieces with their exact value', () => {
    const text = '[0,-0,12,-3.25,1e3,2E-2,6.02e+23,1e-999,-1.5e-7]'
    const parsed = parsedValue(parseCharByChar(text)) as number[]
    expect(parsed).toEqual(JSON.parse(text))
    expect(Object.is(parsed[1], -0)).toBe(true)
    expect(parsedValue(parseInPieces(['[12', '34', '.5', '6e', '-', '2]']))).toEqual([1234.56e-2])
  })

  it('parses deep nesting without recursion, up to the maxDepth asked for', () => {
    const depth = 20_000
    const text = `${'['.repeat(depth)}1${']'.repeat(depth)}`
    const parser = createPartialJsonParser({ maxDepth: depth })
    parser.write(text.slice(0, 7))
    parser.write(text.slice(7))
    let value = parsedValue(parser.end())
    for (let level = 0; level < depth; level++) value = (value as unknown[])[0]
    expect(value).toBe(1)
  })

  it('parses a large array streamed in small pieces', () => {
    const items = Array.from({ length: 50_000 }, (_, i) => ({ id: i, even: i % 2 === 0 }))
    const text = JSON.stringify(items)
    const pieces = text.match(/.{1,7}/gs)!
    expect(parsedValue(parseInPieces(pieces))).toEqual(items)
  })

  it('keeps __proto__ as an own key, as JSON.parse does', () => {
    const value = parsedValue(parseCharByChar('{"__proto__":{"polluted":true}}')) as object
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
    expect(Object.keys(value)).toEqual(['__proto__'])
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined()
  })
})

describe('createPartialJsonParser: the partial value', () => {
  it('grows strings as they arrive and shows numbers once complete', () => {
    const parser = createPartialJsonParser()
    parser.write('{"city": "Par')
    expect(parser.partial).toEqual({ city: 'Par' })
    parser.write('is", "days": 1')
    expect(parser.partial).toEqual({ city: 'Paris' })
    parser.write('4, "tags": [')
    expect(parser.partial).toEqual({ city: 'Paris', days: 14, tags: [] })
    parser.write('"a", tr')
    expect(parser.partial).toEqual({ city: 'Paris', days: 14, tags: ['a'] })
    parser.write('ue]}')
    expect(parser.partial).toEqual({ city: 'Paris', days: 14, tags: ['a', true] })
  })

  it('leaves an escape out until it is complete', () => {
    const parser = createPartialJsonParser()
    parser.write('"caf\\u00')
    expect(parser.partial).toBe('caf')
    parser.write('e9"')
    expect(parser.partial).toBe('café')
  })
})

describe('createPartialJsonParser: model slips', () => {
  it('accepts trailing commas and reports them as repairs', () => {
    const result = parseCharByChar('{"a":[1,2,],"b":3,}')
    expect(result).toEqual({
      ok: true,
      value: { a: [1, 2], b: 3 },
      repairs: [
        { kind: 'trailing-comma', offset: 10 },
        { kind: 'trailing-comma', offset: 18 },
      ],
    })
  })

  it('strips a Markdown code fence around the JSON', () => {
    expect(parseCharByChar('```json\n{"a": 1}\n```\n')).toEqual({
      ok: true,
      value: { a: 1 },
      repairs: [{ kind: 'code-fence', offset: 0 }],
    })
    expect(parsedValue(parseCharByChar('```{"a": 1}```'))).toEqual({ a: 1 })
  })

  it('closes containers left open after a complete value', () => {
    expect(parseCharByChar('{"a": {"b": [1, 2')).toEqual({
      ok: true,
      value: { a: { b: [1, 2] } },
      repairs: [{ kind: 'closed-containers', offset: 17 }],
    })
    expect(parsedValue(parseCharByChar('{"a": 1,'))).toEqual({ a: 1 })
  })

  it('rejects text cut inside a string, a literal, or before a value', () => {
    const cutString = errorOf(parseCharByChar('{"note": "half a sent'))
    expect(cutString).toBeInstanceOf(JsonParseError)
    expect(cutString.code).toBe('JSON_INCOMPLETE')
    expect(cutString.path).toBe('/note')
    expect(cutString.message).toBe(
      `Invalid JSON at line 1, column 22 (offset 21) in /note: expected the closing '"' of the string, received the end of the input`,
    )
    expect(errorOf(parseCharByChar('{"ok": tr')).expected).toBe('the rest of "true"')
    expect(errorOf(parseCharByChar('{"a":')).expected).toBe('a value for the key')
    expect(errorOf(parseCharByChar('{"a"')).expected).toBe("':' after the key")
    expect(errorOf(parseCharByChar('')).expected).toBe('a JSON value')
  })
})

describe('createPartialJsonParser: malformed input', () => {
  it.each([
    ['[1 2]', "',' or ']' after an array item", "'2'", '/0', 3],
    ['{"a":1 "b":2}', "',' or '}' after an object member", `'"'`, '/a', 7],
    ['{a:1}', "a key in double quotes or '}'", "'a'", '', 1],
    ['{"list":[1,{"x":01}]}', "'.' or an exponent after a leading 0", "'1'", '/list/1/x', 17],
    [
      '"tab\there"',
      'a string character (control characters must be escaped)',
      'control character U+0009',
      '',
      4,
    ],
    ['"\\x"', 'an escape sequence (\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)', '\\x', '', 2],
    ['"\\u12G4"', 'a hexadecimal digit in \\uXXXX', "'G'", '', 5],
    ['{"a":1}}', 'nothing more after the JSON value', "'}'", '', 7],
    ['[-]', 'a digit after "-"', "']'", '/0', 2],
  ])(
    '%s fails with what was expected, what came and where',
    (text, expected, received, path, offset) => {
      const error = errorOf(parseCharByChar(text))
      expect(error).toMatchObject({ name: 'JsonParseError', code: 'JSON_SYNTAX_ERROR' })
      expect({
        expected: error.expected,
        received: error.received,
        path: error.path,
        offset: error.offset,
      }).toEqual({
        expected,
        received,
        path,
        offset,
      })
    },
  )

  it('counts lines and columns', () => {
    const error = errorOf(parseInPieces(['{\n  "a": 1,\n', '  "b": x\n}']))
    expect([error.line, error.column, error.path]).toEqual([3, 8, '/b'])
  })

  it('stops at the first error and ignores later pieces', () => {
    const parser = createPartialJsonParser()
    expect(parser.write('[1,')).toBe(true)
    expect(parser.write('?')).toBe(false)
    expect(parser.write('2]')).toBe(false)
    expect(parser.error?.offset).toBe(3)
    expect(parser.end()).toEqual({ ok: false, error: parser.error })
  })

  it('refuses text written after the end', () => {
    const parser = createPartialJsonParser()
    parser.write('1')
    expect(parser.end()).toMatchObject({ ok: true, value: 1 })
    expect(parser.write('2')).toBe(false)
    expect(parser.error?.expected).toBe('no more text after the end')
  })
})
