import { pushFields } from '@polytool/core'

// Fields of a Valibot node that hold no schema and no action: the Standard Schema props (a
// getter in some versions, an object of functions in others), functions, texts, and values
// such as a default, a fallback, a regex requirement, examples or metadata. Any other field is walked, so a schema
// kind this list does not know is still searched whole.
const VALUE_FIELDS: ReadonlySet<string> = new Set([
  '~standard',
  '~run',
  'reference',
  'expects',
  'message',
  'requirement',
  'default',
  'fallback',
  'literal',
  'enum',
  'class',
  'examples',
  'metadata',
])

/**
 * Calls `push` with each part of a Valibot node that may hold a schema or an action (`entries`,
 * `wrapped`, `pipe`, `options`, …), with the keys that lead to it, as `pushFields` does, but
 * not with the values it holds (a default, a regex, the `~standard` props). A walk of a schema
 * then reads its nodes, not the data inside them.
 *
 * @param node - One node of a Valibot schema, or a record of them (an object's `entries`).
 * @param push - What receives each part and its keys.
 */
export function pushValibotParts(
  node: object,
  push: (child: unknown, ...keys: PropertyKey[]) => void,
): void {
  // A record of entries is read whole: a key may be named `~standard` too.
  if (!isValibotNode(node)) {
    pushFields(node, push)
    return
  }
  for (const field of Object.keys(node)) {
    if (VALUE_FIELDS.has(field)) continue
    const value: unknown = (node as Record<string, unknown>)[field]
    if (typeof value !== 'object' || value === null) continue
    if (!Array.isArray(value)) push(value, field)
    else for (let index = 0; index < value.length; index++) push(value[index], field, index)
  }
}

function isValibotNode(node: object): boolean {
  const { kind, reference } = node as { kind?: unknown; reference?: unknown }
  // Metadata actions (`description`, `examples`, `metadata`) run nothing: they have no `~run`.
  if (kind === 'metadata') return typeof reference === 'function'
  return (
    (kind === 'schema' || kind === 'validation' || kind === 'transformation') &&
    typeof (node as Record<string, unknown>)['~run'] === 'function'
  )
}

/**
 * `pushValibotParts`, and the schema a lazy schema's getter returns without an input: most
 * getters (a recursive type) ignore it. A getter that reads the input throws here, and what it
 * would return stays unseen: a walk that needs it must take a lazy schema as holding anything.
 *
 * @param node - One node of a Valibot schema, or a record of them.
 * @param push - What receives each part and its keys.
 */
export function pushValibotPartsAndLazy(
  node: object,
  push: (child: unknown, ...keys: PropertyKey[]) => void,
): void {
  pushValibotParts(node, push)
  const { type, getter } = node as { type?: unknown; getter?: unknown }
  if (type !== 'lazy' || typeof getter !== 'function') return
  try {
    push((getter as (input: unknown) => unknown)(undefined), 'getter')
  } catch {
    // A getter that reads the input.
  }
}
