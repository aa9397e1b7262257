import {
  type AsyncInSync,
  currentMaxSchemaNodes,
  isAsyncFunction,
  readsPromise,
  unreadableSchemaAt,
} from '@polytool/core'
import { referencesOf } from './references'

/** The parts of an issue's text ArkType asks a function of the type for, when it is read. */
const MESSAGE_PARTS = ['message', 'expected', 'actual', 'problem'] as const

/** The part of an ArkType node the search reads. */
interface ArkNode {
  readonly expression?: unknown
  readonly meta?: Readonly<Record<string, unknown>>
  /** The scope: its configuration holds the message functions of each kind of node. */
  readonly $?: { readonly resolvedConfig?: Readonly<Record<string, unknown>> }
}

/**
 * Finds an async function ArkType calls synchronously to write an issue's text: a `message`,
 * `expected`, `actual` or `problem` given to `.configure()` (or to `.describe()`'s options), or
 * to the scope's configuration for a kind of node. ArkType keeps its promise as the message
 * (`[object Promise]`), or writes it into one, and drops it, its rejection unhandled; a plain
 * function is read once (the first time it is seen), to find one that returns a promise
 * whatever the issue. Reads the
 * nodes the type references (every node ArkType built for it, aliases and morph outputs
 * included), at most the node limit (`setMaxSchemaNodes`); a type with more nodes, or that
 * throws while it is read, is refused as unreadable.
 *
 * @param schema - An ArkType type.
 * @returns Where the function is, or `undefined`.
 */
export function findArkTypeAsyncMessage(schema: object): AsyncInSync | undefined {
  try {
    const nodes = (referencesOf((schema as { internal?: unknown }).internal) ??
      []) as readonly ArkNode[]
    // Past the limit the nodes are not read: what they hold is not known, so the type is refused.
    if (nodes.length > currentMaxSchemaNodes()) {
      return unreadableSchemaAt({ kind: 'unknown', reason: 'capped', limit: 'nodes' })
    }
    const scopes = new Set<unknown>()
    for (let index = 0; index < nodes.length; index++) {
      const node = nodes[index]!
      const part = asyncPartOf(node.meta)
      if (part !== undefined) {
        return {
          path: [String(node.expression), 'meta', part],
          what: `a ${part} function, which ArkType calls synchronously when it writes an issue`,
        }
      }
      const config = node.$?.resolvedConfig
      if (config === undefined || scopes.has(config)) continue
      scopes.add(config)
      const inScope = scopeAsyncMessage(config)
      if (inScope !== undefined) return inScope
    }
    return undefined
  } catch {
    return unreadableSchemaAt({ kind: 'unknown', reason: 'threw', path: [] })
  }
}

// One answer per scope configuration (`null` for none): ArkType builds it once, when the
// scope is made, and its API never changes it after; every type of the scope shares it.
const scopeAnswers = new WeakMap<object, AsyncInSync | null>()

function scopeAsyncMessage(config: unknown): AsyncInSync | undefined {
  const cacheable = typeof config === 'object' && config !== null
  const known = cacheable ? scopeAnswers.get(config) : undefined
  if (known !== undefined) return known ?? undefined
  let found: AsyncInSync | undefined
  for (const [kind, options] of Object.entries(config as object)) {
    const part = asyncPartOf(options)
    if (part !== undefined) {
      found = {
        path: ['scope', kind, part],
        what: `a ${part} function of the scope's configuration, which ArkType calls synchronously when it writes an issue`,
      }
      break
    }
  }
  if (cacheable) scopeAnswers.set(config, found ?? null)
  return found
}

// Whether a plain function returned a promise when it was read with an empty issue. Each
// function is read once, not once per type: the scope's functions (ArkType's own, for every
// kind of node) are shared by every type of the scope, and reading them builds nodes.
const readPromise = new WeakMap<object, boolean>()

// A plain function is read once with an empty issue, in case it returns a promise whatever
// the issue: ArkType would write that promise into the message and drop it.
function asyncPartOf(options: unknown): string | undefined {
  if (typeof options !== 'object' || options === null) return undefined
  const record = options as Readonly<Record<string, unknown>>
  for (const part of MESSAGE_PARTS) {
    const write = record[part]
    if (typeof write !== 'function') continue
    if (isAsyncFunction(write)) return part
    let promised = readPromise.get(write)
    if (promised === undefined) {
      promised = readsPromise(() => write(Object.freeze({})))
      readPromise.set(write, promised)
    }
    if (promised) return part
  }
  return undefined
}
