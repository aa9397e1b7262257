import type { SchemaAST } from 'effect'
import { missingKeyRunsNoUserCode } from './filled-keys'

/** The part of an Effect AST node read here (`SchemaAST`, public). */
interface Node {
  readonly _tag?: unknown
  readonly checks?: readonly unknown[]
  readonly encoding?: readonly { readonly to: Node; readonly transformation?: unknown }[]
  readonly context?: { readonly isOptional?: boolean }
  readonly propertySignatures?: readonly { readonly name: PropertyKey; readonly type: Node }[]
  readonly indexSignatures?: readonly { readonly parameter: Node; readonly type: Node }[]
  readonly elements?: readonly Node[]
  readonly rest?: readonly Node[]
  readonly types?: readonly Node[]
  readonly literal?: unknown
  readonly symbol?: unknown
  readonly thunk?: () => Node
}

// Past this depth, or this many nodes, a schema is taken to run the user's code: the answer
// errs on the side of sending no probe.
const MAX_DEPTH = 40
const MAX_NODES = 2_000

const mayRun = new WeakMap<object, boolean>()

/**
 * Whether validating a value against this AST may call a function of the schema's author: a
 * check (`makeFilter`, `refine`, and Effect's own checks alike, which cannot be told apart), a
 * decoding getter, a declaration's guard, or a lazy schema's thunk. Without any, the validator
 * runs only Effect's own code, whatever the value.
 *
 * @param ast - An Effect AST.
 * @returns `true` when a function of the schema may run (or the AST is too deep or large to tell).
 */
export function mayRunUserCode(ast: SchemaAST.AST): boolean {
  const node = ast as unknown as Node
  const known = mayRun.get(node)
  if (known !== undefined) return known
  const answer = runs(node, { nodes: MAX_NODES, seen: new Set() }, 0)
  mayRun.set(node, answer)
  return answer
}

// `seen`: the nodes already asked; a lazy schema's cycle is answered by its first visit.
function runs(node: Node, budget: { nodes: number; seen: Set<Node> }, depth: number): boolean {
  if (depth > MAX_DEPTH || --budget.nodes < 0) return true
  if (budget.seen.has(node)) return false
  budget.seen.add(node)
  if ((node.checks?.length ?? 0) > 0 || (node.encoding?.length ?? 0) > 0) return true
  switch (node._tag) {
    case 'Declaration':
      return true
    case 'Suspend': {
      const inner = thunkOf(node)
      return inner === undefined || runs(inner, budget, depth + 1)
    }
    case 'Objects':
      return (
        (node.propertySignatures ?? []).some(({ type }) => runs(type, budget, depth + 1)) ||
        (node.indexSignatures ?? []).some(
          ({ parameter, type }) =>
            runs(parameter, budget, depth + 1) || runs(type, budget, depth + 1),
        )
      )
    case 'Arrays':
      return [...(node.elements ?? []), ...(node.rest ?? [])].some((element) =>
        runs(element, budget, depth + 1),
      )
    case 'Union':
      return (node.types ?? []).some((type) => runs(type, budget, depth + 1))
    default:
      return false
  }
}

/** What validating one value against a node does: fails or passes by Effect's code alone, may do either, or may call the schema's author's code. */
type Run = 'fails' | 'passes' | 'either' | 'user-code'

/**
 * Whether validating `value` against `ast` may call a function of the schema's author: it may
 * when it reaches a node holding one (a check, a getter, a guard) with a value that node's own
 * type does not refuse first. A value refused by a node's base type (a symbol where a string is
 * expected) never reaches its checks nor the getters above it. A probe that answers `false` runs
 * Effect's code only, so no function of the schema (a counter, a throw, a promise) sees it.
 *
 * @param ast - The AST the validator checks the value against.
 * @param value - The probe value.
 * @returns `true` when a function of the schema may run on the value.
 */
export function probeRunsUserCode(ast: SchemaAST.AST, value: unknown): boolean {
  return run(ast as unknown as Node, value, { nodes: MAX_NODES }, 0) === 'user-code'
}

function run(node: Node, value: unknown, budget: { nodes: number }, depth: number): Run {
  if (depth > MAX_DEPTH || --budget.nodes < 0) return 'user-code'
  if (!mayRunUserCode(node as unknown as SchemaAST.AST)) return shape(node, value, budget, depth)
  const encoding = node.encoding ?? []
  if (encoding.length > 0) {
    // Decoding starts at the last link's encoded side; its getter runs on what that side passed.
    const inner = run(encoding[encoding.length - 1]!.to, value, budget, depth + 1)
    return inner === 'fails' ? 'fails' : 'user-code'
  }
  const outcome = shape(node, value, budget, depth)
  if (outcome === 'user-code' || outcome === 'fails') return outcome
  // The node's own checks run on a value its type passed.
  return (node.checks?.length ?? 0) > 0 ? 'user-code' : outcome
}

