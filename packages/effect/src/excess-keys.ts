import { handlePromisesIn, type StandardSchemaV1 } from '@polytool/core'
import type { SchemaAST } from 'effect'

// The probe's only key, so any issue at it is about the key itself. A schema may declare this
// very key: the probe then takes the first `~polytool/excess-key-probe-N` the struct does not
// declare, so what it learns is about an unknown key, whatever the schema.
const PROBE_KEY = '~polytool/excess-key-probe'

/**
 * Whether an Effect Standard Schema refuses unknown keys: made with
 * `Schema.toStandardSchemaV1(schema, { parseOptions: { onExcessProperty: 'error' } })`. Effect
 * keeps the parse options in the validator's closure, not on the schema, so the adapter asks the
 * validator: Effect checks unknown keys before the declared ones, so a value whose only key is
 * unknown gets an issue at that key exactly when they are refused. The probe reaches a struct at
 * the root or as the items of a root array; anywhere else the options are not learned (the
 * kit's drift check would then show the gap). An asynchronous or throwing validator is not probed.
 *
 * @param schema - The Effect Standard Schema.
 * @param ast - Its AST (`schema.ast`).
 * @returns Whether its validator refuses unknown keys.
 */
export function refusesExcessKeys(schema: StandardSchemaV1, ast: SchemaAST.AST): boolean {
  const probe = probeFor(encodedSide(ast))
  if (probe === undefined) return false
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

function probeFor(
  ast: SchemaAST.AST,
): { value: unknown; path: readonly PropertyKey[] } | undefined {
  if (isStruct(ast)) {
    const key = undeclaredKey(ast)
    return { value: { [key]: 0 }, path: [key] }
  }
  if (ast._tag === 'Arrays' && ast.elements.length === 0 && ast.rest.length === 1) {
    const item = encodedSide(ast.rest[0]!)
    if (isStruct(item)) {
      const key = undeclaredKey(item)
      return { value: [{ [key]: 0 }], path: [0, key] }
    }
  }
  return undefined
}

function isStruct(ast: SchemaAST.AST): ast is SchemaAST.Objects {
  return ast._tag === 'Objects' && ast.indexSignatures.length === 0
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
