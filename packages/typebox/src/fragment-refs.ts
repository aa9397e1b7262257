import { nextUri, ROOT_URI } from './uri'

type Json = Record<string, unknown>

/** A reference by URI with a JSON Pointer fragment (`https://example.com/a#/$defs/X`), split. */
export interface FragmentRef {
  /** The URI before the `#`, as written. */
  readonly uri: string
  /** The fragment, `#` included, as a `#/…` reference spells it. */
  readonly fragment: string
}

/**
 * Splits a reference of the form `<uri>#/<pointer>`. TypeBox does not resolve such a reference
 * in the resource its URI names: it looks the pointer up from the document's root, then in
 * every node below, whatever their `$id`, so it may find another definition than JSON Schema.
 *
 * @param ref - The `$ref` as written.
 * @returns Its parts, or `undefined` for a reference without a URI or without a pointer.
 */
export function fragmentRef(ref: string): FragmentRef | undefined {
  const hash = ref.indexOf('#')
  if (hash <= 0 || ref[hash + 1] !== '/') return undefined
  return { uri: ref.slice(0, hash), fragment: ref.slice(hash) }
}

/**
 * The resources of the emitted document by absolute URI, as JSON Schema validators resolve a
 * reference's URI: an `$id` whose URI only TypeBox's own base gives (`urn:typebox:root:inner`,
 * from a relative `$id` without an absolute one above) is left out, where validators differ.
 */
export class ResourceIds {
  readonly #byUri = new Map<string, Json>()

  /**
   * Notes a node with an `$id`.
   *
   * @param node - The node.
   * @param uri - Its `$id` resolved against the ones above it.
   */
  add(node: Json, uri: string): void {
    if (isAbsolute(uri) && !this.#byUri.has(uri)) this.#byUri.set(uri, node)
  }

  /**
   * The resource a reference's URI names, as JSON Schema validators find it.
   *
   * @param uri - The URI part of the reference.
   * @param base - The base URI where the reference stands.
   * @returns The node, or `undefined` when none has that `$id` or it resolves only as TypeBox does.
   */
  find(uri: string, base: string): Json | undefined {
    const resolved = nextUri(uri, base).split('#', 1)[0] as string
    return isAbsolute(resolved) ? this.#byUri.get(resolved) : undefined
  }
}

function isAbsolute(uri: string): boolean {
  return !uri.startsWith(ROOT_URI) && URL.canParse(uri)
}
