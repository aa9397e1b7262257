/**
 * TypeBox's uuid format (`typebox/format`): hex digits in either case, no prefix. Ajv's
 * `format: uuid` (ajv-formats) also takes a `urn:uuid:` prefix, which TypeBox refuses.
 */
const BARE_UUID = '^[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$'

/**
 * Makes a TypeBox `format: 'uuid'` exact: `format` stays for readers that know it, and a
 * pattern, which every validator reads, refuses what TypeBox refuses (`urn:uuid:` prefixed
 * UUIDs). A node with a pattern of its own keeps it; the uuid one goes into `allOf`.
 *
 * @param out - A node of the converted JSON Schema (never data, such as a `default`).
 */
export function exactUuid(out: Record<string, unknown>): void {
  if (out.format !== 'uuid') return
  if (out.pattern === undefined) out.pattern = BARE_UUID
  else if (out.pattern !== BARE_UUID) {
    out.allOf = [...(Array.isArray(out.allOf) ? out.allOf : []), { pattern: BARE_UUID }]
  }
}
