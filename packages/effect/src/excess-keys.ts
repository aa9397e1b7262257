import { handlePromisesIn, handlingPromisesMadeBy, type StandardSchemaV1 } from '@polytool/core'
import { Schema, SchemaAST } from 'effect'
import { keyChecksAreEffects, mayRunUserCode, probeRunsUserCode } from './user-code'

// The first candidate for a probe's only key, so any issue at it is about the key itself. A
// schema may declare this very key: the probe then takes the first `~polytool/excess-key-probe-N`
// the struct does not declare, so what it learns is about an unknown key, whatever the schema.
const PROBE_KEY = '~polytool/excess-key-probe'

/**
 * What probing an Effect Standard Schema's validator tells of its unknown keys: `'refuses'`
 * (made with `Schema.toStandardSchemaV1(schema, { parseOptions: { onExcessProperty: 'error' } })`),
 * `'allows'` (Effect's default, or no object to send one to), or `'unknown'` when no probe
 * reached an object: a union whose members are picked by keys the probe could not fill, a check
 * refusing every value the probe built.
 */
export type ExcessKeyVerdict = 'refuses' | 'allows' | 'unknown'

/**
 * Whether an Effect Standard Schema refuses unknown keys: made with
 * `Schema.toStandardSchemaV1(schema, { parseOptions: { onExcessProperty: 'error' } })`. Effect
 * keeps the parse options in the validator's closure, not on the schema, so the adapter asks the
 * validator: Effect checks unknown keys before the declared ones, so a value with an unknown key
 * gets an issue at that key exactly when they are refused. The probes reach the objects under the
 * root through unions, arrays, every tuple element and record values. Each object probed holds
 * its required literal keys, each with its literal, so that a union picking its members by those
 * keys (a tagged union) picks this one, and the simplest value of its other required keys; a key
 * whose type decodes stays missing, so that no getter runs. A key is unknown when
 * no property declares it and no index signature takes it: the first of a few unlike candidates
 * (`~polytool/excess-key-probe`, `''`, a key with spaces, a long one) that fits. A schema with no
 * object reached that way has none to close. A probe accepted whole by another member (a union's
 * record member took it) is sent again with a symbol for its value. An asynchronous or throwing
 * validator is not probed. A record whose key decodes (`Schema.NumberFromString`) takes every key
 * its encoded side takes, as Effect reads it, and no probe is sent that would run its key's
 * decoding: an object reached only through such a key leaves the verdict `'unknown'`.
 *
 * @param schema - The Effect Standard Schema.
 * @param ast - Its AST (`schema.ast`).
 * @returns `'refuses'` when an object refused the unknown key, `'allows'` when one took it (or
 *   there is no object to probe), `'unknown'` when no probe reached an object.
 */
export function excessKeyVerdict(schema: StandardSchemaV1, ast: SchemaAST.AST): ExcessKeyVerdict {
  const side = encodedSide(ast)
  // A union member may accept the first probe whole (a record of numbers takes `{ key: 0 }`);
  // a symbol, which no JSON-minded schema takes, goes second.
  let sent = 0
  // A schema with functions of its author gets probes its validator refuses before any of
  // them runs: a value no base type takes (`REFUSED`) at each key that holds one.
  const skipped = { any: false, refuse: mayRunUserCode(ast) }
  for (const value of PROBE_VALUES) {
    for (const probe of probesFor(side, value, skipped)) {
      // No probe reaches a check, a getter or a guard: not sent, and the verdict is unknown.
      if (probeRunsUserCode(ast, probe.value)) {
        skipped.any = true
        continue
      }
      const answer = answerTo(schema, probe)
      if (answer !== 'unknown') return answer
      if (++sent >= MAX_PROBES) return 'unknown'
    }
  }
  return sent === 0 && !skipped.any && !skipped.refuse ? 'allows' : 'unknown'
}

/**
 * Whether an Effect Standard Schema refuses unknown keys (`excessKeyVerdict` is `'refuses'`).
 *
 * @param schema - The Effect Standard Schema.
 * @param ast - Its AST (`schema.ast`).
 * @returns Whether its validator refuses unknown keys.
 */
