import { type InexactDirection, markInexact, markUnrepresentable } from '@polytool/core'
import { addedTransforms, type YupNode } from './may-transform'

type Json = Record<string, unknown>

interface Effect {
  readonly keyword: string
  readonly direction: InexactDirection
}

/** The methods of Yup's schemas that add a transform. */
interface Methods {
  round(): unknown
  truncate(): unknown
  ensure(): unknown
  json(): unknown
  compact(): unknown
  trim(): unknown
  lowercase(): unknown
  uppercase(): unknown
}

/** A transform Yup's own methods add, and what it does to the JSON Schema's judgment. */
interface Known {
  readonly type: string
  /** Adds the transform to a new schema of the class. */
  readonly add: (schema: Methods) => unknown
  readonly what: string
  /** The keywords it loosens or tightens, given the node it sits on. */
  readonly effects: (json: Json) => readonly Effect[]
  /**
   * Whether what it changes shows in errors no inexact keyword can name (below `items`, or a
   * `not`): then it is reported lost.
   */
  readonly lost?: (json: Json) => boolean
}

const allowsNull = (json: Json) => Array.isArray(json.type) && json.type.includes('null')
const present = (json: Json, keywords: readonly string[], direction: InexactDirection) =>
  keywords.filter((keyword) => keyword in json).map((keyword) => ({ keyword, direction }))

// Each with `add` building it on a fresh schema: Yup's closures are new per call, so a transform
// is told by its source.
const KNOWN: readonly Known[] = [
  {
    type: 'number',
    add: (schema) => schema.round(),
    what: 'round() rounds the number before the checks',
    effects: rounded,
    lost: (json) => 'not' in json,
  },
  {
    type: 'number',
    add: (schema) => schema.truncate(),
    what: 'truncate() cuts the number to a 32-bit integer before the checks',
    effects: rounded,
    lost: (json) => 'not' in json,
  },
  {
    type: 'array',
    add: (schema) => schema.ensure(),
    what: 'ensure() turns a value that is not an array into one: null into [], any other value into [value]',
    effects: (json) => [{ keyword: 'type', direction: allowsNull(json) ? 'both' : 'looser' }],
  },
  {
    type: 'array',
    add: (schema) => schema.json(),
    what: 'json() parses a string holding a JSON array, and checks the array',
    effects: () => [{ keyword: 'type', direction: 'looser' }],
  },
  {
    type: 'array',
    add: (schema) => schema.compact(),
    // An item it removes may fail any keyword of `items`, and minItems and maxItems count the rest.
    what: 'compact() removes the falsy items (or those its function rejects) before the items and the length are checked',
    effects: () => [],
    lost: () => true,
  },
  {
    type: 'string',
    add: (schema) => schema.ensure(),
    what: 'ensure() turns null into the empty string before the checks',
    effects: (json) => [{ keyword: 'type', direction: allowsNull(json) ? 'both' : 'looser' }],
  },
  // An object's json(): core refuses the string before Yup parses it.
  { type: 'object', add: (schema) => schema.json(), what: '', effects: () => [] },
  // trim(), lowercase() and uppercase() add a test too, reported lost with the other tests.
  { type: 'string', add: (schema) => schema.trim(), what: '', effects: () => [] },
  { type: 'string', add: (schema) => schema.lowercase(), what: '', effects: () => [] },
  { type: 'string', add: (schema) => schema.uppercase(), what: '', effects: () => [] },
]

// round() and truncate() keep a number a number: bounds and listed values judge the result.
function rounded(json: Json): readonly Effect[] {
  const integer =
    json.type === 'integer' || (Array.isArray(json.type) && json.type.includes('integer'))
  return [
    ...(integer ? [{ keyword: 'type', direction: 'looser' as const }] : []),
    ...present(
      json,
      ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'enum'],
      'both',
    ),
  ]
}

const sources = new WeakMap<object, Map<Known, string | undefined>>()

/**
 * Tags what the transforms of one Yup schema that Yup casts do to the JSON Schema's judgment:
 * `ensure()` and an array's `json()` let other types through (inexact `type`, looser),
 * `round()` and `truncate()` change the number the bounds and `enum` judge (inexact, both ways).
 * `compact()` drops items before `items`, `minItems` and `maxItems` are checked, and a
 * transform Yup's methods do not add (a `.transform()` of the user's, `from()`, `camelCase()`)
 * changes the value in a way no JSON Schema states: both are reported lost (`refinement`).
 *
 * @param node - One Yup schema, cast before it is checked.
 * @param json - Its JSON Schema.
 */
export function tagTransforms(node: YupNode, json: Json): void {
  for (const transform of addedTransforms(node)) {
    const known = knownTransform(node, transform)
    if (known === undefined) {
      markUnrepresentable(
        json,
        'refinement',
        'a .transform() changes the value before Yup checks it (the schema is not strict): the JSON Schema judges the value sent',
      )
      continue
    }
    const message = `Yup transforms before it checks (the schema is not strict): ${known.what}`
    if (known.lost?.(json) === true) markUnrepresentable(json, 'refinement', message)
    else {
      for (const { keyword, direction } of known.effects(json)) {
        markInexact(json, keyword, direction, message)
      }
    }
  }
}

function knownTransform(node: YupNode, transform: unknown): Known | undefined {
  if (typeof transform !== 'function') return undefined
  const source = Function.prototype.toString.call(transform)
  return KNOWN.find((known) => known.type === node.type && sourceOf(node, known) === source)
}

// The source of the transform `known.add` gives a new schema of the node's class.
function sourceOf(node: YupNode, known: Known): string | undefined {
  const kind = node.constructor
  let byKnown = sources.get(kind)
  if (byKnown === undefined) {
    byKnown = new Map()
    sources.set(kind, byKnown)
  }
  if (!byKnown.has(known)) {
    let source: string | undefined
    try {
      const fresh = new (kind as new () => Methods)()
      const transforms = (known.add(fresh) as YupNode).transforms
      const added = transforms?.[transforms.length - 1]
      source = typeof added === 'function' ? Function.prototype.toString.call(added) : undefined
    } catch {
      source = undefined
    }
    byKnown.set(known, source)
  }
  return byKnown.get(known)
}
