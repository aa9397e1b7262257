import {
  markInexact,
  markInexactBelow,
  markUnrepresentable,
  patternFor,
  type UnrepresentableCode,
} from '@polytool/core'
import { Schema, SchemaAST } from 'effect'
import { encodedSide } from './excess-keys'
import { fillsMissingKey } from './filled-keys'
import { type IndexSlot, indexSlot, valuesSchema } from './index-slots'

// Reads Effect's schema AST (public: `schema.ast`, the `SchemaAST` module) beside the JSON
// Schema Effect emitted, and tags each node whose JSON Schema is an approximation. Two facts it
// relies on are annotations, not typed API: a check with no `toJsonSchema` annotation has no JSON
// Schema, and `Schema.Date` is the declaration whose `representation.id` is
// `effect/schema/Date`. Both are tested in `losses.test.ts` against Effect itself, so an upgrade
// that changes them fails there.

type Json = Record<string, unknown>
type Io = 'input' | 'output'

interface Walk {
  readonly io: Io
  readonly root: Json
  readonly visited: Set<object>
  /**
   * `closed`: the validator refuses unknown keys (`onExcessProperty: 'error'`), so structs, and
   * records whose keys are patterns, are closed. `unknown`: it may refuse them, so each of those
   * is left open and reported inexact. `assumed-closed`: closed, and each reported inexact.
   */
  readonly excess: ExcessKeys
  /**
   * The keywords this walk wrote on each node from a check: Effect's own value is replaced, a
   * second check of the same keyword is combined with the first (the stricter bound, or `allOf`).
   */
  readonly written: WeakMap<Json, Set<string>>
}

/**
 * What the validator does with unknown keys: refuses them, or drops them from its output
 * (`closed`), takes them (`open`), or the adapter could not tell (`unknown`). `assumed-closed`:
 * the output side, taken to drop them as Effect does by default, though the validator may have
 * been made to keep them (`onExcessProperty: 'preserve'`).
 */
export type ExcessKeys = 'closed' | 'open' | 'unknown' | 'assumed-closed'

/**
 * Tags the approximations of one side of an Effect schema in its emitted JSON Schema. With
 * `closed`, the validator refuses unknown keys: every struct, and every record whose keys are
 * patterns, is emitted with `additionalProperties: false`. With `unknown`, each of those stays
 * open and is reported inexact (the validator may refuse what it allows). With
 * `assumed-closed`, each is closed and reported inexact (the validator may return keys it refuses).
 */
export function tagLosses(
  ast: SchemaAST.AST,
  json: Json,
  io: Io,
  excess: ExcessKeys = 'open',
): Json {
  visit(ast, json, { io, root: json, visited: new Set(), excess, written: new WeakMap() })
  return json
}

const DATE_ID = 'effect/schema/Date'

