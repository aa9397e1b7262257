import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { ToolIssue } from './issues'
import { NULL, OBJECT, typeNames } from './json-schema/json-type-bits'
import {
  acceptsType,
  checksType,
  type ObjectPosition,
  objectPositions,
} from './json-schema/object-positions'
import { requiresObjectRoot, requiresObjectRootIn } from './json-schema/object-root'
import { isPlainObject, objectKindName } from './json-schema/plain-object'
import { findEntry, type SchemaEntry } from './json-schema/schema-state'

/** How deep a value is walked; below it, the library's validator alone judges. */
const MAX_DEPTH = 4096

/**
 * The issue for a tool input holding a value whose type no branch of the input's JSON Schema
 * accepts where that schema accepts objects: at the root, in a property, a record's value
 * (pattern-keyed too), a tuple's or an array's item, a union's branch. `undefined` when the
 * value may go on to the validator. Every provider sends an object there, and `execute` is
 * typed for one; some libraries accept an array for an object whose keys are all optional
 * (Valibot builds an object from it, ArkType passes it on), so core refuses it first, the same
 * way for every library. Where a branch accepts the value's type (`{ a?: string } | string`
 * and a string), it is left to the validator. The message names the type received, never
 * the value. A root object costs one look-up when the schema has no nested object positions; a
 * walk, linear in the value, only where it has. `undefined` is no JSON value, so no model sends
 * it; it is left to the validator (a default).
 *
 * @param schema - The tool's input schema.
 * @param value - The input received.
 * @returns The first issue, or `undefined` when the value may be validated.
 */
export function objectInputIssue(schema: StandardSchemaV1, value: unknown): ToolIssue | undefined {
  return objectInputIssueIn(schema, findEntry(schema), value)
}

/**
 * `objectInputIssue` for a caller that has already looked up the schema's entry, which keeps
 * the positions computed at the first call: a later call pays no look-up of its own.
 *
 * @param schema - The tool's input schema.
 * @param entry - The schema's entry, if it has one.
 * @param value - The input received.
 * @returns The first issue, or `undefined` when the value may be validated.
 */
export function objectInputIssueIn(
  schema: StandardSchemaV1,
  entry: SchemaEntry | undefined,
  value: unknown,
): ToolIssue | undefined {
  if (value === undefined) return undefined
  if (
    !isPlainObject(value) &&
    (entry ? requiresObjectRootIn(schema, entry) : requiresObjectRoot(schema))
  ) {
    return issueAt([], value)
  }
  const known = entry?.objectPositions
  const root = known === undefined ? objectPositions(schema) : (known ?? undefined)
  return root === undefined ? undefined : walk(root, value)
}

interface Step {
  readonly value: unknown
  readonly position: ObjectPosition
  readonly parent: Step | undefined
  readonly key: string | number | undefined
  readonly depth: number
}

function walk(root: ObjectPosition, value: unknown): ToolIssue | undefined {
  const pending: Step[] = [{ value, position: root, parent: undefined, key: undefined, depth: 0 }]
  while (pending.length > 0) {
    const step = pending.pop() as Step
    const { value: here, position } = step
    if (here === undefined) continue
    if (checksType(position) && !acceptsType(position, here)) {
      return issueAt(pathOf(step), here, position.accepts)
    }
    if (step.depth >= MAX_DEPTH || typeof here !== 'object' || here === null) continue
    if (Array.isArray(here)) pushItems(step, here, pending)
    else pushProperties(step, here as Record<string, unknown>, pending)
  }
  return undefined
}

function pushItems(step: Step, array: readonly unknown[], pending: Step[]): void {
  const { prefixItems, items } = step.position
  const first = prefixItems === undefined ? 0 : Math.min(prefixItems.length, array.length)
  for (let index = 0; index < first; index++) {
    const position = (prefixItems as readonly (ObjectPosition | undefined)[])[index]
    if (position !== undefined) pending.push(next(step, position, array[index], index))
  }
  if (items === undefined) return
  for (let index = first; index < array.length; index++) {
    pending.push(next(step, items, array[index], index))
  }
}

function pushProperties(step: Step, object: Record<string, unknown>, pending: Step[]): void {
  const { properties, declared } = step.position
  if (declared === undefined) {
    if (properties === undefined) return
    for (const [key, position] of properties) {
      if (Object.hasOwn(object, key)) pending.push(next(step, position, object[key], key))
    }
    return
  }
  // Undeclared keys are checked too: one pass over the value's own keys.
  for (const key of Object.keys(object)) {
    const position = declared.has(key) ? properties?.get(key) : undeclaredPosition(step, key)
    if (position !== undefined) pending.push(next(step, position, object[key], key))
  }
}

// The first pattern the key matches (`patternProperties`), else the other keys' rule.
function undeclaredPosition(step: Step, key: string): ObjectPosition | undefined {
  const { patterns, values } = step.position
  if (patterns !== undefined) {
    for (const { pattern, position } of patterns) if (pattern.test(key)) return position
  }
  return values
}

function next(parent: Step, position: ObjectPosition, value: unknown, key: string | number): Step {
  return { value, position, parent, key, depth: parent.depth + 1 }
}

function pathOf(step: Step): (string | number)[] {
  const path: (string | number)[] = []
  for (let at: Step | undefined = step; at?.key !== undefined; at = at.parent) path.push(at.key)
  return path.reverse()
}

// Objects (or objects and `null`) keep the message every library's first check gives.
function issueAt(path: (string | number)[], value: unknown, accepts = OBJECT): ToolIssue {
  const expected = (accepts & ~NULL) === OBJECT ? 'object' : typeNames(accepts)
  return { path, message: `Invalid input: expected ${expected}, received ${typeName(value)}` }
}

function typeName(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'object' && !isPlainObject(value)) return objectKindName(value)
  return typeof value
}
