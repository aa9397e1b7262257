import { handlePromisesIn, type StandardSchemaV1 } from '@polytool/core'
import { Schema, type SchemaAST } from 'effect'

// The first candidate for a probe's only key, so any issue at it is about the key itself. A
// schema may declare this very key: the probe then takes the first `~polytool/excess-key-probe-N`
// the struct does not declare, so what it learns is about an unknown key, whatever the schema.
const PROBE_KEY = '~polytool/excess-key-probe'

/**
 * Whether an Effect Standard Schema refuses unknown keys: made with
 * `Schema.toStandardSchemaV1(schema, { parseOptions: { onExcessProperty: 'error' } })`. Effect
 * keeps the parse options in the validator's closure, not on the schema, so the adapter asks the
 * validator: Effect checks unknown keys before the declared ones, so a value whose only key is
 * unknown gets an issue at that key exactly when they are refused. The probes reach the objects
 * under the root through unions, arrays, every tuple element and record values. A key is unknown
 * when no property declares it and no index signature takes it: the first of a few unlike
 * candidates (`~polytool/excess-key-probe`, `''`, a key with spaces, a long one) that fits. A
 * schema with no object reached that way has none to close. A probe accepted whole (a union's
 * record member took it) is sent again with a symbol for its value. An asynchronous or throwing
 * validator is not probed.
 *
 * @param schema - The Effect Standard Schema.
 * @param ast - Its AST (`schema.ast`).
 * @returns Whether its validator refuses unknown keys.
 */
export function refusesExcessKeys(schema: StandardSchemaV1, ast: SchemaAST.AST): boolean {
  const side = encodedSide(ast)
  // A union member may accept the first probe whole (a record of numbers takes `{ key: 0 }`);
  // a symbol, which no JSON-minded schema takes, goes second.
  let sent = 0
  for (const value of PROBE_VALUES) {
    for (const probe of probesFor(side, value)) {
      if (refusedAt(schema, probe)) return true
      if (++sent >= MAX_PROBES) return false
    }
  }
  return false
}

const PROBE_VALUES: readonly unknown[] = [0, Symbol('polytool excess-key probe')]

// Each probe is one validation: a bound on the work done for one schema.
const MAX_PROBES = 32

function refusedAt(schema: StandardSchemaV1, probe: Probe): boolean {
  const issues = syncResult(schema, probe.value)?.issues ?? []
  return issues.some((issue) => sameKeys(issue.path, probe.path))
}

// The validator's answer to a probe, when it answers at once without throwing. A message
// function may have answered the issues with promises: none goes unhandled.
function syncResult(
  schema: StandardSchemaV1,
  value: unknown,
): StandardSchemaV1.Result<unknown> | undefined {
  let result: ReturnType<StandardSchemaV1['~standard']['validate']>
  try {
    result = schema['~standard'].validate(value)
  } catch {
    return undefined
  }
  if (result instanceof Promise) {
    result.catch(() => {})
    return undefined
  }
  handlePromisesIn(result.issues ?? [])
  return result
}

/**
 * The input side of an AST: the last link of a decoding chain is what the validator reads.
 *
 * @param ast - An Effect AST.
 * @returns The AST the validator checks a value against first.
 */
export function encodedSide(ast: SchemaAST.AST): SchemaAST.AST {
  let node = ast
  for (let depth = 0; depth < 100; depth++) {
    const encoding = (node as { encoding?: readonly { to: SchemaAST.AST }[] }).encoding
    if (encoding === undefined || encoding.length === 0) return node
    node = encoding[encoding.length - 1]!.to
  }
  return node
}

type Probe = { readonly value: unknown; readonly path: readonly PropertyKey[] }

// The parse options hold for every object the validator meets: each probe is a value that leads
// the validator to one object it can send an unknown key, through unions (whose issues keep
// their members' paths), tuples, arrays and the values of records. The elements before a
// tuple's probed one hold their simplest values, so that `errors: 'first'` reaches it too.
function* probesFor(ast: SchemaAST.AST, value: unknown, depth = 0): Generator<Probe> {
  if (depth > 20) return
  const node = encodedSide(ast)
  switch (node._tag) {
    case 'Objects': {
      const key = unknownKey(node)
      if (key !== undefined) yield { value: { [key]: value }, path: [key] }
      for (const signature of node.indexSignatures) {
        const taken = takenKey(signature.parameter)
        if (taken !== undefined) yield* inside(taken, probesFor(signature.type, value, depth + 1))
      }
      return
    }
    case 'Arrays': {
      // The elements before the probed one hold their simplest values, for `errors: 'first'`.
      const before = node.elements.map((element) => {
        const simplest = witness(element, { key: '' }, depth + 1)
        return simplest === NONE ? undefined : simplest
      })
      for (const [index, element] of node.elements.entries()) {
        yield* inside(index, probesFor(element, value, depth + 1), before)
      }
      const rest = node.rest[0]
      if (rest !== undefined) {
        yield* inside(node.elements.length, probesFor(rest, value, depth + 1), before)
      }
      return
    }
    case 'Union':
      for (const member of node.types) yield* probesFor(member, value, depth + 1)
      return
    case 'Suspend':
      yield* probesFor(node.thunk(), value, depth + 1)
      return
    default:
      return
  }
}