export function refusesExcessKeys(schema: StandardSchemaV1, ast: SchemaAST.AST): boolean {
  return excessKeyVerdict(schema, ast) === 'refuses'
}

const PROBE_VALUES: readonly unknown[] = [0, Symbol('polytool excess-key probe')]

// Each probe is one validation: a bound on the work done for one schema.
const MAX_PROBES = 32

// An issue at the probe key: refused. An issue below one of the object's declared keys, or the
// value accepted with the key dropped: Effect went past its unknown keys, so it allows them.
// Anything else (an issue at the object or above it, the key kept by another union member) says
// nothing of them.
function answerTo(schema: StandardSchemaV1, probe: Probe): ExcessKeyVerdict {
  const result = syncResult(schema, probe.value)
  if (result === undefined) return 'unknown'
  const at = probe.path.slice(0, -1)
  const key = probe.path[probe.path.length - 1]!
  if (result.issues === undefined) {
    const object = valueAt(result.value, at)
    return isObject(object) && Object.hasOwn(object, key) ? 'unknown' : 'allows'
  }
  const paths = result.issues.map((issue) => keysOf(issue.path))
  if (paths.some((path) => sameKeys(path, probe.path))) return 'refuses'
  // The object's own checks run after its keys, so an issue at the object holding checks is
  // theirs (a union that picked no member also answers there, but an object with every literal
  // key filled is picked).
  const reached = paths.some(
    (path) =>
      (probe.checked && sameKeys(path, at)) ||
      (path.length > at.length &&
        sameKeys(path.slice(0, at.length), at) &&
        probe.declared.has(path[at.length]!)),
  )
  return reached ? 'allows' : 'unknown'
}

function keysOf(
  path: ReadonlyArray<PropertyKey | StandardSchemaV1.PathSegment> | undefined,
): PropertyKey[] {
  return (path ?? []).map((segment) =>
    typeof segment === 'object' && segment !== null ? segment.key : segment,
  )
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let node = value
  for (const key of path) {
    if (!isObject(node) || !Object.hasOwn(node, key)) return undefined
    node = (node as Record<PropertyKey, unknown>)[key]
  }
  return node
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null
}

