/**
 * What is known of one Valibot schema, each answer once found: one entry per schema, however many
 * questions are asked of it, since a first tool list asks several of every fresh schema.
 */
export interface SchemaFacts {
  /** `transformsInView`. */
  transformsInView?: boolean
  /** `holdsHookedNode` on the input side. */
  hookedInput?: boolean
  /** `holdsHookedNode` on the output side. */
  hookedOutput?: boolean
}

const facts = new WeakMap<object, SchemaFacts>()

/**
 * The facts kept for a schema, made empty on the first ask.
 *
 * @param schema - A Valibot schema.
 * @returns Its facts, to read and fill.
 */
export function factsOf(schema: object): SchemaFacts {
  let known = facts.get(schema)
  if (known === undefined) {
    known = {}
    facts.set(schema, known)
  }
  return known
}
