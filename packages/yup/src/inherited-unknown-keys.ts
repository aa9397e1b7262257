import type { YupNode } from './may-transform'

interface Node extends YupNode {
  readonly spec?: YupNode['spec'] & { readonly strict?: unknown }
  resolve?(options: { value: unknown; parent: unknown; context: undefined }): unknown
}

interface Pending {
  readonly node: Node
  readonly value: unknown
  readonly parent: unknown
  /** Whether what holds the value casts it (the root counts as held by one that does). */
  readonly parentCasts: boolean
  /** Whether the value is an array's or a tuple's item, which is cast strict or not. */
  readonly item: boolean
}

/**
 * Removes, from the copy of an input that Yup is about to validate, each unknown key named after
 * an `Object.prototype` member (`constructor`, `toString`, `__proto__`, …) of an object that Yup
 * casts. Yup's cast looks every key of the value up as `fields[key]`, which finds the prototype's
 * member for such a key and throws (`field.resolve is not a function`): the model would be told
 * the validator could not read a value its JSON Schema, open to unknown keys, allows. Removing
 * the key is what Yup does to unknown keys when it strips them, so the value passes as the
 * schema says, and `execute` does not get that key. Yup casts a value when the root schema is not
 * strict; below it, an object that is cast casts its fields that are not strict, and an array or
 * tuple that is cast casts every item (nested validations are strict): an object that is not
 * cast reads no such key, and keeps it.
 *
 * Walks the value beside the schema, each object once, linear in the value's size: a `y.lazy()`
 * or a `.when()` is resolved for its value as Yup resolves it (one that throws is not followed,
 * and Yup reports it). Only plain objects and arrays are walked, which are the copy's own
 * (`readOnce`): the caller's objects are never changed.
 *
 * @param schema - The Yup schema.
 * @param copy - The input as Yup will be given it, read once: changed in place.
 */
export function dropInheritedUnknownKeys(schema: object, copy: unknown): void {
  const seen = new Set<object>()
  const pending: Pending[] = [
    { node: schema as Node, value: copy, parent: undefined, parentCasts: true, item: false },
  ]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, parent } = next
    if (!isPlain(value) || seen.has(value)) continue
    seen.add(value)
    const node = resolved(next.node, value, parent)
    if (node === undefined) continue
    const cast = next.parentCasts && (next.item || node.spec?.strict !== true)
    if (Array.isArray(value)) {
      const types = node.type === 'tuple' ? node.spec?.types : undefined
      const inner = node.type === 'array' ? node.innerType : undefined
      for (let index = 0; index < value.length; index++) {
        const item = (Array.isArray(types) ? types[index] : inner) as Node | undefined
        if (item !== undefined)
          pending.push({
            node: item,
            value: value[index],
            parent: value,
            parentCasts: cast,
            item: true,
          })
      }
      continue
    }
    if (node.type !== 'object' || typeof node.fields !== 'object' || node.fields === null) continue
    const fields = node.fields
    const record = value as Record<string, unknown>
    for (const key of Object.keys(record)) {
      if (Object.hasOwn(fields, key)) {
        const field = fields[key] as Node
        pending.push({
          node: field,
          value: record[key],
          parent: value,
          parentCasts: cast,
          item: false,
        })
      } else if (cast && Reflect.get(fields, key) !== undefined) {
        // `fields[key]` finds Object.prototype's member: Yup's cast would throw on it.
        delete record[key]
      }
    }
  }
}

// The schema Yup uses for this value: a `y.lazy()` builds it, a `.when()` picks it.
function resolved(node: Node, value: unknown, parent: unknown): Node | undefined {
  if (node.type !== 'lazy' && (node.conditions?.length ?? 0) === 0) return node
  try {
    return node.resolve?.({ value, parent, context: undefined }) as Node | undefined
  } catch {
    return undefined
  }
}

function isPlain(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false
  if (Array.isArray(value)) return true
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}
