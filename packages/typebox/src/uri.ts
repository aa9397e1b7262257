/** TypeBox's base URI for a schema without `$id`. */
export const ROOT_URI = 'urn:typebox:root'

/**
 * How TypeBox resolves an `$id` or `$ref` against the base URI it sits in (`NextUri`): as a URL
 * where one parses, else appended after the base's last `:` (the root's own URN keeps all of it).
 *
 * @param id - The `$id` or `$ref` as written.
 * @param base - The base URI it sits in.
 * @returns The absolute URI, normalized as TypeBox's `URL` normalizes it.
 */
export function nextUri(id: string, base: string): string {
  if (URL.canParse(id, base)) return new URL(id, base).href
  const stem = base === ROOT_URI ? base : base.slice(0, base.lastIndexOf(':'))
  const joined = `${stem}:${id}`
  return URL.canParse(joined) ? new URL(joined).href : joined
}
