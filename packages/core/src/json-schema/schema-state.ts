import type { JsonSchemaAdapter, SchemaValidator } from './adapter'
import type { ObjectPosition } from './object-positions'
import { JSON_SCHEMA_TARGETS, type JsonSchemaIo, type JsonSchemaTarget } from './types'

// One slot per io and target: input targets first, then output targets.
type Slots = unknown[]

/**
 * What core keeps per schema object: the adapter bound to it, and its conversions. One entry
 * per schema, weakly held: nothing is kept alive by it.
 */
export interface SchemaEntry {
  adapter: JsonSchemaAdapter | undefined
  /** The vendor its `~standard` named, read once the schema is bound to an adapter. */
  vendor: string | undefined
  /** The input in draft 2020-12 without library options: nearly every schema's only conversion. */
  usual: unknown
  /** The other conversions without library options, by slot. */
  others: Slots | undefined
  byLibraryOptions: WeakMap<object, Slots> | undefined
  /** Whether the emitted input's root accepts objects only (see `requiresObjectRoot`), once known. */
  objectRoot: boolean | undefined
  /** Where the emitted input accepts only objects (see `objectPositions`); `null` for nowhere. */
  objectPositions: ObjectPosition | null | undefined
  /** Whether validating may put a value the user's code made into the output, once known. */
  makesValues: boolean | undefined
  /** Whether validating calls a check the user wrote (see `runsChecks`), once known. */
  runsChecks: boolean | undefined
  /** What validates the schema's values, once known (see `validatorOf`). */
  validator: SchemaValidator | undefined
  /** What validates the tool outputs of the schema, once known (`validatorOf` for `'tool'`). */
  toolOutputValidator: SchemaValidator | undefined
  /** Whether the library may read a key from Object.prototype (see `readsInheritedKeys`), once known. */
  readsInherited: boolean | undefined
  /** The property names the input side declares (see `declaredKeys`), once known. */
  declaredInputKeys: ReadonlySet<string> | undefined
  /** The property names the output side declares (see `declaredKeys`), once known. */
  declaredOutputKeys: ReadonlySet<string> | undefined
}

const entries = new WeakMap<object, SchemaEntry>()

function newEntry(adapter: JsonSchemaAdapter | undefined): SchemaEntry {
  return {
    adapter,
    vendor: undefined,
    usual: undefined,
    others: undefined,
    byLibraryOptions: undefined,
    objectRoot: undefined,
    objectPositions: undefined,
    makesValues: undefined,
    runsChecks: undefined,
    validator: undefined,
    toolOutputValidator: undefined,
    readsInherited: undefined,
    declaredInputKeys: undefined,
    declaredOutputKeys: undefined,
  }
}

/** The entry of a schema, created on first use. */
export function schemaEntry(schema: object): SchemaEntry {
  let entry = entries.get(schema)
  if (entry === undefined) {
    entry = newEntry(undefined)
    entries.set(schema, entry)
  }
  return entry
}

/** The entry of a schema, if it has one. */
export function findEntry(schema: object): SchemaEntry | undefined {
  return entries.get(schema)
}

/** Binds an adapter to a schema (whose entry, if any, is given), dropping what was converted without it. */
export function bindAdapter(
  schema: object,
  entry: SchemaEntry | undefined,
  adapter: JsonSchemaAdapter,
): void {
  if (entry === undefined) entries.set(schema, newEntry(adapter))
  else Object.assign(entry, newEntry(adapter))
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
  if (libraryOptions === undefined && io === 'input' && target === 'draft-2020-12') {
    entry.usual ??= convert()
    return entry.usual as T
  }
  const slots = libraryOptions === undefined ? otherSlots(entry) : slotsFor(entry, libraryOptions)
  const slot =
    (io === 'input' ? 0 : JSON_SCHEMA_TARGETS.length) + JSON_SCHEMA_TARGETS.indexOf(target)
  const hit = slots[slot]
  if (hit !== undefined) return hit as T
  const value = convert()
  slots[slot] = value
  return value
}

function otherSlots(entry: SchemaEntry): Slots {
  entry.others ??= []
  return entry.others
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
