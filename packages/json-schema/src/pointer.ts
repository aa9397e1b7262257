import { redactSecrets } from '@polytool/core'

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

/**
 * A JSON pointer with the secrets in its tokens hidden, as the egress gate hides them in text.
 * A token is read unescaped first: `~1` stands for `/`, so a property named after a connection
 * string (`postgres://admin:s3cr3t@db/prod`) would otherwise no longer look like a URL. Linear
 * in the pointer's length.
 *
 * @param pointer - a pointer into a schema, whose tokens may be a hostile schema's names
 * @returns the pointer, each token redacted and escaped again
 *
 * @example
 * import { redactedPointer } from '@polytool/json-schema'
 *
 * redactedPointer('/properties/postgres:~1~1admin:s3cr3t@db~1prod')
 * // '/properties/postgres:~1~1[redacted]@db~1prod'
 */
export function redactedPointer(pointer: string): string {
  if (!pointer.includes('~')) return pointer
  return pointer
    .split('/')
    .map((token) => {
      if (!token.includes('~')) return token
      const text = token.replaceAll('~1', '/').replaceAll('~0', '~')
      const redacted = redactSecrets(text)
      return redacted === text ? token : escapeToken(redacted)
    })
    .join('/')
}
