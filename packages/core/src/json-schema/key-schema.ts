/**
 * Whether a key schema (`propertyNames`) may refuse one of the given keys: any schema but a plain
 * string, or a string `pattern` that does not match each of them (or does not compile). For an
 * adapter whose library skips some keys unchecked (`__proto__`), where the JSON Schema refuses
 * an entry the tool takes.
 *
 * @param names - The node's `propertyNames`, as the converter wrote it.
 * @param keys - The keys the library skips.
 * @returns `false` only when the key schema surely admits every one of them.
 * @example
 * import { keySchemaMayRefuse } from '@polytool/core'
 *
 * keySchemaMayRefuse({ type: 'string', pattern: '^[a-z_]+$' }, ['__proto__']) // false
 * keySchemaMayRefuse({ type: 'string', maxLength: 3 }, ['__proto__']) // true
 */
export function keySchemaMayRefuse(names: unknown, keys: readonly string[]): boolean {
  if (typeof names !== 'object' || names === null) return false
  const { type, pattern, ...rest } = names as Record<string, unknown>
  if (Object.keys(rest).length > 0 || (type !== undefined && type !== 'string')) return true
  if (pattern === undefined) return false
  if (typeof pattern !== 'string') return true
  try {
    const regex = new RegExp(pattern, 'u')
    return !keys.every((key) => regex.test(key))
  } catch {
    return true
  }
}