function visit(ast: SchemaAST.AST, json: Json, walk: Walk, depth = 0): void {
  if (depth > 1_000) return
  // The input side is the encoded form, what the first link of a decoding chain decodes from.
  // The output side is the type side, which Effect checks after decoding: exact as it is.
  const encoding = (ast as { encoding?: readonly { to: SchemaAST.AST }[] }).encoding
  if (walk.io === 'input' && encoding !== undefined && encoding.length > 0) {
    visit(encoding[encoding.length - 1]!.to, json, walk, depth + 1)
    const node = follow(json, walk)
    if (node === undefined) return
    // Checks on the decoded side (`Schema.Trim.check(Schema.isMinLength(3))`) run on what the
    // decoding returns, which the encoded side's JSON Schema cannot state.
    const checks = (ast as { checks?: readonly unknown[] }).checks ?? []
    if (checks.length > 0) {
      markInexactBelow(
        node,
        'stricter',
        'checks after a decoding transformation run on what it decodes to: the input JSON Schema states the encoded value only',
      )
    }
    if (isJson(node.contentSchema)) {
      // `Schema.fromJsonString(schema)`: the string's content is decoded by `schema`, whose type
      // side it is when the JSON link is the only one. Effect writes it with its JSON codec.
      if (encoding.length === 1) {
        visit(ast, node.contentSchema, { ...walk, io: 'output' }, depth + 1)
      }
      markInexact(
        node,
        'contentSchema',
        'stricter',
        'JSON Schema 2020-12 reads contentSchema as an annotation, so any string passes; Effect parses the string and validates what it holds, refusing "x" and JSON its contentSchema refuses',
      )
      return
    }
    if (mayRefuse(encoding)) {
      markInexactBelow(
        node,
        'stricter',
        'a decoding transformation that can fail (an effectful getter such as `SchemaGetter.parseJson` or `transformEffect`, or a checked type between two links) refuses some values the input JSON Schema allows: it states the encoded value only',
      )
    }
    return
  }
  const node = follow(json, walk)
  if (node === undefined || walk.visited.has(node)) return
  walk.visited.add(node)
  switch (ast._tag) {
    case 'Number':
      exactNumber(node)
      break
    case 'Union':
      visitUnion(ast, node, walk, depth)
      return
  }
  writeChecks(node, (ast as { checks?: readonly unknown[] }).checks ?? [], walk)
  switch (ast._tag) {
    case 'Number':
      return
    case 'BigInt':
      tag(node, 'bigint', 'JSON Schema has no bigint type: Effect emits its string encoding')
      return
    case 'Declaration': {
      const id = (ast.annotations as { representation?: { id?: unknown } } | undefined)
        ?.representation?.id
      if (id === DATE_ID)
        tag(node, 'date', 'JSON Schema has no Date type: Effect emits its string encoding')
      else tag(node, 'type', 'a declared type: Effect emits its JSON encoding')
      return
    }
    case 'Objects':
      // Effect's type side keeps a key whose decoding fills it (`withDecodingDefaultKey`)
      // optional; the output always holds it.
      if (walk.io === 'output') requireFilledKeys(ast, node)
      for (const property of ast.propertySignatures) {
        const sub = (node.properties as Json | undefined)?.[property.name as string]
        if (isJson(sub)) visit(property.type, sub, walk, depth + 1)
      }
      visitIndexSignatures(ast, node, walk, depth)
      return
    case 'Arrays': {
      if (ast.rest.length > 1) {
        // `[S, ...N[], S]`: JSON Schema has no keyword for items after a rest.
        tag(
          node,
          'constraint',
          'elements after a rest element have no JSON Schema: the items after the prefix are not described',
        )
      }
      const prefix = node.prefixItems as unknown[] | undefined
      ast.elements.forEach((element, index) => {
        const sub = prefix?.[index]
        if (isJson(sub)) visit(element, sub, walk, depth + 1)
      })
      const rest = ast.rest[0]
      if (rest !== undefined && isJson(node.items)) visit(rest, node.items, walk, depth + 1)
      return
    }
    case 'Literal':
      if (typeof ast.literal === 'bigint') tag(node, 'bigint', BIGINT_LITERAL)
      return
    case 'Undefined':
      // Effect writes `null`, which its validator refuses: no JSON value passes.
      replaceNode(node, { not: {} })
      tag(node, 'type', 'JSON has no undefined: no JSON value passes the validator')
      return
    case 'Void':
      // Effect's `Void` decodes any value to `undefined`.
      if (walk.io === 'input') replaceNode(node, {})
      else tag(node, 'type', 'Void decodes to undefined, which JSON has no value for')
      return
    case 'TemplateLiteral':
      if (checkedParts(ast)) {
        markInexact(
          node,
          'pattern',
          'stricter',
          'Effect also runs the checks of the template literal\'s parts on what each part reads (`isInt` on a number part refuses "1.5"), which the pattern does not state',
        )
      }
      return
    case 'Suspend':
      visit(
        ast.thunk(),
        node,
        { ...walk, visited: new Set([...walk.visited].filter((seen) => seen !== node)) },
        depth + 1,
      )
      return
    default:
      return
  }
}

// The keys a struct's output always holds though Effect writes them optional: added to
// `required`, after the keys already there.
function requireFilledKeys(ast: SchemaAST.Objects, node: Json): void {
  const properties = node.properties as Json | undefined
  if (!isJson(properties)) return
  const required = Array.isArray(node.required) ? [...(node.required as unknown[])] : []
  for (const property of ast.propertySignatures) {
    const name = property.name
    if (typeof name !== 'string' || !Object.hasOwn(properties, name)) continue
    if (required.includes(name) || !fillsMissingKey(property)) continue
    required.push(name)
  }
  if (required.length > 0) node.required = required
}

const ASSUMED_CLOSED =
  "the adapter could not ask Effect's validator whether its output keeps unknown keys without running the schema's own functions (a check, a getter), and closed this object as Effect's default (`onExcessProperty: 'ignore'`) drops them: a validator made with `onExcessProperty: 'preserve'` returns them, which this object refuses"