function* inside(
  key: PropertyKey,
  probes: Iterable<Probe>,
  before: readonly unknown[] = [],
): Generator<Probe> {
  for (const probe of probes) {
    const value =
      typeof key === 'number'
        ? [...Array.from({ length: key }, (_, index) => before[index]), probe.value]
        : { [key]: probe.value }
    yield { value, path: [key, ...probe.path] }
  }
}

// Keys unlike one another, so that a record's key check refuses at least one: a prefix (`~`), a
// pattern without spaces, a minimum or maximum length each refuse one of them.
const CANDIDATE_KEYS: readonly string[] = [
  PROBE_KEY,
  '',
  ' polytool excess key probe ',
  `${PROBE_KEY}-${'x'.repeat(1_000)}`,
  '0',
]

// A key the object neither declares nor takes through an index signature: an excess key.
function unknownKey(node: SchemaAST.Objects): string | undefined {
  const declared = declaredKeys(node)
  for (const candidate of CANDIDATE_KEYS) {
    const key = freeKey(candidate, declared)
    if (!node.indexSignatures.some((signature) => takesKey(signature.parameter, key))) return key
  }
  return undefined
}

// A key an index signature takes, to reach the objects among its values.
function takenKey(parameter: SchemaAST.AST): string | undefined {
  return CANDIDATE_KEYS.find((key) => takesKey(parameter, key))
}

function takesKey(parameter: SchemaAST.AST, key: string): boolean {
  try {
    return Schema.is(Schema.make(parameter) as Schema.Top)(key)
  } catch {
    return true
  }
}

function declaredKeys(struct: SchemaAST.Objects): Set<PropertyKey> {
  return new Set<PropertyKey>(struct.propertySignatures.map((signature) => signature.name))
}

function freeKey(candidate: string, declared: Set<PropertyKey>): string {
  let key = candidate
  for (let suffix = 1; declared.has(key); suffix++) key = `${candidate}-${suffix}`
  return key
}

/**
 * A key the struct does not declare: the probe key, or the first numbered one that is free.
 *
 * @param struct - The struct's AST.
 * @returns A key absent from its property signatures.
 */
export function undeclaredKey(struct: SchemaAST.Objects): string {
  return freeKey(PROBE_KEY, declaredKeys(struct))
}

function sameKeys(
  path: ReadonlyArray<PropertyKey | StandardSchemaV1.PathSegment> | undefined,
  expected: readonly PropertyKey[],
): boolean {
  if (path === undefined || path.length !== expected.length) return false
  return path.every((segment, index) => {
    const key = typeof segment === 'object' && segment !== null ? segment.key : segment
    return key === expected[index]
  })
}

/**
 * Whether an Effect Standard Schema drops unknown keys from its output: Effect's default
 * (`onExcessProperty: 'ignore'`), unlike `'preserve'`. The adapter builds a value the validator
 * accepts (the simplest value of each required key's type), with one unknown key on its first
 * object, and looks for that key in the output. When no such value is found (a check refuses
 * it, a type has no simple value), the answer is `false`: the output is left open.
 *
 * @param schema - The Effect Standard Schema.
 * @param ast - Its AST (`schema.ast`).
 * @returns Whether its output holds no key that its schema does not declare.
 */
export function stripsExcessKeys(schema: StandardSchemaV1, ast: SchemaAST.AST): boolean {
  const state = { key: undefined as string | undefined }
  const value = witness(ast, state, 0)
  if (value === NONE || state.key === undefined) return false
  const result = syncResult(schema, value)
  if (result === undefined || result.issues !== undefined) return false
  return !holdsKey(result.value, state.key, 0)
}

const NONE = Symbol('no simple value')

// The simplest encoded value of a type, with an unknown key on the first object built (named in
// `state.key`); `NONE` when there is none this simple.
function witness(ast: SchemaAST.AST, state: { key: string | undefined }, depth: number): unknown {
  if (depth > 20) return NONE
  const node = encodedSide(ast)
  switch (node._tag) {
    case 'String':
      return ''
    case 'Number':
      return 0
    case 'Boolean':
      return false
    case 'Null':
    case 'Unknown':
    case 'Any':
      return null
    case 'Literal':
      return typeof node.literal === 'bigint' ? NONE : node.literal
    case 'Objects': {
      const out: Record<string, unknown> = {}
      for (const property of node.propertySignatures) {
        if (typeof property.name !== 'string') return NONE
        if (property.type.context?.isOptional === true) continue
        const value = witness(property.type, state, depth + 1)
        if (value === NONE) return NONE
        out[property.name] = value
      }
      if (state.key === undefined) {
        const key = unknownKey(node)
        if (key !== undefined) {
          state.key = key
          out[key] = 0
        }
      }
      return out
    }
    case 'Arrays': {
      const out: unknown[] = []
      for (const element of node.elements) {
        if (element.context?.isOptional === true) break
        const value = witness(element, state, depth + 1)
        if (value === NONE) return NONE
        out.push(value)
      }
      if (node.rest.length > 1) return NONE
      return out
    }
    case 'Union':
      for (const member of node.types) {
        const before = state.key
        const value = witness(member, state, depth + 1)
        if (value !== NONE) return value
        state.key = before
      }
      return NONE
    case 'Suspend':
      return witness(node.thunk(), state, depth + 1)
    default:
      return NONE
  }
}

function holdsKey(value: unknown, key: string, depth: number): boolean {
  if (typeof value !== 'object' || value === null || depth > 40) return false
  if (Object.hasOwn(value, key)) return true
  return Object.values(value).some((inner) => holdsKey(inner, key, depth + 1))
}
