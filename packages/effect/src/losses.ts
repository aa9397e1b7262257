import {
  markInexact,
  markInexactBelow,
  markUnrepresentable,
  patternFor,
  type UnrepresentableCode,
} from '@polytool/core'
import type { SchemaAST } from 'effect'
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
   * The validator refuses unknown keys (`onExcessProperty: 'error'`): structs, and records whose
   * keys are patterns, are closed.
   */
  readonly closed: boolean
  /** The nodes this walk wrote a `pattern` on: a second regex goes into `allOf`. */
  readonly patterned: WeakSet<Json>
}

/**
 * Tags the approximations of one side of an Effect schema in its emitted JSON Schema. With
 * `closed`, the validator refuses unknown keys: every struct, and every record whose keys are
 * patterns, is emitted with `additionalProperties: false`.
 */
export function tagLosses(ast: SchemaAST.AST, json: Json, io: Io, closed = false): Json {
  visit(ast, json, { io, root: json, visited: new Set(), closed, patterned: new WeakSet() })
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
    // Checks on the decoded side (`Schema.Trim.check(Schema.isMinLength(3))`) run on what the
    // decoding returns, which the encoded side's JSON Schema cannot state.
    const checks = (ast as { checks?: readonly unknown[] }).checks ?? []
    const node = follow(json, walk)
    if (checks.length > 0 && node !== undefined) {
      markInexactBelow(
        node,
        'stricter',
        'checks after a decoding transformation run on what it decodes to: the input JSON Schema states the encoded value only',
      )
    }
    if (node !== undefined && isJson(node.contentSchema)) {
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
      withoutNumberSpellings(node, ast)
      break
  }
  for (const check of (ast as { checks?: readonly unknown[] }).checks ?? []) {
    if (!exactCheck(node, check, walk)) {
      tag(node, 'refinement', 'a filter without a JSON Schema representation')
    }
  }
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
    case 'Union': {
      const branches = (node.anyOf ?? node.oneOf) as unknown[] | undefined
      if (branches === undefined || branches.length !== ast.types.length) return
      ast.types.forEach((type, index) => {
        const sub = branches[index]
        if (isJson(sub)) visit(type, sub, walk, depth + 1)
      })
      return
    }
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

// Each index signature's values are where Effect put them: `patternProperties`, the object's
// `additionalProperties`, or (beside properties or other signatures) an `allOf` member's.
function visitIndexSignatures(ast: SchemaAST.Objects, node: Json, walk: Walk, depth: number): void {
  const beside = besideMembers(node)
  let additional = 0
  const slots = ast.indexSignatures.map((signature) => indexSlot(signature.parameter))
  // Refusing unknown keys, the validator refuses a key that no property or pattern takes.
  if (
    walk.closed &&
    slots.every((slot) => slot.kind !== 'additional' && slot.kind !== 'unstated')
  ) {
    node.additionalProperties = false
  }
  for (const [index, signature] of ast.indexSignatures.entries()) {
    const slot = slots[index]!
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
function exactCheck(node: Json, check: unknown, walk: Walk): boolean {
  const representation = (check as { annotations?: { representation?: Representation } })
    .annotations?.representation
  const payload = representation?.payload ?? {}
  const onArray = node.type === 'array'
  switch (representation?.id) {
    case 'effect/schema/isMinLength':
      replace(
        node,
        onArray ? 'minItems' : 'minLength',
        payload.minLength,
        onArray ? 'minLength' : 'minItems',
      )
      return true
    case 'effect/schema/isMaxLength':
      replace(
        node,
        onArray ? 'maxItems' : 'maxLength',
        payload.maxLength,
        onArray ? 'maxLength' : 'maxItems',
      )
      return true
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
      node.minimum = payload.minimum
      node.maximum = payload.maximum
      return true
    case 'effect/schema/isGreaterThan':
      node.exclusiveMinimum = payload.exclusiveMinimum
      return true
    case 'effect/schema/isLessThan':
      node.exclusiveMaximum = payload.exclusiveMaximum
      return true
    case 'effect/schema/isGreaterThanOrEqualTo':
      node.minimum = payload.minimum
      return true
    case 'effect/schema/isLessThanOrEqualTo':
      node.maximum = payload.maximum
      return true
    case 'effect/schema/isMultipleOf':
      node.multipleOf = payload.divisor
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

// Effect copies the regex's source (refusing most flags): under the `u` flag JSON Schema reads
// with, Annex B syntax (`[\d-z]`, `a{`) does not compile, and `.` reads an emoji as one
// character where the regex reads two. `patternFor` rewrites it, and tags what it cannot say.
function exactPattern(node: Json, regex: RegExp, walk: Walk): boolean {
  // Effect sets `lastIndex` to 0 before each `test`: a search from the start.
  const pattern = patternFor(node, regex, { use: 'search' })
  if (walk.patterned.has(node)) {
    if (pattern !== undefined) node.allOf = [...((node.allOf as unknown[]) ?? []), { pattern }]
    return true
  }
  walk.patterned.add(node)
  if (pattern === undefined) delete node.pattern
  else node.pattern = pattern
  return true
}

function replace(node: Json, keyword: string, value: unknown, wrong: string): void {
  node[keyword] = value
  delete node[wrong]
}

// An optional key or `UndefinedOr` is emitted with a `null` branch, and a number inside a union
// with its spelled-out strings; the validator takes neither.
function withoutNumberSpellings(node: Json, ast: SchemaAST.Union): void {
  const branches = node.anyOf as Json[] | undefined
  if (branches === undefined) return
  const members = flatMembers(ast)
  const hasNull = members.some((type) => type._tag === 'Null')
  const hasNumber = members.some((type) => type._tag === 'Number')
  const spelled = (branch: Json) =>
    branch.type === 'string' && Array.isArray(branch.enum) && branch.enum.includes('NaN')
  const kept = branches.filter(
    (branch) => !(branch.type === 'null' && !hasNull) && !(hasNumber && spelled(branch)),
  )
  if (kept.length === branches.length) return
  if (kept.length === 1) {
    delete node.anyOf
    Object.assign(node, kept[0])
  } else node.anyOf = kept
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
