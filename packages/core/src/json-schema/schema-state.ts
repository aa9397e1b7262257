import type { JsonSchemaAdapter } from './adapter'
import { JSON_SCHEMA_TARGETS, type JsonSchemaIo, type JsonSchemaTarget } from './types'

// One slot per io and target: input targets first, then output targets.
type Slots = unknown[]

/**
 * What core keeps per schema object: the adapter bound to it, and its conversions. One entry
 * per schema, weakly held: nothing is kept alive by it.
 */
export interface SchemaEntry {
  adapter: JsonSchemaAdapter | undefined
  plain: Slots
  byLibraryOptions: WeakMap<object, Slots> | undefined
}

const entries = new WeakMap<object, SchemaEntry>()

/** The entry of a schema, created on first use. */
export function schemaEntry(schema: object): SchemaEntry {
  let entry = entries.get(schema)
  if (entry === undefined) {
    entry = { adapter: undefined, plain: [], byLibraryOptions: undefined }
    entries.set(schema, entry)
  }
  return entry
}

/** The adapter bound to a schema, if any. */
export function boundAdapter(schema: object): JsonSchemaAdapter | undefined {
  return entries.get(schema)?.adapter
}

/** Binds an adapter to a schema, dropping what was converted without it. */
export function bindAdapter(schema: object, adapter: JsonSchemaAdapter): void {
  const entry = entries.get(schema)
  if (entry === undefined) {
    entries.set(schema, { adapter, plain: [], byLibraryOptions: undefined })
    return
  }
  entry.adapter = adapter
  entry.plain = []
  entry.byLibraryOptions = undefined
}

/**
 * A conversion, cached in a schema's entry per io and target (and `libraryOptions` object,
 * when given), computed by `convert` the first time.
 */
export function cachedConversion<T>(
  entry: SchemaEntry,
  io: JsonSchemaIo,
  target: JsonSchemaTarget,
  libraryOptions: object | undefined,
  convert: () => T,
): T {
  const slots = libraryOptions === undefined ? entry.plain : slotsFor(entry, libraryOptions)
  const slot =
    (io === 'input' ? 0 : JSON_SCHEMA_TARGETS.length) + JSON_SCHEMA_TARGETS.indexOf(target)
  const hit = slots[slot]
  if (hit !== undefined) return hit as T
  const value = convert()
  slots[slot] = value
  return value
}

function slotsFor(entry: SchemaEntry, libraryOptions: object): Slots {
  entry.byLibraryOptions ??= new WeakMap()
  let slots = entry.byLibraryOptions.get(libraryOptions)
  if (slots === undefined) {
    slots = []
    entry.byLibraryOptions.set(libraryOptions, slots)
  }
  return slots
}
