import { type AsyncInSync, isAsyncFunction, unreadableSchemaAt, walkSchema } from '@polytool/core'
import { referencesOf } from './references'

/** The part of an ArkType node the walk reads. */
interface ArkNode {
  readonly kind?: unknown
  readonly key?: unknown
  readonly predicate?: unknown
  readonly children?: readonly unknown[]
  /** A morph's steps: functions, and the types it pipes into (`.pipe(f, type)`, `.pipe(f).narrow()`). */
  readonly inner?: { readonly morphs?: readonly unknown[] }
  /** An alias's type (a scope's name, a cycle): not among its `children`. */
  readonly resolution?: unknown
}

// The nodes that hold a value under a key: a property's, or an index signature's.
const KEYED_KINDS: ReadonlySet<unknown> = new Set(['required', 'optional'])

/**
 * Finds an async function ArkType calls synchronously: a `.narrow()` predicate, whose promise,
 * truthy, passes. ArkType has no async checks. Walks the type's nodes once, capped; the path
 * holds the keys of the properties that lead to it. Besides a node's `children`, the walk
 * follows what ArkType keeps out of them and still runs: the types a morph pipes its output
 * into, and the type an alias (a scope's name, a cycle) resolves to. A type that throws while
 * it is read is refused as unreadable.
 *
 * @param schema - An ArkType type.
 * @returns Where the predicate is, or `undefined`.
 */
export function findArkTypeAsyncInSync(schema: object): AsyncInSync | undefined {
  const { outcome } = surveyOf(schema)
  if (outcome === undefined || outcome.kind === 'none') return undefined
  // A type that threw while it was read is refused, not taken as holding none.
  if (outcome.kind !== 'found') return unreadableSchemaAt(outcome)
  return { path: outcome.path, what: 'a .narrow() predicate, which ArkType calls synchronously' }
}

/**
 * Whether an ArkType type calls a predicate (a `.narrow()` of the user's, or one of ArkType's
 * own keywords), which ArkType takes as passing when it returns a promise: core then watches
 * for promises while it validates (`runsChecks`). A type that cannot be read counts as one.
 *
 * @param schema - An ArkType type.
 * @returns Whether it holds a predicate.
 */
export function arktypeRunsChecks(schema: object): boolean {
  const { outcome, sawPredicate } = surveyOf(schema)
  return outcome !== undefined && (outcome.kind !== 'none' || sawPredicate)
}

type Outcome = ReturnType<typeof walkSchema>

/** One walk of a type answers both questions: where an async predicate is, and whether any is. */
interface Survey {
  /** The walk's outcome (`found`: an async predicate); `undefined` when none can be there. */
  readonly outcome: Outcome | undefined
  readonly sawPredicate: boolean
}

// Both hooks are asked once per type, at `createTool`: the second reads the first's walk.
const surveys = new WeakMap<object, Survey>()

function surveyOf(schema: object): Survey {
  let survey = surveys.get(schema)
  if (survey === undefined) {
    let sawPredicate = false
    const outcome = findPredicate(schema, (predicate) => {
      sawPredicate = true
      return isAsyncFunction(predicate)
    })
    survey = { outcome, sawPredicate }
    surveys.set(schema, survey)
  }
  return survey
}

// Walks the type's nodes once, capped, for a predicate `matches` accepts; `undefined` when the
// type surely holds none.
function findPredicate(schema: object, matches: (predicate: unknown) => boolean) {
  const root = (schema as { internal?: unknown }).internal
  if (holdsNoPredicate(root)) return undefined
  return walkSchema(root, {
    // ArkType's nodes are functions (they can be called to validate).
    identity: (node) => (typeof node === 'function' ? node : undefined),
    visit: (node: ArkNode) =>
      node.kind === 'predicate' && matches(node.predicate) ? true : undefined,
    children(node: ArkNode, push) {
      for (const child of node.children ?? []) {
        const { kind, key } = child as ArkNode
        if (KEYED_KINDS.has(kind) && typeof key === 'string') push(child, key)
        else push(child)
      }
      if (node.kind === 'morph') for (const step of node.inner?.morphs ?? []) push(step)
      // Read only on an alias: elsewhere `resolution` is not a node's field.
      if (node.kind === 'alias') push(node.resolution)
    },
  })
}

// The kinds of node the walk must read: a predicate, and the nodes that lead out of `children`.
const WALKED_KINDS: ReadonlySet<unknown> = new Set(['predicate', 'morph', 'alias'])

/**
 * Whether the type surely holds no predicate: ArkType lists in `references` every node its
 * `children` reach, at any depth. Without a predicate there, and without a morph or an alias
 * (whose other types the list leaves out), the walk would find nothing; any doubt (a list that
 * cannot be read) leaves the answer to the walk.
 */
function holdsNoPredicate(root: unknown): boolean {
  try {
    const nodes = referencesOf(root)
    if (!Array.isArray(nodes)) return false
    for (const node of nodes) {
      if (typeof node !== 'function' || WALKED_KINDS.has((node as ArkNode).kind)) return false
    }
    return true
  } catch {
    return false
  }
}
