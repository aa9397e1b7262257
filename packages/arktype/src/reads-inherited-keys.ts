import { mentionsPrototypeMember } from '@polytool/core'
import { referencesOf } from './references'

/** The part of an ArkType node this reads. */
interface ArkReference {
  readonly kind: string
  readonly json?: unknown
}

/**
 * Whether an ArkType type names a key after an `Object.prototype` member anywhere, or declares a
 * key named `__proto__`, which ArkType could read from the prototype of a value that lacks it
 * (`readsInheritedKeys` of `JsonSchemaAdapter`): such a type checks a copy without prototypes. Reads each node the type references once (`internal.references`, a
 * flat list); an alias (a scope's cyclic reference) or a morph, whose parts the list may not
 * show, counts as one that does, as does a type that throws while it is read.
 *
 * @param schema - An ArkType type.
 * @returns `false` only when no node of the type names a prototype member.
 */
export function arktypeReadsInheritedKeys(schema: object): boolean {
  try {
    const references = referencesOf((schema as { internal?: unknown }).internal)
    if (!Array.isArray(references)) return true
    return (references as readonly ArkReference[]).some(
      (node) =>
        node.kind === 'alias' ||
        node.kind === 'morph' ||
        (typeof node.json === 'object' &&
          node.json !== null &&
          (mentionsPrototypeMember(node.json) || declaresProtoKey(node))),
    )
  } catch {
    return true
  }
}

// ArkType reads a declared `__proto__` key as `value.__proto__`: Object.prototype when it is
// missing, so an optional one refused `{}` and a required object one accepted it.
function declaresProtoKey(node: ArkReference): boolean {
  if (node.kind !== 'optional' && node.kind !== 'required') return false
  return (node.json as { key?: unknown }).key === '__proto__'
}
