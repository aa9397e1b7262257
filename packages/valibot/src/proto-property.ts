import { eachSubschema, markInexact } from '@polytool/core'

const MESSAGE =
  'Valibot builds its output by assignment: `output["__proto__"] = value` sets a prototype instead of a key, so the key "__proto__" is missing from the output the schema lists it in'

/**
 * Tags, on the output side, every object node that requires a key named `__proto__`: Valibot
 * checks the key, then assigns it to its output, which sets the output's prototype instead of a
 * key. The output then lacks a key its schema requires (`required`, `looser`).
 *
 * @param schema - The converter's output for one side.
 * @param io - The side it was written for.
 * @returns The same schema, tagged on the output side.
 */
export function markProtoPropertyOutput<T extends object>(schema: T, io: 'input' | 'output'): T {
  if (io !== 'output') return schema
  eachSubschema(schema, (node) => {
    if (!Array.isArray(node.required) || !node.required.includes('__proto__')) return
    markInexact(node, 'required', 'looser', MESSAGE)
  })
  return schema
}
