// Ajv skips a property named `__proto__` (its `properties` keyword filters the key out, and its
// `required` check reads `data.__proto__`, which every object inherits), so it would call
// `{ "b": 1 }` valid for `required: ["__proto__", "b"]`. The kit judges such schemas by renaming
// the key, in the schema and in every value alike, to one no case uses: Ajv then reads it as the
// plain key JSON Schema says it is.

const PROTO = '__proto__'
/** What `__proto__` is renamed to before Ajv sees it. */
export const AJV_PROTO_KEY = '\u0000__proto__'

/**
 * A copy of a JSON Schema (or a JSON value) with every own key `__proto__` renamed to
 * `AJV_PROTO_KEY`, and, in a schema, every `__proto__` listed under `required`.
 *
 * @param node - The schema or value.
 * @param inSchema - Whether `node` is a schema (then `required` lists are renamed too).
 * @returns The same when it holds no such key, else a renamed copy.
 * @example
 * import { renameProtoKeys } from '@polytool/conformance'
 * import { Ajv2020 } from 'ajv/dist/2020.js'
 *
 * const schema = JSON.parse('{"properties":{"__proto__":{"type":"string"}},"required":["__proto__"]}')
 * const validate = new Ajv2020().compile(renameProtoKeys(schema, true) as object)
 * validate(renameProtoKeys({ b: 1 }, false)) // false: the key is missing, as JSON Schema says
 */
export function renameProtoKeys(node: unknown, inSchema: boolean): unknown {
  if (!holdsProtoKey(node, 0)) return node
  return renamed(node, inSchema, 0)
}

// Deeper than any case value; keeps the recursion far from the call stack's limit.
const MAX_DEPTH = 1_000

function holdsProtoKey(node: unknown, depth: number): boolean {
  if (typeof node !== 'object' || node === null || depth > MAX_DEPTH) return false
  if (Array.isArray(node)) return node.some((item) => holdsProtoKey(item, depth + 1))
  if (!isPlain(node)) return false
  if (Object.hasOwn(node, PROTO)) return true
  return Object.values(node).some((value) => holdsProtoKey(value, depth + 1))
}

function renamed(node: unknown, inSchema: boolean, depth: number): unknown {
  if (typeof node !== 'object' || node === null || depth > MAX_DEPTH) return node
  if (Array.isArray(node)) return node.map((item) => renamed(item, inSchema, depth + 1))
  if (!isPlain(node)) return node
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) {
    const name = key === PROTO ? AJV_PROTO_KEY : key
    out[name] =
      inSchema && key === 'required' && Array.isArray(value)
        ? value.map((entry) => (entry === PROTO ? AJV_PROTO_KEY : entry))
        : renamed(value, inSchema, depth + 1)
  }
  return out
}

function isPlain(node: object): boolean {
  const prototype = Object.getPrototypeOf(node)
  return prototype === Object.prototype || prototype === null
}

/**
 * A JSON pointer that Ajv reported, with `AJV_PROTO_KEY` named `__proto__` again.
 *
 * @param pointer - A pointer into the renamed schema or value.
 * @returns The pointer into the original.
 */
export function restoreProtoPointer(pointer: string): string {
  // Ajv writes a schema path as a URI fragment, where the NUL is `%00`.
  return pointer.split(AJV_PROTO_KEY).join(PROTO).split(`%00${PROTO}`).join(PROTO)
}
