/**
 * `text` cut to at most `maxLength` UTF-16 code units, ending with `…` when it was cut; a
 * surrogate pair is never cut in two.
 */
export function cutText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text
  let end = Math.max(0, maxLength - 1)
  const last = text.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end--
  return `${text.slice(0, end)}…`
}
