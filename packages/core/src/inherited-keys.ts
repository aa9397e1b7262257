import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { SchemaEntry } from './json-schema/schema-state'

/**
 * The keys a schema library reads from `Object.prototype` when a value lacks them (`{}` has a
 * `constructor`): every member of `Object.prototype` but `__proto__`, which JSON.parse makes an
 * own key and libraries treat apart.
 */
export const PROTOTYPE_MEMBER_KEYS: readonly string[] = Object.freeze(
  Object.getOwnPropertyNames(Object.prototype).filter((key) => key !== '__proto__'),
)

const INHERITED: ReadonlySet<string> = new Set(PROTOTYPE_MEMBER_KEYS)

// A dictionary rather than the set: looking a key up in it costs no more than reading a field.
const IS_INHERITED: Readonly<Record<string, true | undefined>> = Object.assign(
  Object.create(null),
  Object.fromEntries(PROTOTYPE_MEMBER_KEYS.map((key) => [key, true])),
)

// How deep and how wide the quick scan goes before it leaves the value to the walk, which keeps
// no stack and visits each object once.
const QUICK_SCAN_DEPTH = 32
const QUICK_SCAN_VALUES = 4096

interface Pending {
  readonly output: unknown
  readonly input: unknown
  /** Where the output sits: its parent's step and its key, a path built only for an issue. */
  readonly parent: Pending | undefined
  readonly key: PropertyKey | undefined
}

/**
 * Refuses a passed output holding a key named after an `Object.prototype` member (`constructor`,
 * `toString`, `hasOwnProperty`, …) that the input object did not have as its own. Schema
 * libraries read such a key as `value[key]`, which finds the prototype's member when the key is
 * missing (`{}.constructor` is `Object`), and keep what they find: Zod, Valibot and Effect copy
 * the function into the output where the field is `unknown`, Yup casts it to its source text
 * (`"function Object() { [native code] }"`). A required key would be satisfied by `{}`, and
 * `execute` would receive keys the caller never sent. The output is walked beside the input,
 * plain objects and arrays only, each object once, linear in the output's size whatever its
 * depth; an output object with no input object at its path (built by a default or a transform)
 * is not judged.
 *
 * @param result - The library's result for `input`.
 * @param input - The value Yup was given.
 * @returns The result, or a failure with one issue per injected key.
 */
export function refuseInheritedKeys(
  result: StandardSchemaV1.Result<unknown>,
  input: unknown,
): StandardSchemaV1.Result<unknown> {
  if (result.issues !== undefined || !mayHoldInheritedKey(result.value)) return result
  const issues: StandardSchemaV1.Issue[] = []
  const seen = new Set<object>()
  const pending: Pending[] = [{ output: result.value, input, parent: undefined, key: undefined }]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { output } = next
    if (!isWalked(output) || seen.has(output)) continue
    seen.add(output)
    const source = isObject(next.input) ? next.input : undefined
    if (Array.isArray(output)) {
      for (let index = 0; index < output.length; index++) {
        const from = Array.isArray(source) ? source[index] : undefined
        pending.push({ output: output[index], input: from, parent: next, key: index })
      }
      continue
    }
    for (const key of Object.keys(output)) {
      if (INHERITED.has(key) && source !== undefined && !Object.hasOwn(source, key)) {
        issues.push({
          path: [...pathOf(next), key],
          message: `Expected "${key}" to be sent: the schema library read it from Object.prototype`,
        })
        continue
      }
      const from = source === undefined ? undefined : Reflect.get(source, key)
      pending.push({ output: Reflect.get(output, key), input: from, parent: next, key })
    }
  }
  return issues.length === 0 ? result : { issues }
}

// Whether any plain object in the output may have a key named after a prototype member: nearly
// every output has none, and is answered without the walk's paths and bookkeeping. Past the
// quick scan's depth or number of values (a cycle, or one object reached by many paths), the
// walk decides.
function mayHoldInheritedKey(output: unknown): boolean {
  return quickScan(output, 0, QUICK_SCAN_VALUES) < 0
}

