import type { SchemaPush } from '@polytool/core'

// Whether a field of a Valibot node holds no schema and no action: the Standard Schema props (a
// getter in some versions, an object of functions in others), functions, texts, and values such
// as a default, a fallback, a regex requirement, examples or metadata. Any other field is walked,
// so a schema kind this list does not know is still searched whole. A `switch`, not a set: it is
// asked of every field of every node, and compares interned names for much less than a lookup.
function holdsValue(field: string): boolean {
  switch (field) {
    case '~standard':
    case '~run':
    case 'reference':
    case 'expects':
    case 'message':
    case 'requirement':
    case 'default':
    case 'fallback':
    case 'literal':
    case 'enum':
    case 'class':
    case 'examples':
    case 'metadata':
      return true
    default:
      return false
  }
}

/**
 * Calls `push` with each part of a Valibot node that may hold a schema or an action (`entries`,
 * `wrapped`, `pipe`, `options`, …), with the keys that lead to it, as `pushFields` does, but
 * not with the values it holds (a default, a regex, the `~standard` props). A walk of a schema
 * then reads its nodes, not the data inside them.
 *
 * @param node - One node of a Valibot schema, or a record of them (an object's `entries`).
 * @param push - What receives each part and its keys.
 */
export function pushValibotParts(node: object, push: SchemaPush): void {
  // A record of entries is read whole: a key may be named `~standard` too.
  const whole = !isValibotNode(node)
  // `for…in` reads the fields without making a list of them, several times faster than
  // `Object.keys` over nodes of so many shapes, and lists the same fields when no prototype of
  // the node adds one: so of every Valibot node and of a record written as an object literal.
  const prototype: unknown = Object.getPrototypeOf(node)
  if (prototype === Object.prototype && objectPrototypeHasNoFields()) {
    for (const field in node) pushField(node, field, whole, push)
    return
  }
  for (const field of Object.keys(node)) pushField(node, field, whole, push)
  // A schema made with `Object.create(schema)` runs the schema it inherits from, which Valibot
  // reads through the prototype: that schema is a part too. The prototypes of the language's
  // own objects hold no schema (nor does a polluted `Object.prototype`, whose fields Valibot
  // does not run).
  if (!isBuiltInPrototype(prototype)) push(prototype)
}

function isBuiltInPrototype(prototype: unknown): boolean {
  return (
    prototype === null ||
    prototype === Object.prototype ||
    prototype === Function.prototype ||
    prototype === Array.prototype ||
    prototype === RegExp.prototype ||
    prototype === Date.prototype
  )
}

function pushField(node: object, field: string, whole: boolean, push: SchemaPush): void {
  if (!whole && holdsValue(field)) return
  const value: unknown = (node as Record<string, unknown>)[field]
  // A function is a node too: Valibot runs a function that carries a schema's fields as that
  // schema, so one in an entry or a `wrapped` field is searched as any schema is.
  if ((typeof value !== 'object' || value === null) && typeof value !== 'function') return
  // A list goes whole: the walk reads each once, however many nodes hold it (a picklist's
  // options shared by every field).
  push(value, field)
}

// Whether `for…in` over a node whose prototype is `Object.prototype` lists its own fields only:
// `Object.prototype` has no enumerable field (a library that adds one would be walked into
// otherwise).
function objectPrototypeHasNoFields(): boolean {
  for (const _ in Object.prototype) return false
  return true
}

function isValibotNode(node: object): boolean {
  // Valibot writes `kind` as an own enumerable field of every node. Entries that show one only
  // otherwise (a getter of a class, a hidden field) are entries all the same: Valibot's `for…in`
  // runs every one of them, so they are read whole, under whatever names.
  if (!Object.prototype.propertyIsEnumerable.call(node, 'kind')) return false
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
export function pushValibotPartsAndLazy(node: object, push: SchemaPush): void {
  pushValibotParts(node, push)
  const { type, getter } = node as { type?: unknown; getter?: unknown }
  if (type !== 'lazy' || typeof getter !== 'function') return
  try {
    push((getter as (input: unknown) => unknown)(undefined), 'getter')
  } catch {
    // A getter that reads the input.
  }
}
