import { eachSubschema } from '@polytool/core'

// The name a definition called `__proto__` is moved to (numbered when taken).
const RENAMED = '__proto__-definition'

/**
 * Moves a definition named `__proto__` (a key of the `definitions` option) to a name that is
 * safe to assign, and points every `$ref` to it there. Valibot's converter writes
 * `definitions[name] = …`, which sets the prototype of `$defs` for that name (given back as an
 * own key by `restoreProtoKeys`); an own `__proto__` key is lost again by any consumer that
 * copies `$defs` by assignment or spread, leaving its `$ref`s pointing at nothing.
 *
 * @param schema - The converted schema, its `__proto__` keys already own keys; changed in place.
 * @returns The same schema.
 */
export function renameProtoDefinition<T extends object>(schema: T): T {
  for (const keyword of ['$defs', 'definitions'] as const) {
    const defs = (schema as Record<string, unknown>)[keyword]
    if (typeof defs !== 'object' || defs === null || !Object.hasOwn(defs, '__proto__')) continue
    let name = RENAMED
    for (let suffix = 1; Object.hasOwn(defs, name); suffix++) name = `${RENAMED}-${suffix}`
    const moved = Object.getOwnPropertyDescriptor(defs, '__proto__')!.value
    Reflect.deleteProperty(defs, '__proto__')
    Object.defineProperty(defs, name, {
      value: moved,
      enumerable: true,
      writable: true,
      configurable: true,
    })
    const from = `#/${keyword}/__proto__`
    eachSubschema(schema, (node) => {
      const ref = node.$ref
      if (typeof ref !== 'string') return
      if (ref === from || ref.startsWith(`${from}/`)) {
        node.$ref = `#/${keyword}/${name}${ref.slice(from.length)}`
      }
    })
  }
  return schema
}