// Each index signature's values are where Effect put them: `patternProperties`, the object's
// `additionalProperties`, or (beside properties or other signatures) an `allOf` member's.
function visitIndexSignatures(ast: SchemaAST.Objects, node: Json, walk: Walk, depth: number): void {
  const beside = besideMembers(node)
  let additional = 0
  const slots = ast.indexSignatures.map((signature) => indexSlot(signature.parameter))
  // Refusing unknown keys, the validator refuses a key that no property or pattern takes. A
  // struct with no key at all (`Schema.Struct({})`) is Effect's `{}`: any value but null and
  // undefined passes whole, its keys kept, whatever the parse options.
  const empty = ast.propertySignatures.length === 0 && ast.indexSignatures.length === 0
  if (!empty && slots.every((slot) => slot.kind !== 'additional' && slot.kind !== 'unstated')) {
    if (walk.excess === 'closed') node.additionalProperties = false
    else if (walk.excess === 'assumed-closed') {
      node.additionalProperties = false
      markInexact(node, 'additionalProperties', 'looser', ASSUMED_CLOSED)
    } else if (walk.excess === 'unknown') {
      markInexact(
        node,
        'additionalProperties',
        'stricter',
        "the adapter could not tell whether Effect's validator refuses unknown keys (`onExcessProperty: 'error'`): no probe value reached an object. If it does, it refuses a key no property or pattern takes, which this object allows",
      )
    }
  }
  for (const [index, signature] of ast.indexSignatures.entries()) {
    const slot = slots[index]!
    if (walk.io === 'input' && SchemaAST.toEncoded(signature.parameter) !== signature.parameter) {
      decodedKeys(signature.parameter, slot, node, walk, depth)
    }
    if (slot.kind === 'keyRegex' || slot.kind === 'keyChecks') {
      const sub = keyedValues(node, slot, signature.type, walk)
      if (sub !== undefined) visit(signature.type, sub, walk, depth + 1)
      continue
    }
    if (slot.kind === 'unstated') {
      tag(
        node,
        'constraint',
        "a record key with a check Effect's JSON Schema cannot state: the values at its keys are not described",
      )
      continue
    }
    const subs =
      slot.kind === 'patterns'
        ? slot.patterns.map((pattern) => (node.patternProperties as Json | undefined)?.[pattern])
        : [
            beside === undefined
              ? node.additionalProperties
              : beside[additional++]?.additionalProperties,
          ]
    for (const sub of subs) if (isJson(sub)) visit(signature.type, sub, walk, depth + 1)
  }
}

// A record whose key decodes (`Schema.NumberFromString`, `Schema.FiniteFromString`) takes each key
// its key's encoded side takes, then decodes it. Taking every string, it states its keys as the
// encoded side's JSON Schema under `propertyNames` (they are what the model sends); a decoding
// that can refuse a key it took (`FiniteFromString` refuses "abc") is reported inexact there, or
// at the patterns that take its keys.
function decodedKeys(
  parameter: SchemaAST.AST,
  slot: IndexSlot,
  node: Json,
  walk: Walk,
  depth: number,
): void {
  const keyword = slot.kind === 'additional' ? 'propertyNames' : 'patternProperties'
  if (slot.kind === 'additional') {
    const names = encodedKeySchema(parameter, walk, depth)
    if (names !== undefined) {
      if (node.propertyNames === undefined) node.propertyNames = names
      else joinAllOf(node, { propertyNames: names })
    }
  }
  if (keyDecodingMayRefuse(parameter, depth)) {
    markInexact(
      node,
      keyword,
      'stricter',
      'Effect decodes each key of this record with its key schema, which refuses some keys its encoded side takes (`FiniteFromString` refuses "abc"): the input JSON Schema states the encoded key only',
    )
  }
}

// The JSON Schema of a key's encoded side, its checks written as the walk writes any string's;
// `undefined` when Effect cannot write it alone.
function encodedKeySchema(parameter: SchemaAST.AST, walk: Walk, depth: number): Json | undefined {
  const encoded = SchemaAST.toEncoded(parameter)
  let json: Json
  try {
    json = Schema.toStandardJSONSchemaV1(Schema.make(encoded) as Schema.Top)[
      '~standard'
    ].jsonSchema.input({ target: 'draft-2020-12' }) as Json
  } catch {
    return undefined
  }
  delete json.$schema
  if (json.$defs !== undefined) return undefined
  visit(encoded, json, { ...walk, root: json, visited: new Set() }, depth + 1)
  return json
}