// The node's type, without its own checks.
function shape(node: Node, value: unknown, budget: { nodes: number }, depth: number): Run {
  switch (node._tag) {
    case 'String':
      return typeof value === 'string' ? 'passes' : 'fails'
    case 'Number':
      return typeof value === 'number' ? 'passes' : 'fails'
    case 'Boolean':
      return typeof value === 'boolean' ? 'passes' : 'fails'
    case 'Null':
      return value === null ? 'passes' : 'fails'
    case 'Undefined':
    case 'Void':
      return value === undefined ? 'passes' : 'fails'
    case 'Literal':
      return value === node.literal ? 'passes' : 'fails'
    case 'UniqueSymbol':
      return value === node.symbol ? 'passes' : 'fails'
    case 'Never':
      return 'fails'
    case 'Unknown':
    case 'Any':
      return 'passes'
    case 'TemplateLiteral':
    case 'Enum':
    case 'BigInt':
    case 'Symbol':
    case 'ObjectKeyword':
      // Each refuses a value of another primitive kind than its own; its own kind may pass.
      return typeof value === 'symbol' && node._tag !== 'Symbol' ? 'fails' : 'either'
    case 'Objects':
      return objectRun(node, value, budget, depth)
    case 'Suspend': {
      const inner = thunkOf(node)
      return inner === undefined ? 'user-code' : run(inner, value, budget, depth + 1)
    }
    case 'Arrays':
      return arrayRun(node, value, budget, depth)
    case 'Union': {
      const outcomes = (node.types ?? []).map((type) => run(type, value, budget, depth + 1))
      if (outcomes.includes('user-code')) return 'user-code'
      if (outcomes.every((outcome) => outcome === 'fails')) return 'fails'
      return outcomes.includes('passes') ? 'passes' : 'either'
    }
    default:
      return 'user-code'
  }
}

function objectRun(node: Node, value: unknown, budget: { nodes: number }, depth: number): Run {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'fails'
  const outcomes: Run[] = []
  for (const { name, type } of node.propertySignatures ?? []) {
    if (Object.hasOwn(value, name)) {
      outcomes.push(run(type, (value as Record<PropertyKey, unknown>)[name], budget, depth + 1))
    } else if (decodesMissing(type)) {
      outcomes.push('user-code')
    } else outcomes.push(type.context?.isOptional === true ? 'passes' : 'fails')
  }
  // Effect matches every key against each index signature's key schema, and checks the values
  // of those it takes: a key schema or a value schema of the author's runs on any key.
  const keys = Reflect.ownKeys(value)
  for (const { parameter, type } of node.indexSignatures ?? []) {
    if (keys.length === 0) continue
    const key = parameter as unknown as SchemaAST.AST
    if (mayRunUserCode(key) && !keyChecksAreEffects(key)) return 'user-code'
    for (const key of keys) {
      outcomes.push(
        Object.hasOwn(value, key)
          ? run(type, (value as Record<PropertyKey, unknown>)[key], budget, depth + 1)
          : 'either',
      )
    }
  }
  return combine(outcomes)
}

function arrayRun(node: Node, value: unknown, budget: { nodes: number }, depth: number): Run {
  if (!Array.isArray(value)) return 'fails'
  const elements = node.elements ?? []
  const rest = node.rest ?? []
  const outcomes: Run[] = []
  for (const [index, element] of elements.entries()) {
    if (index < value.length) outcomes.push(run(element, value[index], budget, depth + 1))
    else if (decodesMissing(element)) outcomes.push('user-code')
    else outcomes.push(element.context?.isOptional === true ? 'passes' : 'fails')
  }
  if (value.length > elements.length) {
    // Elements after a rest are matched from the end: every type may see any extra element.
    const types = rest.length > 0 ? rest : []
    if (types.length === 0) outcomes.push('fails')
    for (let index = elements.length; index < value.length; index++) {
      for (const type of types) outcomes.push(run(type, value[index], budget, depth + 1))
    }
  }
  return combine(outcomes)
}

function combine(outcomes: readonly Run[]): Run {
  if (outcomes.includes('user-code')) return 'user-code'
  if (outcomes.includes('fails')) return 'fails'
  return outcomes.every((outcome) => outcome === 'passes') ? 'passes' : 'either'
}

// A missing key still goes through its decoding chain: a getter that reads the whole `Option`
// (`transformOptional`, a decoding default) runs on it. Getters of a present value alone
// (`Passthrough`, `Transform`, `TransformEffect`) do not, nor Effect's default of a value.
function decodesMissing(type: Node, depth = 0): boolean {
  if (depth > MAX_DEPTH) return true
  for (const link of type.encoding ?? []) {
    const decode = (link.transformation as { decode?: unknown } | undefined)?.decode
    if (!missingKeyRunsNoUserCode(decode)) return true
    if (decodesMissing(link.to, depth + 1)) return true
  }
  return false
}

// The schema a lazy one stands for; `undefined` when its thunk throws.
function thunkOf(node: Node): Node | undefined {
  try {
    return typeof node.thunk === 'function' ? node.thunk() : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether a record's key schema holds no function of its author but checks that Effect made
 * (`isStartingWith`, `isPattern`, ...), told by their `representation` id. Only short probe
 * keys are matched against it, and under `handlingPromisesMadeBy`, so a check that forged the
 * id runs on a key string only, its promises handled and its exception caught.
 *
 * @param ast - The encoded side of a key schema.
 * @returns `true` when every check on it names one of Effect's own.
 */
export function keyChecksAreEffects(ast: SchemaAST.AST): boolean {
  const node = ast as unknown as Node
  if ((node.encoding?.length ?? 0) > 0) return false
  const own = (node.checks ?? []).every((check) => {
    const id = (check as { annotations?: { representation?: { id?: unknown } } }).annotations
      ?.representation?.id
    return typeof id === 'string' && id.startsWith('effect/schema/')
  })
  if (!own) return false
  if (node._tag === 'Union') {
    return (node.types ?? []).every((type) => keyChecksAreEffects(type as unknown as SchemaAST.AST))
  }
  return ['String', 'Number', 'Symbol', 'Literal', 'TemplateLiteral', 'UniqueSymbol'].includes(
    node._tag as string,
  )
}
