import { eachSubschema, markInexact, restoreProtoKeys, tagProtoKey } from '@polytool/core'

const MESSAGE =
  'Valibot builds its output by assignment: `output["__proto__"] = value` sets a prototype instead of a key, so the key "__proto__" is missing from the output the schema lists it in'

/**
 * Tags every object node that declares a key named `__proto__`. On the input side, Valibot reads
 * the key as `value.__proto__`, Object.prototype when it is missing (`markProtoKeys`). On the
 * output side, Valibot checks the key, then assigns it to its output, which sets the output's
 * prototype instead of a key: the output lacks a key its schema requires (`required`, `looser`).
 *
 * @param schema - The converter's output for one side.
 * @param io - The side it was written for.
 * @returns The same schema, tagged.
 */
export function markProtoProperty<T extends object>(schema: T, io: 'input' | 'output'): T {
  // Valibot's converter writes `properties[key] = …`, which sets a prototype for `__proto__`.
  restoreProtoKeys(schema)
  eachSubschema(schema, protoPropertyTagger(io))
  return schema
}

/**
 * `markProtoProperty`'s tags for one node, once `restoreProtoKeys` has given the keys back, for a
 * walk that tags several things at once: a node's tags depend only on its own keywords.
 *
 * @param io - The side the schema was written for.
 * @returns What tags one node, in place.
 */
export function protoPropertyTagger(
  io: 'input' | 'output',
): (node: Record<string, unknown>) => void {
  return io === 'output' ? tagProtoOutput : tagProtoKey
}

function tagProtoOutput(node: Record<string, unknown>): void {
  if (!Array.isArray(node.required) || !node.required.includes('__proto__')) return
  markInexact(node, 'required', 'looser', MESSAGE)
}
