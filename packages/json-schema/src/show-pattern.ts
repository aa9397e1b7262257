/** A pattern for messages: JSON-quoted and cut to 64 characters. */
export function showPattern(pattern: string): string {
  return JSON.stringify(pattern.length > 64 ? `${pattern.slice(0, 64)}…` : pattern)
}
