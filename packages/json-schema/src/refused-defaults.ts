import { isObject, type SchemaNode } from './json-schema'
import { forEachSubschema } from './keywords'
import { createOriginalMatcher } from './original-matcher'
import type { PatternLimits } from './pattern-limits'
import type { PreparedDocument } from './prepare-document'

/** A `default` its own schema node refuses, taken out of a prepared document. */
export interface RefusedDefault {
  /** Where the node sits in the input (a definition's nodes under the definition's pointer). */
  readonly pointer: string
  readonly value: unknown
}

const NONE: readonly RefusedDefault[] = Object.freeze([])

/**
 * Takes every `default` its own node refuses out of a freshly prepared document, wherever the
 * node is (a property, a `$defs` entry, a union branch, `items`...), and lists them. A default
 * the node refuses would be told to the model (and, under strict, put in place of its `null`).
 * Each node of the document is judged once: a definition is judged where it is defined, not at
 * each of its uses. The document must still be the caller's own: its nodes are changed in place.
 */
export function takeOutRefusedDefaults(
  document: PreparedDocument,
  limits: PatternLimits,
): readonly RefusedDefault[] {
  let accepts: ReturnType<typeof createOriginalMatcher> | undefined
  let refused: RefusedDefault[] | undefined
  // An explicit stack: a hostile schema may nest as deep as the limits let it.
  const stack: { node: unknown; pointer: string }[] = [{ node: document.root, pointer: '' }]
  for (const name of Object.keys(document.defs)) {
    stack.push({ node: document.defs[name], pointer: document.defPointers[name] ?? '' })
  }
  const push = (node: unknown, pointer: string) => {
    stack.push({ node, pointer })
  }
  while (stack.length > 0) {
    const { node, pointer } = stack.pop()!
    if (!isObject(node)) continue
    if (node.default !== undefined) {
      // Made at the first default: most schemas have none.
      accepts ??= createOriginalMatcher(document, limits)
      if (accepts(node, node.default) !== 0) {
        refused ??= []
        refused.push({ pointer, value: node.default })
        delete (node as SchemaNode).default
      }
    }
    forEachSubschema(node, pointer, push)
  }
  return refused ?? NONE
}

/** The warning text for a refused default. */
export function refusedDefaultMessage(value: unknown): string {
  return `the default ${JSON.stringify(value)} is refused by its own schema: it is left out, and the model is not told of it`
}
