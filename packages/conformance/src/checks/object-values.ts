import { inTurns, MAX_VALUES_PER_NODE } from './fair-values'
import { patternStrings } from './pattern-strings'
import { propertyCountObjects } from './property-count-values'
import {
  ANY_VALUES,
  type Build,
  entriesAt,
  isNode,
  merge,
  type Node,
  stringsAt,
  without,
} from './schema-nodes'

// Objects a schema node describes: one with every property, one with the required ones, each
// property's other values in turn, keys that `patternProperties`, `propertyNames` and
// `additionalProperties` admit, objects at and past the property counts, and, for each key that
// `dependentSchemas`, `dependentRequired` or `dependencies` names, an object holding that key
// and what it brings (only the key, when the dependent schema is `false`: it forbids the key,
// and a validator that does not is told apart by it).

const DEPENDENTS = ['dependentSchemas', 'dependentRequired', 'dependencies'] as const
const EXTRA_KEY = 'extra'
const KEYS_PER_PATTERN = 2
const VALUES_PER_KEY = 4
// Keys unlike those a record's pattern is written for: a prefix, a length, a case, no letter.
const OUTSIDE_KEYS = ['zz_a', 'a_longer_key_name', 'K', '0', '', 'a b']

/** The objects built for a node with `type: object`. */
export function objects(schema: Node, depth: number, build: Build): unknown[] {
  const choices = entriesAt(schema, 'properties').map(
    ([key, sub]) => [key, build(sub, depth + 1)] as const,
  )
  const base: [string, unknown][] = choices
    .filter(([, values]) => values.length > 0)
    .map(([key, values]) => [key, values[0]])
  // A required key without a property schema still needs a value, or no object is admitted.
  for (const key of stringsAt(schema, 'required')) {
    if (!base.some(([name]) => name === key))
      base.push([key, otherValue(schema, key, depth, build)])
  }
  const all = Object.fromEntries(base)
  const required = new Set(stringsAt(schema, 'required'))
  const onlyRequired = Object.fromEntries(base.filter(([key]) => required.has(key)))
  const lists: unknown[][] = [[all, onlyRequired]]
  for (const [key, values] of choices) {
    lists.push(values.slice(1).map((value) => ({ ...all, [key]: value })))
  }
  lists.push(extraKeyObjects(schema, { all, onlyRequired }, depth, build))
  for (const [pattern, sub] of entriesAt(schema, 'patternProperties')) {
    const values = orAny(build(sub, depth + 1)).slice(0, VALUES_PER_KEY)
    const keys = patternStrings(pattern).slice(0, KEYS_PER_PATTERN)
    lists.push(keys.flatMap((key) => values.map((value) => ({ ...onlyRequired, [key]: value }))))
    lists.push(keys.map((key) => ({ ...all, [key]: values[0] })))
  }
  lists.push(outsideKeyObjects(schema, onlyRequired, depth, build))
  lists.push(
    propertyCountObjects(schema, { all, onlyRequired }, (key) =>
      otherValue(schema, key, depth, build),
    ),
  )
  lists.push(...dependentObjects(schema, depth, build))
  return inTurns(lists, MAX_VALUES_PER_NODE)
}

// Keys beyond `properties`: `extra` (admitted by `additionalProperties` when it is a schema, or
// refused when it is absent and a validator strips or refuses it), and the names `propertyNames`
// describes.
function extraKeyObjects(
  schema: Node,
  { all, onlyRequired }: { readonly all: Node; readonly onlyRequired: Node },
  depth: number,
  build: Build,
): unknown[] {
  const additional = schema.additionalProperties
  const out: unknown[] = []
  if (additional === undefined) out.push({ ...all, [EXTRA_KEY]: 1 })
  else if (additional !== false) {
    for (const value of build(additional, depth + 1).slice(0, VALUES_PER_KEY)) {
      out.push({ ...onlyRequired, [EXTRA_KEY]: value })
    }
  }
  if (schema.propertyNames !== undefined) {
    const names = build(schema.propertyNames, depth + 1).filter((name) => typeof name === 'string')
    for (const name of names.slice(0, VALUES_PER_KEY)) {
      out.push({ ...onlyRequired, [name]: otherValue(schema, name, depth, build) })
    }
  }
  return out
}

// Beside `patternProperties`, keys a narrowed pattern would leave out (`^(?!zz_).*$`,
// `^.{0,8}$`): each goes to the first pattern it matches, else to `additionalProperties`, with
// that schema's value and with a value of another type.
function outsideKeyObjects(
  schema: Node,
  onlyRequired: Node,
  depth: number,
  build: Build,
): unknown[] {
  if (entriesAt(schema, 'patternProperties').length === 0) return []
  const named = new Set(entriesAt(schema, 'properties').map(([key]) => key))
  return OUTSIDE_KEYS.filter((key) => !named.has(key)).flatMap((key) => {
    const value = otherValue(schema, key, depth, build)
    const other = ANY_VALUES.find((any) => typeof any !== typeof value)
    return [value, other].map((item) => ({ ...onlyRequired, [key]: item }))
  })
}

// The value for a key no property names: from the first `patternProperties` entry it
// matches, else from `additionalProperties`, else any.
function otherValue(schema: Node, key: string, depth: number, build: Build): unknown {
  for (const [pattern, sub] of entriesAt(schema, 'patternProperties')) {
    if (matches(pattern, key)) return orAny(build(sub, depth + 1))[0]
  }
  const additional = schema.additionalProperties
  if (additional !== undefined && additional !== false)
    return orAny(build(additional, depth + 1))[0]
  return ANY_VALUES[0]
}

// For each trigger key: the node with the dependent schema merged in (or the dependent keys
// required), and the trigger key required. Built once more from that node, which has no
// dependents left. A `false` dependent is not merged (nothing would be built): the object only
// holds the key.
function dependentObjects(schema: Node, depth: number, build: Build): unknown[][] {
  const rest = without(schema, DEPENDENTS)
  const lists: unknown[][] = []
  for (const keyword of DEPENDENTS) {
    for (const [key, dependent] of entriesAt(schema, keyword)) {
      const triggered = { required: [key] }
      if (Array.isArray(dependent)) {
        const keys = dependent.filter((name) => typeof name === 'string')
        lists.push(build(merge(rest, { required: [key, ...keys] }), depth + 1))
      } else if (isNode(dependent)) {
        lists.push(build(merge(merge(rest, dependent), triggered), depth + 1))
      } else if (dependent === true || dependent === false) {
        lists.push(build(merge(rest, triggered), depth + 1))
      }
    }
  }
  return lists
}

function orAny(values: readonly unknown[]): readonly unknown[] {
  return values.length > 0 ? values : ANY_VALUES
}

function matches(pattern: string, key: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(key)
  } catch {
    return false
  }
}
