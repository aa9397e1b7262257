/** What the edges of an oversized line say about the JSON-RPC message it held. */
export interface OversizedRequest {
  /** The request's id, when the line is a request whose id can be read from its edges. */
  readonly id: string | number | undefined
}

// Ids echoed back are short: a longer one is not read, and its request is only logged.
const MAX_ID_CHARACTERS = 256

/**
 * The id of the request an oversized line held, read from the line's first and last bytes only
 * (`head` and `tail`, which may overlap when the line is short), so the work stays bounded
 * however long the line is. The top-level members before the first one that does not fit in
 * `head`, and after the last one that does not fit in `tail`, are read in full: with one large
 * member (`params`), every other member is found whatever the key order. An id is given only
 * when a top-level `method` is seen too: a response or a notification is never answered.
 */
export function oversizedRequest(head: string, tail: string): OversizedRequest {
  const members = [...membersForward(head), ...membersBackward(tail).reverse()]
  let id: string | number | undefined
  let isRequest = false
  for (const [key, raw] of members) {
    if (key === 'method') isRequest ||= typeof parse(raw) === 'string'
    if (key !== 'id' || raw.length > MAX_ID_CHARACTERS) continue
    const value = parse(raw)
    // JSON keeps the last of two same keys: the tail's members come last.
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)))
      id = value
  }
  return { id: isRequest ? id : undefined }
}

type Member = readonly [key: string, raw: string]

/** The top-level members of an object read from its start, up to the first one cut off. */
function membersForward(text: string): Member[] {
  const members: Member[] = []
  let at = skipSpace(text, 0)
  if (text[at] !== '{') return members
  at = skipSpace(text, at + 1)
  while (text[at] === '"') {
    const keyEnd = stringEnd(text, at)
    if (keyEnd === -1) return members
    const colon = skipSpace(text, keyEnd)
    if (text[colon] !== ':') return members
    const valueStart = skipSpace(text, colon + 1)
    const valueEnd = valueEndForward(text, valueStart)
    if (valueEnd === -1) return members
    const key = parse(text.slice(at, keyEnd))
    if (typeof key !== 'string') return members
    members.push([key, text.slice(valueStart, valueEnd)])
    at = skipSpace(text, valueEnd)
    if (text[at] !== ',') return members
    at = skipSpace(text, at + 1)
  }
  return members
}

/** The top-level members of an object read from its end, last first, up to one cut off. */
function membersBackward(text: string): Member[] {
  const members: Member[] = []
  let at = skipSpaceBack(text, text.length - 1)
  if (text[at] !== '}') return members
  at = skipSpaceBack(text, at - 1)
  while (at >= 0) {
    const valueStart = valueStartBackward(text, at)
    if (valueStart === -1) return members
    const colon = skipSpaceBack(text, valueStart - 1)
    if (text[colon] !== ':') return members
    const keyLast = skipSpaceBack(text, colon - 1)
    if (text[keyLast] !== '"') return members
    const keyStart = stringStartBackward(text, keyLast)
    if (keyStart === -1) return members
    const key = parse(text.slice(keyStart, keyLast + 1))
    if (typeof key !== 'string') return members
    members.push([key, text.slice(valueStart, at + 1)])
    at = skipSpaceBack(text, keyStart - 1)
    if (text[at] !== ',') return members
    at = skipSpaceBack(text, at - 1)
  }
  return members
}

/** Index just past the string that opens at `start`, or -1 when the text ends first. */
function stringEnd(text: string, start: number): number {
  for (let at = start + 1; at < text.length; at++) {
    if (text[at] === '\\') at++
    else if (text[at] === '"') return at + 1
  }
  return -1
}

/**
 * Index of the quote that opens the string closing at `last`, or -1. Inside a JSON string every
 * quote is escaped, so the opening one is the first quote before it that follows an even number
 * of backslashes: reading backwards is as exact as reading forwards.
 */
function stringStartBackward(text: string, last: number): number {
  for (let at = last - 1; at >= 0; at--) {
    if (text[at] !== '"') continue
    let backslashes = 0
    while (at - backslashes - 1 >= 0 && text[at - backslashes - 1] === '\\') backslashes++
    // A quote or backslash run at the window's start may follow more backslashes cut off.
    if (at - backslashes === 0) return -1
    if (backslashes % 2 === 0) return at
    at -= backslashes
  }
  return -1
}

/** Index just past the value that starts at `start`, or -1 when the text ends first. */
function valueEndForward(text: string, start: number): number {
  const first = text[start]
  if (first === '"') return stringEnd(text, start)
  if (first !== '{' && first !== '[') {
    let at = start
    while (at < text.length && !SCALAR_END.has(text[at]!)) at++
    return at === start || at === text.length ? -1 : at
  }
  let depth = 0
  for (let at = start; at < text.length; at++) {
    const char = text[at]
    if (char === '"') {
      at = stringEnd(text, at) - 1
      if (at < 0) return -1
    } else if (char === '{' || char === '[') depth++
    else if ((char === '}' || char === ']') && --depth === 0) return at + 1
  }
  return -1
}

/** Index of the first character of the value that ends at `last`, or -1 when cut off. */
function valueStartBackward(text: string, last: number): number {
  const final = text[last]
  if (final === '"') return stringStartBackward(text, last)
  if (final !== '}' && final !== ']') {
    let at = last
    while (at >= 0 && !SCALAR_START_BEFORE.has(text[at]!)) at--
    return at === last || at < 0 ? -1 : at + 1
  }
  let depth = 0
  for (let at = last; at >= 0; at--) {
    const char = text[at]
    if (char === '"') {
      at = stringStartBackward(text, at)
      if (at < 0) return -1
    } else if (char === '}' || char === ']') depth++
    else if ((char === '{' || char === '[') && --depth === 0) return at
  }
  return -1
}

const SPACE = new Set([' ', '\t', '\n', '\r'])
const SCALAR_END = new Set([',', '}', ']', ...SPACE])
const SCALAR_START_BEFORE = new Set([',', ':', '{', '[', ...SPACE])

function skipSpace(text: string, start: number): number {
  let at = start
  while (at < text.length && SPACE.has(text[at]!)) at++
  return at
}

function skipSpaceBack(text: string, start: number): number {
  let at = start
  while (at >= 0 && SPACE.has(text[at]!)) at--
  return at
}

function parse(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}