// Whether decoding a key can refuse one its encoded side takes: checks on a decoded side, or a
// link that can fail (`mayRefuse`), anywhere along its chain or in a member of its union.
function keyDecodingMayRefuse(ast: SchemaAST.AST, depth: number): boolean {
  if (depth > 1_000) return true
  if (ast._tag === 'Union')
    return ast.types.some((member) => keyDecodingMayRefuse(member, depth + 1))
  const encoding = (ast as { encoding?: readonly { to: SchemaAST.AST }[] }).encoding
  if (encoding === undefined || encoding.length === 0) return false
  const checks = (ast as { checks?: readonly unknown[] }).checks ?? []
  if (checks.length > 0 || mayRefuse(encoding)) return true
  return keyDecodingMayRefuse(encoding[encoding.length - 1]!.to, depth + 1)
}

// Effect 4.1 leaves out a record whose key is a string with checks (`isPattern`, `isMinLength`),
// values and all: the adapter writes them under `patternProperties`, at a pattern taking the keys
// that pass every check (a regex as Effect runs it: a search). What it cannot write is a loss.
function keyedValues(
  node: Json,
  slot: Extract<IndexSlot, { kind: 'keyRegex' | 'keyChecks' }>,
  values: SchemaAST.AST,
  walk: Walk,
): Json | undefined {
  const pattern = keyPattern(node, slot)
  const sub = valuesSchema(values, walk.io)
  const keyed = (node.patternProperties ?? {}) as Json
  if (pattern === undefined) return undefined
  if (sub === undefined || Object.hasOwn(keyed, pattern)) {
    tag(node, 'constraint', `the values of a record keyed by /${pattern}/ are not described`)
    return undefined
  }
  node.patternProperties = { ...keyed, [pattern]: sub }
  if (slot.kind === 'keyChecks' && slot.utf16) {
    markInexact(
      node,
      'patternProperties',
      'both',
      `Effect counts a key's length in UTF-16 units, the pattern /${pattern}/ in code points: a key with an emoji may be the record's for one and not the other`,
    )
  }
  return sub
}

function keyPattern(
  node: Json,
  slot: Extract<IndexSlot, { kind: 'keyRegex' | 'keyChecks' }>,
): string | undefined {
  const searched = slot.regex === undefined ? '' : patternFor(node, slot.regex, { use: 'search' })
  if (searched === undefined) return undefined
  if (slot.kind === 'keyRegex') return searched
  // Each other check looks ahead from the start; the regex is then searched for after them.
  return `^${slot.lookaheads.join('')}${searched === '' ? '' : `[\\s\\S]*?(?:${searched})`}`
}

// Effect writes `allOf: [{ type: 'object', additionalProperties: values }, ...]` when a record's
// values share the object with properties, patterns or another record.
function besideMembers(node: Json): Json[] | undefined {
  const members = node.allOf
  if (!Array.isArray(members)) return undefined
  const beside = members.filter(
    (member): member is Json =>
      isJson(member) &&
      member.type === 'object' &&
      'additionalProperties' in member &&
      Object.keys(member).length === 2,
  )
  return beside.length === 0 ? undefined : beside
}

// `Schema.Number` is emitted as `number or "NaN" / "Infinity" / "-Infinity"`, the strings of its
// JSON codec; its validator takes numbers only, and JSON numbers are finite: `type: number` is exact.
function exactNumber(node: Json): void {
  const branches = node.anyOf as Json[] | undefined
  if (branches === undefined) return
  const number = branches.find((branch) => branch.type === 'number')
  const spelled = branches.find((branch) => branch.type === 'string' && Array.isArray(branch.enum))
  if (number === undefined || spelled === undefined || branches.length !== 2) return
  delete node.anyOf
  Object.assign(node, number)
}

type Representation = {
  readonly id?: unknown
  readonly payload?: Record<string, unknown> | null
}

// Effect describes each built-in check by a `representation` (an id and its parameters). Effect's
// own JSON Schema for some is inexact (4.1.0 emits `minLength: 1` for `isMinLength(2)`, and
// drops `multipleOf` and `pattern` beside a number's or string's other keywords), so the adapter
// writes the keyword from the representation. A check it does not know is a loss.
function writeChecks(node: Json, checks: readonly unknown[], walk: Walk): void {
  for (const check of checks) {
    if (!exactCheck(node, check, walk)) {
      tag(node, 'refinement', 'a filter without a JSON Schema representation')
    }
  }
}