// The values the scan may still visit, or -1 when the walk must decide.
function quickScan(output: unknown, depth: number, budget: number): number {
  if (typeof output !== 'object' || output === null) return budget
  if (depth === QUICK_SCAN_DEPTH || budget === 0) return -1
  let left = budget - 1
  if (Array.isArray(output)) {
    for (let index = 0; index < output.length && left >= 0; index++) {
      left = quickScan(output[index], depth + 1, left)
    }
    return left
  }
  if (!isWalked(output)) return left
  for (const key in output) {
    if (IS_INHERITED[key] === true) return -1
    left = quickScan((output as Record<string, unknown>)[key], depth + 1, left)
    if (left < 0) return -1
  }
  return left
}

function pathOf(step: Pending): PropertyKey[] {
  const path: PropertyKey[] = []
  for (let at: Pending | undefined = step; at?.key !== undefined; at = at.parent) path.push(at.key)
  return path.reverse()
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null
}

// Only what JSON can hold: a Date, Map or class instance is the user's, not a shape Yup built.
function isWalked(value: unknown): value is object {
  if (!isObject(value)) return false
  if (Array.isArray(value)) return true
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/**
 * `refuseInheritedKeys` for a schema whose adapter can tell that it names no key after a
 * prototype member (`readsInheritedKeys`): its output is then answered as it is, unwalked.
 *
 * @param entry - The schema's entry, if it has one.
 * @param schema - The schema.
 * @param result - The library's result for `input`.
 * @param input - The value the library was given.
 * @returns The result, or a failure with one issue per injected key.
 */
export function refuseInheritedKeysOf(
  entry: SchemaEntry | undefined,
  schema: StandardSchemaV1,
  result: StandardSchemaV1.Result<unknown>,
  input: unknown,
): StandardSchemaV1.Result<unknown> {
  if (entry !== undefined) {
    entry.readsInherited ??= entry.adapter?.readsInheritedKeys?.(schema) ?? true
    if (!entry.readsInherited) return result
  }
  return refuseInheritedKeys(result, input)
}

/**
 * Whether one node of a schema names an `Object.prototype` member (`constructor`, `toString`,
 * …): as one of its own keys, as one of its string values (a literal, a discriminator, a key's
 * name), in a list of strings (an enum's values), or as a key of a record it holds (an
 * object's shape or entries). For an adapter's `readsInheritedKeys`, which asks it of every node
 * of a schema (`walkSchema`); a `true` anywhere means core looks for inherited keys after each
 * validation. Errs towards `true`. Reads data properties only, never calling a getter.
 *
 * @param node - One node of a schema (a Zod definition, a Valibot schema).
 * @returns Whether it names a prototype member.
 * @example
 * import { mentionsPrototypeMember } from '@polytool/core'
 *
 * mentionsPrototypeMember({ type: 'object', entries: { constructor: {} } }) // true
 * mentionsPrototypeMember({ type: 'literal', literal: 'toString' }) // true
 * mentionsPrototypeMember({ type: 'object', entries: { city: {} } }) // false
 */
export function mentionsPrototypeMember(node: object): boolean {
  for (const key of Object.keys(node)) {
    if (INHERITED.has(key)) return true
    // Only data is read: a getter (Zod's `defaultValue`) may call the user's function.
    const value = Object.getOwnPropertyDescriptor(node, key)?.value
    if (namesMember(value)) return true
    if (Array.isArray(value)) {
      if (value.some(namesMember)) return true
    } else if (isWalked(value) && Object.keys(value).some((inner) => INHERITED.has(inner))) {
      return true
    }
  }
  return false
}

function namesMember(value: unknown): boolean {
  return typeof value === 'string' && INHERITED.has(value)
}
