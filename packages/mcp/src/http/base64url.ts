const BASE64URL = /^[A-Za-z0-9_-]*$/

/** Decodes base64url (no padding) to bytes; `undefined` for anything else. */
export function decodeBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return undefined
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}

/** Parses base64url-encoded JSON that must be an object; `undefined` for anything else. */
export function decodeJsonObject(text: string): Record<string, unknown> | undefined {
  const bytes = decodeBase64Url(text)
  if (bytes === undefined) return undefined
  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}