// The first check of a keyword replaces what Effect wrote; each further one keeps the stricter
// bound (the validator runs every check), or joins the node's `allOf` (a second divisor or regex).
function exactCheck(node: Json, check: unknown, walk: Walk): boolean {
  const representation = representationOf(check)
  const payload = representation?.payload ?? {}
  const onArray = node.type === 'array'
  switch (representation?.id) {
    case 'effect/schema/isMinLength':
      delete node[onArray ? 'minLength' : 'minItems']
      return bound(node, onArray ? 'minItems' : 'minLength', payload.minLength, Math.max, walk)
    case 'effect/schema/isMaxLength':
      delete node[onArray ? 'maxLength' : 'maxItems']
      return bound(node, onArray ? 'maxItems' : 'maxLength', payload.maxLength, Math.min, walk)
    case 'effect/schema/isPattern':
      return typeof payload.source === 'string' && typeof payload.flags === 'string'
        ? exactPattern(node, new RegExp(payload.source, payload.flags), walk)
        : false
    case 'effect/schema/isUUID':
      if (payload.version !== null) return false
      node.format = 'uuid'
      return true
    case 'effect/schema/isBetween':
      if (Object.keys(payload).some((key) => key !== 'minimum' && key !== 'maximum')) return false
      return (
        bound(node, 'minimum', payload.minimum, Math.max, walk) &&
        bound(node, 'maximum', payload.maximum, Math.min, walk)
      )
    case 'effect/schema/isGreaterThan':
      return bound(node, 'exclusiveMinimum', payload.exclusiveMinimum, Math.max, walk)
    case 'effect/schema/isLessThan':
      return bound(node, 'exclusiveMaximum', payload.exclusiveMaximum, Math.min, walk)
    case 'effect/schema/isGreaterThanOrEqualTo':
      return bound(node, 'minimum', payload.minimum, Math.max, walk)
    case 'effect/schema/isLessThanOrEqualTo':
      return bound(node, 'maximum', payload.maximum, Math.min, walk)
    case 'effect/schema/isMultipleOf':
      if (typeof payload.divisor !== 'number') return false
      if (firstWrite(node, 'multipleOf', walk)) node.multipleOf = payload.divisor
      else if (node.multipleOf !== payload.divisor) joinAllOf(node, { multipleOf: payload.divisor })
      return true
    case 'effect/schema/isInt':
      node.type = 'integer'
      return true
    case 'effect/schema/isFinite':
      return true // JSON numbers are finite
    default:
      return false
  }
}

function representationOf(check: unknown): Representation | undefined {
  return (check as { annotations?: { representation?: Representation } }).annotations
    ?.representation
}

// Whether this walk writes `keyword` on `node` for the first time (then Effect's value goes).
function firstWrite(node: Json, keyword: string, walk: Walk): boolean {
  let written = walk.written.get(node)
  if (written === undefined) {
    written = new Set()
    walk.written.set(node, written)
  }
  if (written.has(keyword)) return false
  written.add(keyword)
  return true
}

function bound(
  node: Json,
  keyword: string,
  value: unknown,
  stricter: (a: number, b: number) => number,
  walk: Walk,
): boolean {
  if (typeof value !== 'number') return false
  const current = node[keyword]
  node[keyword] =
    firstWrite(node, keyword, walk) || typeof current !== 'number'
      ? value
      : stricter(current, value)
  return true
}

function joinAllOf(node: Json, member: Json): void {
  node.allOf = [...((node.allOf as unknown[] | undefined) ?? []), member]
}

// Effect copies the regex's source (refusing most flags): under the `u` flag JSON Schema reads
// with, Annex B syntax (`[\d-z]`, `a{`) does not compile, and `.` reads an emoji as one
// character where the regex reads two. `patternFor` rewrites it, and tags what it cannot say.
function exactPattern(node: Json, regex: RegExp, walk: Walk): boolean {
  // Effect sets `lastIndex` to 0 before each `test`: a search from the start.
  const pattern = patternFor(node, regex, { use: 'search' })
  if (!firstWrite(node, 'pattern', walk)) {
    if (pattern !== undefined) joinAllOf(node, { pattern })
    return true
  }
  if (pattern === undefined) delete node.pattern
  else node.pattern = pattern
  return true
}