// The validator's answer to a probe, when it answers at once without throwing. A message
// function may have answered the issues with promises: none goes unhandled.
function syncResult(
  schema: StandardSchemaV1,
  value: unknown,
): StandardSchemaV1.Result<unknown> | undefined {
  let result: ReturnType<StandardSchemaV1['~standard']['validate']>
  try {
    result = handlingPromisesMadeBy(() => schema['~standard'].validate(value)).result
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

// `any`: set when a probe was not sent, as it would have run a key's decoding or a function of
// the schema: an object not reached. `refuse`: the schema holds such functions, so each probed
// object holds `REFUSED` at a key, and is never accepted whole (its checks never run).
type Skipped = { any: boolean; readonly refuse: boolean }

// A value every base type but `Unknown` refuses before its checks and getters run.
const REFUSED = Symbol('polytool: a value no schema takes')

// `declared`: the keys declared by the object the probe's last key is sent to; `checked`, whether
// that object has checks of its own and every one of its required literal keys filled.
type Probe = {
  readonly value: unknown
  readonly path: readonly PropertyKey[]
  readonly declared: ReadonlySet<PropertyKey>
  readonly checked: boolean
}

// The parse options hold for every object the validator meets: each probe is a value that leads
// the validator to one object it can send an unknown key, through unions (whose issues keep
// their members' paths), tuples, arrays and the values of records. The elements before a
// tuple's probed one hold their simplest values, so that `errors: 'first'` reaches it too.
function* probesFor(
  ast: SchemaAST.AST,
  value: unknown,
  skipped: Skipped,
  depth = 0,
): Generator<Probe> {
  if (depth > 20) return
  const node = encodedSide(ast)
  switch (node._tag) {
    case 'Objects': {
      // The object holds its literal keys, as a union picks its candidate members by them before
      // it checks anything, and the simplest value of its other required keys, so that a record
      // beside it in a union is not the only member to answer at the probe key.
      const filled = filledKeys(node, depth, skipped.refuse)
      const declared = declaredKeys(node)
      const key = unknownKey(node)
      if (key !== undefined) {
        const checked = (node.checks?.length ?? 0) > 0 && literalKeysFilled(node, filled)
        const probe = withKey(filled, key, value)
        if (decodesAKey(node, probe)) skipped.any = true
        else yield { value: probe, path: [key], declared, checked }
      }
      for (const signature of node.indexSignatures) {
        const taken = takenKey(signature.parameter)
        if (taken === undefined) continue
        for (const probe of inside(
          taken,
          probesFor(signature.type, value, skipped, depth + 1),
          [],
          filled,
        )) {
          // The key a probe goes through, or a filled key beside it, would be decoded.
          if (decodesAKey(node, probe.value as Record<PropertyKey, unknown>)) {
            skipped.any = true
            break
          }
          yield probe
        }
      }
      return
    }
    case 'Arrays': {
      // The elements before the probed one hold their simplest values, for `errors: 'first'`.
      const before = node.elements.map((element) => {
        if (mayRunUserCode(element)) return REFUSED
        const simplest = witness(element, { key: '' }, depth + 1)
        return simplest === NONE ? undefined : simplest
      })
      for (const [index, element] of node.elements.entries()) {
        yield* inside(index, probesFor(element, value, skipped, depth + 1), before)
      }
      const rest = node.rest[0]
      if (rest !== undefined) {
        yield* inside(node.elements.length, probesFor(rest, value, skipped, depth + 1), before)
      }
      return
    }
    case 'Union':
      for (const member of node.types) yield* probesFor(member, value, skipped, depth + 1)
      return
    case 'Suspend':
      yield* probesFor(node.thunk(), value, skipped, depth + 1)
      return
    default:
      return
  }
}

function* inside(
  key: PropertyKey,
  probes: Iterable<Probe>,
  before: readonly unknown[] = [],
  filled: Record<PropertyKey, unknown> = {},
): Generator<Probe> {
  for (const probe of probes) {
    const value =
      typeof key === 'number'
        ? [...Array.from({ length: key }, (_, index) => before[index]), probe.value]
        : withKey(filled, key, probe.value)
    yield { ...probe, value, path: [key, ...probe.path] }
  }
}

// A copy of `object` with `key` set, as an own property even when it is `__proto__`.
function withKey(
  object: Record<PropertyKey, unknown>,
  key: PropertyKey,
  value: unknown,
): Record<PropertyKey, unknown> {
  const out = { ...object }
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true })
  return out
}

// An object's required keys, each with its literal (a union's sentinel: a literal or a unique
// symbol, bigints too) or the simplest value of its type. A key whose type decodes (holds a
// transformation anywhere) is left out, so that no getter runs on a probe, and so is a key with
// no simple value.
// Whether each required key whose encoded side is a literal (a sentinel a union picks members
// by) holds it in `filled`.
function literalKeysFilled(node: SchemaAST.Objects, filled: Record<PropertyKey, unknown>): boolean {
  return node.propertySignatures.every(({ name, type }) => {
    if (type.context?.isOptional === true) return true
    const tag = encodedSide(type)._tag
    return (tag !== 'Literal' && tag !== 'UniqueSymbol') || Object.hasOwn(filled, name)
  })
}

// A key whose type runs a function of the schema (a check, a getter) holds `REFUSED`, which
// its base type refuses first. With `refuse`, a key of a plain type holds it too when no other
// key does, so that the object is never accepted whole.
function filledKeys(
  node: SchemaAST.Objects,
  depth: number,
  refuse: boolean,
): Record<PropertyKey, unknown> {
  let out: Record<PropertyKey, unknown> = {}
  let refused = false
  for (const { name, type } of node.propertySignatures) {
    if (mayRunUserCode(type)) {
      // A union picks its members by a literal key before checking it: an issue there says
      // nothing of the object, so such a key is left missing instead.
      if (isSentinel(type)) continue
      out = withKey(out, name, REFUSED)
      refused = true
      continue
    }
    if (type.context?.isOptional === true) continue
    const value =
      type._tag === 'Literal'
        ? type.literal
        : type._tag === 'UniqueSymbol'
          ? type.symbol
          : witness(type, { key: '' }, depth + 1)
    if (value !== NONE) out = withKey(out, name, value)
  }
  if (refuse && !refused) {
    const plain = node.propertySignatures.find(({ type }) => !isSentinel(type))
    if (plain !== undefined) out = withKey(out, plain.name, REFUSED)
  }
  return out
}

