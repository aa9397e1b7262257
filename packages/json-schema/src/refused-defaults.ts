import { isObject, type SchemaNode } from './json-schema'
import { forEachSubschemaEntry } from './keywords'
import type { CompiledPatterns } from './linear-validate'
import { createOriginalMatcher } from './original-matcher'
import type { PatternLimits } from './pattern-limits'
import { subschemaPointer } from './pointer'
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
 *
 * @param document - A freshly prepared document, changed in place.
 * @param limits - The pattern limits the defaults are judged within.
 * @param patterns - The emission's compiled patterns, asked for at the first default only.
 */
export function takeOutRefusedDefaults(
  document: PreparedDocument,
  limits: PatternLimits,
  patterns?: () => CompiledPatterns,
): readonly RefusedDefault[] {
  let accepts: ReturnType<typeof createOriginalMatcher> | undefined
  let refused: RefusedDefault[] | undefined
  // An explicit stack: a hostile schema may nest as deep as the limits let it.
  const stack: Pending[] = [placed(document.root, '')]
  for (const name of Object.keys(document.defs)) {
    stack.push(placed(document.defs[name], document.defPointers[name] ?? ''))
  }
  while (stack.length > 0) {
    const pending = stack.pop()!
    const { node } = pending
    if (!isObject(node)) continue
    if (node.default !== undefined) {
      // Made at the first default: most schemas have none.
      accepts ??= createOriginalMatcher(document, limits, patterns?.())
      if (accepts(node, node.default) !== 0) {
        refused ??= []
        refused.push({ pointer: pointerOf(pending), value: node.default })
        delete (node as SchemaNode).default
      }
    }
    forEachSubschemaEntry(node, pushChild, { stack, parent: pending })
  }
  return refused ?? NONE
}

/**
 * A node waiting in the walk, with where it sits: its pointer is spelled only for a refused
 * default, since most documents refuse none and every node would pay for a string.
 */
interface Pending {
  readonly node: unknown
  pointer: string | undefined
  readonly parent: Pending | undefined
  readonly keyword: string
  readonly token: string | number | undefined
}

function placed(node: unknown, pointer: string): Pending {
  return { node, pointer, parent: undefined, keyword: '', token: undefined }
}

function pushChild(
  node: unknown,
  keyword: string,
  token: string | number | undefined,
  walk: { readonly stack: Pending[]; readonly parent: Pending },
): void {
  walk.stack.push({ node, pointer: undefined, parent: walk.parent, keyword, token })
}

// Spelled from the nearest node that knows its pointer, without recursing: a refused default
// may sit as deep as the limits let a schema nest.
function pointerOf(pending: Pending): string {
  const unspelled: Pending[] = []
  let known: Pending = pending
  while (known.pointer === undefined) {
    unspelled.push(known)
    known = known.parent!
  }
  let pointer = known.pointer
  for (let index = unspelled.length - 1; index >= 0; index--) {
    const node = unspelled[index]!
    pointer = subschemaPointer(pointer, node.keyword, node.token)
    node.pointer = pointer
  }
  return pointer
}

/** The warning text for a refused default. */
export function refusedDefaultMessage(value: unknown): string {
  return `the default ${JSON.stringify(value)} is refused by its own schema: it is left out, and the model is not told of it`
}
