import { redactSecrets } from './redact'

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
 * import { redactedPointer } from '@polytool/core'
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
      return redacted === text ? token : redacted.replaceAll('~', '~0').replaceAll('/', '~1')
    })
    .join('/')
}
