import { egressText, redactedPointer } from '@polytool/core'

/** Escapes one JSON pointer token (`~` → `~0`, `/` → `~1`). */
export function escapeToken(token: string | number): string {
  const text = String(token)
  if (!text.includes('~') && !text.includes('/')) return text
  return text.replaceAll('~', '~0').replaceAll('/', '~1')
}

/**
 * The `$ref` of a definition: `#/$defs/<name>`, the name escaped as a pointer token and its `%`
 * as `%25`, since a reference's fragment is read percent-decoded (`parsePointer`, RFC 6901).
 */
export function definitionReference(name: string): string {
  const token = escapeToken(name)
  return `#/$defs/${token.includes('%') ? token.replaceAll('%', '%25') : token}`
}

/** Appends tokens to a JSON pointer: `child('/properties', 'a/b')` is `/properties/a~1b`. */
export function child(pointer: string, ...tokens: (string | number)[]): string {
  let result = pointer
  for (const token of tokens) result += `/${escapeToken(token)}`
  return result
}

/**
 * `child` for the one or two tokens of a subschema (`/items`, `/properties/a`), without the
 * array of a rest parameter: every walk calls it at every node.
 */
export function subschemaPointer(
  pointer: string,
  keyword: string,
  token?: string | number,
): string {
  const parent = `${pointer}/${escapeToken(keyword)}`
  return token === undefined ? parent : `${parent}/${escapeToken(token)}`
}

/** Splits a JSON pointer (`/a/b`, with or without a leading `#`) into unescaped tokens. */
export function parsePointer(pointer: string): string[] | undefined {
  let path = pointer.startsWith('#') ? pointer.slice(1) : pointer
  try {
    path = decodeURIComponent(path)
  } catch {
    return undefined
  }
  if (path === '') return []
  if (!path.startsWith('/')) return undefined
  return path
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
}

/** Reads the value a JSON pointer designates in a document, or `undefined`. */
export function resolvePointer(document: unknown, pointer: string): unknown {
  const tokens = parsePointer(pointer)
  if (tokens === undefined) return undefined
  let current: unknown = document
  for (const token of tokens) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, token)) {
      return undefined
    }
    current = (current as Record<string, unknown>)[token]
  }
  return current
}

const SHOWN_POINTER_LENGTH = 200

/**
 * Shows a pointer in messages: the root is `(root)`. Pointers hold the input's property names,
 * which an attacker chooses, so a long one is cut to 200 characters and its length.
 */
export function showPointer(pointer: string): string {
  if (pointer === '') return '(root)'
  const shown = redactedPointer(pointer)
  return shown.length <= SHOWN_POINTER_LENGTH
    ? shown
    : `${shown.slice(0, SHOWN_POINTER_LENGTH)}… (${shown.length} characters)`
}

/** The longest pointer a `pointer` field carries: a pointer of `maxDepth` short tokens fits. */
const FIELD_POINTER_LENGTH = 2_000

/**
 * A pointer as a warning's or an error's `pointer` field, which hosts log and show: its tokens are
 * the input's property names, which a hostile schema chooses (50,000 characters, credentials in a
 * URL, terminal escapes). Redacted token by token, then each token goes through the egress gate
 * (secrets hidden, control and bidi characters escaped) and is cut to 200 characters like
 * `showPointer`. Cut per token, not as a whole, so the pointer of a deep but ordinary schema (128
 * levels of `/properties/a`) stays exact; the whole is capped at 2,000 characters.
 */
export function fieldPointer(pointer: string): string {
  if (pointer === '') return pointer
  const tokens = redactedPointer(pointer)
    .split('/')
    .map((token) => egressText('log', token, { maxLength: SHOWN_POINTER_LENGTH }))
  return egressText('log', tokens.join('/'), { maxLength: FIELD_POINTER_LENGTH })
}
