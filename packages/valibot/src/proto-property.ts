import { eachSubschema, markInexact, markProtoKeys, restoreProtoKeys } from '@polytool/core'

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
  if (io !== 'output') return markProtoKeys(schema)
  eachSubschema(schema, (node) => {
    if (!Array.isArray(node.required) || !node.required.includes('__proto__')) return
    markInexact(node, 'required', 'looser', MESSAGE)
  })
  return schema
}
