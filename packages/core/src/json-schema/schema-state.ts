import type { JsonSchemaAdapter } from './adapter'
import type { JsonSchemaIo, JsonSchemaTarget } from './types'

type Slots = Map<string, unknown>

// What core keeps per schema object: the adapter bound to it, and its conversions. One entry
// per schema, weakly held: nothing is kept alive by it.
interface SchemaEntry {
  adapter: JsonSchemaAdapter | undefined
  plain: Slots
  byLibraryOptions: WeakMap<object, Slots> | undefined
}

const entries = new WeakMap<object, SchemaEntry>()

/** The adapter bound to a schema, if any. */
export function boundAdapter(schema: object): JsonSchemaAdapter | undefined {
  return entries.get(schema)?.adapter
}

/** Binds an adapter to a schema, dropping what was converted without it. */
export function bindAdapter(schema: object, adapter: JsonSchemaAdapter): void {
  const entry = entries.get(schema)
  if (entry === undefined) {
    entries.set(schema, { adapter, plain: new Map(), byLibraryOptions: undefined })
    return
  }
  entry.adapter = adapter
  entry.plain = new Map()
  entry.byLibraryOptions = undefined
}

/**
 * A conversion, cached per schema, io and target (and `libraryOptions` object, when given),
 * computed by `convert` the first time.
 */
export function cachedConversion<T>(
  schema: object,
  io: JsonSchemaIo,
  target: JsonSchemaTarget,
  libraryOptions: object | undefined,
  convert: () => T,
): T {
  let entry = entries.get(schema)
  if (entry === undefined) {
    entry = { adapter: undefined, plain: new Map(), byLibraryOptions: undefined }
    entries.set(schema, entry)
  }
  const slots = libraryOptions === undefined ? entry.plain : slotsFor(entry, libraryOptions)
  const key = io === 'input' ? target : `${target}:output`
  const hit = slots.get(key)
  if (hit !== undefined) return hit as T
  const value = convert()
  slots.set(key, value)
  return value
}

function slotsFor(entry: SchemaEntry, libraryOptions: object): Slots {
  entry.byLibraryOptions ??= new WeakMap()
  let slots = entry.byLibraryOptions.get(libraryOptions)
  if (slots === undefined) {
    slots = new Map()
    entry.byLibraryOptions.set(libraryOptions, slots)
  }
  return slots
}
