import { judgeDefault } from '@polytool/core'
import { globalRegistry } from 'zod/v4/core'
import type { ZodLoss } from './losses'

/** The part of a Zod registry that `toJSONSchema` reads (`metadata`). */
export interface MetadataSource {
  get(schema: never): unknown
}

/**
 * A registry for Zod's converter that hands out only the JSON part of each schema's metadata
 * (`.meta()`, `.describe()`): Zod copies every field into the JSON Schema node as it is, so a
 * function, a symbol, a bigint or a cycle went out as garbage or crashed the conversion, and a
 * getter ran (and could throw) there. Each field is read once, by its descriptor, so no getter
 * runs; a field that is a getter, not JSON (`judgeDefault`), or private-looking (a key starting
 * `_` or `~`: Zod's own `_prefault` is one, which it would write as the default) is left out, and
 * the node is given a loss to report. A registry that throws is read as holding nothing.
 *
 * @param source - The registry the caller passed (`metadata`), or Zod's global one.
 * @param losses - Filled with the loss of each schema whose metadata lost a field.
 * @returns The registry to pass to `toJSONSchema`.
 */
export function jsonMetadataOf(
  source: MetadataSource | undefined,
  losses: Map<object, ZodLoss>,
): MetadataSource {
  const registry = source ?? (globalRegistry as unknown as MetadataSource)
  // Zod asks several times for each node, in one conversion: the map lives as long as it.
  const cache = new Map<object, Record<string, unknown> | typeof NOTHING>()
  return {
    get(schema: never) {
      const key = schema as unknown as object
      const cached = cache.get(key)
      if (cached !== undefined) return cached === NOTHING ? undefined : cached
      const { kept, dropped } = jsonFields(() => registry.get(schema))
      if (dropped.length > 0) {
        losses.set(key, {
          code: 'non-json-value',
          message: `metadata left out, as it is not JSON or looks private: ${dropped.join(', ')}`,
        })
      }
      cache.set(key, kept ?? NOTHING)
      return kept
    },
  }
}

// What the cache holds for a node without metadata, so that one look-up answers it.
const NOTHING = Symbol('no metadata')

const MAX_SHOWN = 5

interface Fields {
  readonly kept: Record<string, unknown> | undefined
  readonly dropped: readonly string[]
}

// Most schemas have no metadata: Zod asks for every node, so that answer is shared.
const NO_FIELDS: Fields = Object.freeze({ kept: undefined, dropped: Object.freeze([]) })

function jsonFields(read: () => unknown): Fields {
  let meta: unknown
  let keys: PropertyKey[]
  try {
    meta = read()
    if (typeof meta !== 'object' || meta === null) return NO_FIELDS
    keys = Reflect.ownKeys(meta)
  } catch {
    return { kept: undefined, dropped: ['(the metadata could not be read)'] }
  }
  const dropped: string[] = []
  const kept: Record<string, unknown> = {}
  let keptCount = 0
  for (const key of keys) {
    let descriptor: PropertyDescriptor | undefined
    try {
      descriptor = Reflect.getOwnPropertyDescriptor(meta as object, key)
    } catch {
      descriptor = undefined
    }
    if (descriptor === undefined || descriptor.enumerable !== true) continue
    const usable =
      typeof key === 'string' &&
      !key.startsWith('_') &&
      !key.startsWith('~') &&
      'value' in descriptor &&
      isJson(descriptor.value)
    if (usable) {
      // A plain assignment keeps the copy a fast object: a key starting with `_` never gets
      // here, so neither does `__proto__`.
      kept[key as string] = descriptor.value
      keptCount++
    } else if (dropped.length < MAX_SHOWN) {
      dropped.push(typeof key === 'symbol' ? 'a symbol key' : JSON.stringify(key))
    }
  }
  return { kept: keptCount > 0 ? kept : undefined, dropped }
}

// `judgeDefault` reads nested values: a getter there may throw, and the field is then left out.
function isJson(value: unknown): boolean {
  // Most metadata is a `description` or a `title`: a string needs no walk.
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return true
  try {
    return judgeDefault(value) === 'json'
  } catch {
    return false
  }
}
