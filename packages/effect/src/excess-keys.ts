import { handlePromisesIn, type StandardSchemaV1 } from '@polytool/core'
import { Schema, type SchemaAST } from 'effect'

// The probe's only key, so any issue at it is about the key itself. A schema may declare this
// very key: the probe then takes the first `~polytool/excess-key-probe-N` the struct does not
// declare, so what it learns is about an unknown key, whatever the schema.
const PROBE_KEY = '~polytool/excess-key-probe'

/**
 * Whether an Effect Standard Schema refuses unknown keys: made with
 * `Schema.toStandardSchemaV1(schema, { parseOptions: { onExcessProperty: 'error' } })`. Effect
 * keeps the parse options in the validator's closure, not on the schema, so the adapter asks the
 * validator: Effect checks unknown keys before the declared ones, so a value whose only key is
 * unknown gets an issue at that key exactly when they are refused. The probe reaches the first
 * object under the root through unions, arrays, tuples and record values; a schema with no
 * object reached that way has none to close. A probe accepted whole (a union's record member
 * took it) is sent again with a symbol for its value. An asynchronous or throwing validator is
 * not probed.
 *
 * @param schema - The Effect Standard Schema.
 * @param ast - Its AST (`schema.ast`).
 * @returns Whether its validator refuses unknown keys.
 */
export function refusesExcessKeys(schema: StandardSchemaV1, ast: SchemaAST.AST): boolean {
  const side = encodedSide(ast)
  // A union member may accept the first probe whole (a record of numbers takes `{ key: 0 }`);
  // a symbol, which no JSON-minded schema takes, goes second.
  return PROBE_VALUES.some((value) => {
    const probe = probeFor(side, value)
    return probe !== undefined && refusedAt(schema, probe)
  })
}

const PROBE_VALUES: readonly unknown[] = [0, Symbol('polytool excess-key probe')]

function refusedAt(schema: StandardSchemaV1, probe: Probe): boolean {
  let result: ReturnType<StandardSchemaV1['~standard']['validate']>
  try {
    result = schema['~standard'].validate(probe.value)
  } catch {
    return false
  }
  if (result instanceof Promise) {
    result.catch(() => {})
    return false
  }
  // A message function may have answered the probe's issues with promises: none goes unhandled.
  handlePromisesIn(result.issues ?? [])
  return (result.issues ?? []).some((issue) => sameKeys(issue.path, probe.path))
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

// The parse options hold for every object the validator meets: the probe is a value that leads
// the validator to the first object it can send an unknown key, through unions (whose issues
// keep their members' paths), tuples, arrays and the values of records.
function probeFor(ast: SchemaAST.AST, value: unknown, depth = 0): Probe | undefined {
  if (depth > 20) return undefined
  const node = encodedSide(ast)
  switch (node._tag) {
    case 'Objects': {
      const key = unknownKey(node)
      if (key !== undefined) return { value: { [key]: value }, path: [key] }
      const entry = node.indexSignatures.find((signature) => plainString(signature.parameter))
      return entry === undefined ? undefined : inside('key', probeFor(entry.type, value, depth + 1))
    }
    case 'Arrays': {
      const first = node.elements[0] ?? node.rest[0]
      return first === undefined ? undefined : inside(0, probeFor(first, value, depth + 1))
    }
    case 'Union':
      for (const member of node.types) {
        const probe = probeFor(member, value, depth + 1)
        if (probe !== undefined) return probe
      }
      return undefined
    case 'Suspend':
      return probeFor(node.thunk(), value, depth + 1)
    default:
      return undefined
  }
}

function inside(key: PropertyKey, probe: Probe | undefined): Probe | undefined {
  if (probe === undefined) return undefined
  const value = typeof key === 'number' ? [probe.value] : { [key]: probe.value }
  return { value, path: [key, ...probe.path] }
}

// A key the object neither declares nor takes through an index signature: an excess key.
function unknownKey(node: SchemaAST.Objects): string | undefined {
  const key = undeclaredKey(node)
  const taken = node.indexSignatures.some((signature) => takesKey(signature.parameter, key))
  return taken ? undefined : key
}

function takesKey(parameter: SchemaAST.AST, key: string): boolean {
  try {
    return Schema.is(Schema.make(parameter) as Schema.Top)(key)
  } catch {
    return true
  }
}

function plainString(parameter: SchemaAST.AST): boolean {
  return parameter._tag === 'String' && (parameter.checks ?? []).length === 0
}

/**
 * A key the struct does not declare: the probe key, or the first numbered one that is free.
 *
 * @param struct - The struct's AST.
 * @returns A key absent from its property signatures.
 */
export function undeclaredKey(struct: SchemaAST.Objects): string {
  const declared = new Set<PropertyKey>(
    struct.propertySignatures.map((signature) => signature.name),
  )
  let key = PROBE_KEY
  for (let suffix = 1; declared.has(key); suffix++) key = `${PROBE_KEY}-${suffix}`
  return key
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
