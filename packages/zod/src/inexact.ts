import { type InexactRule, keySchemaMayRefuse, markInexact } from '@polytool/core'
import type { $ZodType } from 'zod/v4/core'

/**
 * The keywords Zod 4 does not check exactly as JSON Schema does, each with its direction and
 * what differs. The drift proof (`packages/drift`) finds no other disagreement with Ajv.
 */
export const ZOD_INEXACT: readonly InexactRule[] = [
  {
    keyword: 'multipleOf',
    direction: 'looser',
    message:
      'multipleOf() tolerates float error: a number passes when its quotient by the divisor is within 4 × Number.EPSILON × max(|quotient|, 1) of an integer, so tiny numbers (1e-300) and integers past 2^50 × the divisor pass whatever their remainder',
  },
  {
    keyword: 'format',
    value: 'uri',
    direction: 'both',
    message:
      'z.url() checks with the WHATWG URL parser, not RFC 3986: it accepts "a:" and refuses "http://"',
  },
  {
    keyword: 'format',
    value: 'email',
    direction: 'looser',
    message:
      "z.email()'s pattern accepts addresses Ajv's `format: email` refuses (e.g. local parts over 64 characters)",
  },
  {
    keyword: 'format',
    value: 'jwt',
    direction: 'stricter',
    message:
      'z.jwt() decodes the token and checks its header, which `format: jwt` does not state and most JSON Schema validators do not check: "a.b.c" passes the schema and fails the tool',
  },
]

/**
 * Tags an object whose shape has a key named `__proto__`: `z.object()` ignores that key when it
 * validates (it accepts any value there, or none) and leaves it out of the value `execute` gets,
 * while the emitted JSON Schema declares it, required. Core then warns, with the pointer.
 *
 * @param schema - the Zod schema of the node being converted
 * @param jsonSchema - the node Zod emitted for it
 */
export function markIgnoredProtoKey(schema: $ZodType, jsonSchema: object): void {
  const def = schema._zod.def as { type: string; shape?: object }
  if (def.type !== 'object' || def.shape === undefined || !Object.hasOwn(def.shape, '__proto__'))
    return
  markInexact(
    jsonSchema,
    'properties',
    'looser',
    'z.object() ignores a key named __proto__: it accepts any value there, or none, and execute never receives it',
  )
}

/** The library named in the warnings of the entries Zod skips. */
export const SKIPPED_PROTO_LIBRARY = 'z.record() (or a loose object)'

/** Why a node is tagged where Zod skips an entry named `__proto__`. */
export const SKIPPED_PROTO_ENTRY =
  'z.record() (or a loose object) skips an entry named "__proto__": it checks neither its key nor its value, and leaves it out of the value execute gets: send another key'

/**
 * Tags a node where Zod skips an entry named `__proto__` (JSON.parse makes it an own key) by
 * its key schema (`propertyNames`) or a loose record's regex keys (`patternProperties`): the
 * schema checks the entry's key and value there, and the tool checks neither (`looser`). The
 * node's `additionalProperties` are core's `droppedProtoEntriesTagger`'s. A node's tags depend
 * only on its own keywords, so one walk serves every tagger (`tagZodOutput`).
 *
 * @param node - A node of the converter's output, changed in place.
 */
export function tagSkippedProtoKeys(node: Record<string, unknown>): void {
  if (keySchemaMayRefuse(node.propertyNames, ['__proto__'])) {
    markInexact(node, 'propertyNames', 'looser', SKIPPED_PROTO_ENTRY)
  }
  const patterns = node.patternProperties
  if (
    typeof patterns === 'object' &&
    patterns !== null &&
    Object.keys(patterns).some((pattern) => matchesProto(pattern) !== false)
  ) {
    markInexact(node, 'patternProperties', 'looser', SKIPPED_PROTO_ENTRY)
  }
}

// Whether a JSON Schema pattern matches "__proto__", or `undefined` when it does not compile.
function matchesProto(pattern: string): boolean | undefined {
  try {
    return new RegExp(pattern, 'u').test('__proto__')
  } catch {
    return undefined
  }
}