// Whether a key's encoded side is a literal, which a union may pick its members by.
function isSentinel(type: SchemaAST.AST): boolean {
  const tag = encodedSide(type)._tag
  return tag === 'Literal' || tag === 'UniqueSymbol'
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

// Effect matches a key against its index signature's encoded side, then decodes it: a
// `NumberFromString` key takes "abc" (and refuses it, or decodes it, afterwards). So the adapter
// asks a record of the encoded side, whose validator keeps exactly the keys it takes, and runs
// no decoding. A validator that throws is taken to take the key.
function takesKey(parameter: SchemaAST.AST, key: PropertyKey): boolean {
  // A key schema of the author's own is never run on a probe key.
  const encoded = SchemaAST.toEncoded(parameter)
  if (mayRunUserCode(encoded) && !keyChecksAreEffects(encoded)) return true
  const keeps = keyKeeper(parameter)
  if (keeps === undefined) return true
  const result = syncResult(keeps, Object.defineProperty({}, key, ENUMERABLE_ZERO))
  if (result === undefined || result.issues !== undefined) return true
  return isObject(result.value) && Object.hasOwn(result.value, key)
}

const ENUMERABLE_ZERO: PropertyDescriptor = {
  value: 0,
  enumerable: true,
  writable: true,
  configurable: true,
}

const keepers = new WeakMap<SchemaAST.AST, StandardSchemaV1 | null>()

// A record of the key's encoded side over any value, in Effect's default mode: its output holds
// the keys it takes and drops the others.
function keyKeeper(parameter: SchemaAST.AST): StandardSchemaV1 | undefined {
  let keeper = keepers.get(parameter)
  if (keeper === undefined) {
    try {
      const encoded = Schema.make(SchemaAST.toEncoded(parameter)) as Schema.Record.Key
      keeper = Schema.toStandardSchemaV1(
        Schema.Record(encoded, Schema.Unknown) as unknown as Schema.Codec<unknown, unknown>,
      ) as StandardSchemaV1
    } catch {
      keeper = null
    }
    keepers.set(parameter, keeper)
  }
  return keeper ?? undefined
}

// Whether the validator would decode one of this value's keys with a key schema that decodes:
// its getter would run on the probe.
function decodesAKey(node: SchemaAST.Objects, value: Record<PropertyKey, unknown>): boolean {
  return node.indexSignatures.some(
    ({ parameter }) =>
      SchemaAST.toEncoded(parameter) !== parameter &&
      Reflect.ownKeys(value).some((key) => takesKey(parameter, key)),
  )
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

function sameKeys(path: readonly PropertyKey[], expected: readonly PropertyKey[]): boolean {
  return path.length === expected.length && path.every((key, index) => key === expected[index])
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
 * @returns Whether its output holds no key that its schema does not declare; `undefined` when
 *   the value would have run a function of the schema (a check, a getter), so it was not sent.
 *   The adapter then takes Effect's default, which drops them, and reports that assumption where
 *   the installed Effect has a `'preserve'` mode (`effectKeepsExcessKeys`).
 */
export function stripsExcessKeys(
  schema: StandardSchemaV1,
  ast: SchemaAST.AST,
): boolean | undefined {
  const state = { key: undefined as string | undefined }
  const value = witness(ast, state, 0)
  if (value === NONE || state.key === undefined) return false
  // The witness would be accepted, and run every function of the schema on its way: it is not
  // sent, and Effect's default (`onExcessProperty: 'ignore'`) is assumed.
  if (probeRunsUserCode(ast, value)) return undefined
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
        // defineProperty: a key named `__proto__` stays a key, never the object's prototype.
        Object.defineProperty(out, property.name, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        })
      }
      let key: string | undefined
      if (state.key === undefined) {
        key = unknownKey(node)
        if (key !== undefined) out[key] = 0
      }
      // A key schema that decodes would run its getter on the witness.
      if (decodesAKey(node, out)) return NONE
      if (key !== undefined) state.key = key
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
