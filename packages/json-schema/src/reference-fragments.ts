import { JsonSchemaError } from './errors'
import { isObject } from './json-schema'
import { forEachSubschema } from './keywords'
import { escapeToken, parsePointer } from './pointer'

/**
 * Rewrites, in place, every `$ref` whose fragment is a JSON pointer into the spelling the
 * validator's lookup uses for that pointer. RFC 6901 reads a fragment percent-decoded first
 * (`#/%24defs/s` is `#/$defs/s`), as the emitters do; the validator only decodes unreserved
 * characters, and would find no schema there. A malformed escape throws a `JsonSchemaError`.
 * The schema must be the caller's private copy.
 */
export function canonicalizeReferenceFragments(node: unknown, pointer: string): void {
  if (!isObject(node)) return
  if (typeof node.$ref === 'string' && node.$ref.includes('%')) {
    node.$ref = canonicalReference(node.$ref, pointer)
  }
  forEachSubschema(node, pointer, canonicalizeReferenceFragments)
}

function canonicalReference(reference: string, pointer: string): string {
  const hash = reference.indexOf('#')
  if (hash === -1) return reference
  const fragment = reference.slice(hash + 1)
  // Decoded and split as the emitters read it.
  const tokens = parsePointer(`#${fragment}`)
  if (tokens === undefined) {
    if (!isWellFormed(fragment)) {
      throw new JsonSchemaError(
        pointer,
        `Expected $ref ${JSON.stringify(reference)} to have a fragment with well-formed percent-escapes`,
      )
    }
    // An anchor (`#name`), not a pointer: left as it is.
    return reference
  }
  // Each token as the validator's lookup spells it (`encodePointer` of @cfworker/json-schema).
  let spelled = ''
  for (const token of tokens) spelled += `/${encodeURI(escapeToken(token)).replaceAll('#', '%23')}`
  return `${reference.slice(0, hash)}#${spelled}`
}

function isWellFormed(fragment: string): boolean {
  try {
    decodeURIComponent(fragment)
    return true
  } catch {
    return false
  }
}