// The JSON types each built-in check applies to: on a union, a check is written on each branch
// of those types only (`minLength` beside `anyOf` would leave arrays unchecked).
function checkFits(node: Json, check: unknown): boolean {
  const id = representationOf(check)?.id
  const type = node.type
  switch (id) {
    case 'effect/schema/isMinLength':
    case 'effect/schema/isMaxLength':
      return type === 'string' || type === 'array'
    case 'effect/schema/isPattern':
    case 'effect/schema/isUUID':
      return type === 'string'
    default:
      return type === 'number' || type === 'integer'
  }
}

// Keywords of a union node that are not one of its checks: kept when its checks move to its branches.
const UNION_KEEPS: ReadonlySet<string> = new Set([
  '$schema',
  '$id',
  '$anchor',
  '$comment',
  '$defs',
  'title',
  'description',
  'default',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
])

const BIGINT_LITERAL =
  "JSON has no bigint: Effect emits the literal's digits as a string, which its validator refuses"

// Effect writes a union as `anyOf` (or `oneOf`), splicing in a member it writes as an `anyOf`
// alone (a number with its spelled-out strings, a nested union, `NullishOr`). Each member is
// walked on its own branches, found by writing it alone with Effect's converter. An `Undefined`
// member's branch (`null`, which the validator refuses) goes: JSON has no undefined. Checks on
// the union run on every member's value: each is written on every branch it applies to.
function visitUnion(ast: SchemaAST.Union, node: Json, walk: Walk, depth: number): void {
  const key = Array.isArray(node.anyOf) ? 'anyOf' : Array.isArray(node.oneOf) ? 'oneOf' : undefined
  const checks = (ast.checks ?? []) as readonly unknown[]
  if (key === undefined) {
    // Literals only, which Effect writes as one `enum`.
    if (
      flatMembers(ast).some(
        (member) => member._tag === 'Literal' && typeof member.literal === 'bigint',
      )
    ) {
      tag(node, 'bigint', BIGINT_LITERAL)
    }
    writeChecks(node, checks, walk)
    return
  }
  const slices = memberSlices(ast, node[key] as unknown[], walk.io)
  if (slices === undefined) {
    tag(
      node,
      'constraint',
      "the union's members could not be matched with Effect's branches: what each member checks is not described",
    )
    return
  }
  const branches: Json[] = []
  ast.types.forEach((member, index) => {
    const side = walk.io === 'input' ? encodedSide(member) : member
    if (side._tag === 'Undefined') return
    const slice = slices[index]!
    let out: Json[]
    if (slice.length === 1) {
      visit(member, slice[0]!, walk, depth + 1)
      out = slice
    } else {
      const wrapper: Json = { anyOf: slice }
      visit(member, wrapper, walk, depth + 1)
      out =
        Object.keys(wrapper).length === 1 && Array.isArray(wrapper.anyOf)
          ? (wrapper.anyOf as Json[])
          : [wrapper]
    }
    for (const branch of out) {
      branches.push(
        checks.length === 0 ? branch : checkedBranch(branch, member, checks, node, walk),
      )
    }
  })
  if (checks.length > 0) {
    for (const keyword of Object.keys(node)) {
      if (keyword !== key && !UNION_KEEPS.has(keyword) && !keyword.startsWith('x-'))
        delete node[keyword]
    }
  }
  if (branches.length === 0) {
    delete node[key]
    node.not = {}
  } else if (branches.length === 1 && Object.keys(node).length === 1) {
    delete node[key]
    Object.assign(node, branches[0])
  } else node[key] = branches
}

// A union's checks, written on a copy of one member's branch (the branch may be shared).
function checkedBranch(
  branch: Json,
  member: SchemaAST.AST,
  checks: readonly unknown[],
  union: Json,
  walk: Walk,
): Json {
  const copy = structuredClone(branch)
  if (walk.io === 'input' && SchemaAST.toEncoded(member) !== member) {
    markInexactBelow(
      copy,
      'stricter',
      "a union's checks run on what this member decodes to: the input JSON Schema states the encoded value only",
    )
    return copy
  }
  for (const check of checks) {
    if (!checkFits(copy, check) || !exactCheck(copy, check, walk)) {
      tag(
        union,
        'refinement',
        "a check on a union that JSON Schema cannot state on each member's branch",
      )
    }
  }
  return copy
}

// The branches of each member, in order; `undefined` when their count is not Effect's.
function memberSlices(
  ast: SchemaAST.Union,
  branches: readonly unknown[],
  io: Io,
): Json[][] | undefined {
  // A `oneOf` union (even one Effect wrote as `anyOf`) is not spliced.
  const spliced = (ast.options as { mode?: unknown } | undefined)?.mode !== 'oneOf'
  const counts = ast.types.map((member) => (spliced ? branchCount(member, io) : 1))
  let total = 0
  for (const count of counts) {
    if (count === undefined) return undefined
    total += count
  }
  if (total !== branches.length || !branches.every(isJson)) return undefined
  let at = 0
  return counts.map((count) => {
    const slice = branches.slice(at, at + count!) as Json[]
    at += count!
    return slice
  })
}

const counted = {
  input: new WeakMap<SchemaAST.AST, number | null>(),
  output: new WeakMap<SchemaAST.AST, number | null>(),
}

// How many branches Effect splices in for a member: the length of its `anyOf` when it writes the
// member alone as an `anyOf` and nothing else, else one.
function branchCount(member: SchemaAST.AST, io: Io): number | undefined {
  const cached = counted[io].get(member)
  if (cached !== undefined) return cached ?? undefined
  let count: number | null
  try {
    const json = Schema.toStandardJSONSchemaV1(Schema.make(member) as Schema.Top)[
      '~standard'
    ].jsonSchema[io]({ target: 'draft-2020-12' }) as Json
    const keys = Object.keys(json).filter((keyword) => keyword !== '$schema' && keyword !== '$defs')
    count = keys.length === 1 && Array.isArray(json.anyOf) ? json.anyOf.length : 1
  } catch {
    count = null
  }
  counted[io].set(member, count)
  return count ?? undefined
}

// Empties a node in place (keeping its tags) and gives it `replacement`'s keywords.
function replaceNode(node: Json, replacement: Json): void {
  for (const keyword of Object.keys(node))
    if (!keyword.startsWith('x-polytool-')) delete node[keyword]
  Object.assign(node, replacement)
}

// Whether a decoding chain can refuse a value its encoded side takes: a getter that can fail
// (an effect: `parseJson`, `transformEffect`), or a checked type between two links. A pure
// getter (`transform`) cannot fail, and returns what its type says. An effect on an optional
// key's absence (`withDecodingDefault`'s) is taken for a default, which passes a present value.
function mayRefuse(encoding: readonly { to: SchemaAST.AST }[]): boolean {
  return encoding.some((link, index) => {
    const decode = (link as { transformation?: { decode?: { _tag?: unknown } } }).transformation
      ?.decode?._tag
    const optionalKey = (link.to as { context?: { isOptional?: unknown } }).context?.isOptional
    const pure =
      decode === 'Passthrough' ||
      decode === 'Transform' ||
      decode === 'TransformOptional' ||
      (decode === 'TransformOptionalEffect' && optionalKey === true)
    if (!pure) return true
    return (
      index < encoding.length - 1 &&
      ((link.to as { checks?: readonly unknown[] }).checks ?? []).length > 0
    )
  })
}

// A `$ref` into `$defs` stands for its target.
function follow(json: Json, walk: Walk): Json | undefined {
  const ref = json.$ref
  if (typeof ref !== 'string' || !ref.startsWith('#/$defs/')) return json
  const target = (walk.root.$defs as Json | undefined)?.[decodeURIComponent(ref.slice(8))]
  return isJson(target) ? target : undefined
}

function tag(node: Json, code: UnrepresentableCode, message: string): void {
  markUnrepresentable(node, code, message)
}

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// Effect flattens nested unions into one `anyOf`; so does this list of their members.
function flatMembers(ast: SchemaAST.AST): SchemaAST.AST[] {
  return ast._tag === 'Union' ? ast.types.flatMap(flatMembers) : [ast]
}

// A template literal (or a union of them) with a part that has checks: Effect runs them on what
// the part reads, after the pattern.
function checkedParts(ast: SchemaAST.AST): boolean {
  if (ast._tag === 'Union') return ast.types.some(checkedParts)
  if (ast._tag !== 'TemplateLiteral') return false
  return ast.parts.some(
    (part) =>
      ((part as { checks?: readonly unknown[] }).checks ?? []).length > 0 || checkedParts(part),
  )
}
