import { jsonKey } from './json-key'
import { isObject, jsonTypeOf, type SchemaNode, typeList } from './json-schema'

/** Reads an emitted `$ref` back into the emitted definition, when there is one. */
export type ResolveEmitted = (ref: string) => SchemaNode | undefined

/**
 * Whether no value can match two of the schemas: the condition for `oneOf` to become `anyOf`
 * without accepting more. Decided on provable grounds only (types, literals, a shared required
 * discriminator, closed objects); when in doubt the answer is `false`. `closedObjects` says the
 * target never sends unlisted properties, whatever `additionalProperties` says.
 */
export function areDisjoint(
  schemas: readonly SchemaNode[],
  resolve: ResolveEmitted,
  closedObjects: boolean,
  spend: (units: number) => void = () => {},
): boolean {
  const context = { resolve, closedObjects, spend }
  if (hasDistinctDiscriminator(schemas, resolve)) return true
  for (let i = 0; i < schemas.length; i++) {
    for (let j = i + 1; j < schemas.length; j++) {
      if (!disjoint(schemas[i]!, schemas[j]!, context, 0)) return false
    }
  }
  return true
}

interface Context {
  readonly resolve: ResolveEmitted
  readonly closedObjects: boolean
  /** Counts the comparisons made, so a wide union cannot make them quadratic unnoticed. */
  readonly spend: (units: number) => void
}

/**
 * The common case in linear time: every branch is an object requiring one same property, whose
 * schema is a single constant, all different (a discriminated union).
 */
function hasDistinctDiscriminator(
  schemas: readonly SchemaNode[],
  resolve: ResolveEmitted,
): boolean {
  const branches = schemas.map((schema) => follow(schema, resolve))
  const first = branches[0]
  if (first === undefined || !isObject(first.properties) || !Array.isArray(first.required))
    return false
  for (const key of first.required) {
    if (typeof key !== 'string') continue
    const seen = new Set<string>()
    const distinct = branches.every((branch) => {
      const value = branch === undefined ? undefined : discriminatorValue(branch, key)
      if (value === undefined) return false
      if (seen.has(value)) return false
      seen.add(value)
      return true
    })
    if (distinct) return true
  }
  return false
}

function discriminatorValue(branch: SchemaNode, key: string): string | undefined {
  if (!isObjectOnly(typeList(branch)) || branch.nullable === true) return undefined
  if (!Array.isArray(branch.required) || !branch.required.includes(key)) return undefined
  const property = isObject(branch.properties) ? branch.properties[key] : undefined
  if (!isObject(property) || property.nullable === true) return undefined
  const values = valuesOf(property)
  return values?.length === 1 ? jsonKey(values[0]) : undefined
}

function disjoint(a: SchemaNode, b: SchemaNode, context: Context, depth: number): boolean {
  const { resolve } = context
  if (depth > 16) return false
  context.spend(1)
  const left = follow(a, resolve)
  const right = follow(b, resolve)
  if (left === undefined || right === undefined) return false
  for (const [one, other] of [
    [left, right],
    [right, left],
  ] as const) {
    if (Array.isArray(one.anyOf)) {
      return one.anyOf.every(
        (branch) => isObject(branch) && disjoint(branch, other, context, depth + 1),
      )
    }
  }
  const leftTypes = typesOf(left)
  const rightTypes = typesOf(right)
  if (leftTypes && rightTypes && !leftTypes.some((type) => overlaps(type, rightTypes))) return true
  const leftValues = valuesOf(left)
  const rightValues = valuesOf(right)
  if (leftValues && rightValues) {
    context.spend(leftValues.length + rightValues.length)
    const rightKeys = new Set(rightValues.map(jsonKey))
    return !leftValues.some((value) => rightKeys.has(jsonKey(value)))
  }
  if (
    leftValues &&
    rightTypes &&
    !leftValues.some((value) => overlaps(jsonTypeOf(value), rightTypes))
  )
    return true
  if (
    rightValues &&
    leftTypes &&
    !rightValues.some((value) => overlaps(jsonTypeOf(value), leftTypes))
  )
    return true
  if (isObjectOnly(leftTypes) && isObjectOnly(rightTypes))
    return objectsDisjoint(left, right, context, depth)
  return false
}

function objectsDisjoint(a: SchemaNode, b: SchemaNode, context: Context, depth: number): boolean {
  const aProperties = isObject(a.properties) ? a.properties : {}
  const bProperties = isObject(b.properties) ? b.properties : {}
  const aRequired = Array.isArray(a.required) ? a.required : []
  const bRequired = Array.isArray(b.required) ? b.required : []
  const keys = Object.keys(aProperties)
  context.spend(keys.length + aRequired.length + bRequired.length)
  const aRequiredSet = new Set(aRequired)
  const bRequiredSet = new Set(bRequired)
  for (const key of keys) {
    const left = aProperties[key]
    const right = bProperties[key]
    if (
      isObject(left) &&
      isObject(right) &&
      aRequiredSet.has(key) &&
      bRequiredSet.has(key) &&
      disjoint(left, right, context, depth + 1)
    ) {
      return true
    }
  }
  const closedWithout = (closed: SchemaNode, properties: object, required: unknown[]) =>
    (context.closedObjects || closed.additionalProperties === false) &&
    required.some((key) => typeof key === 'string' && !Object.hasOwn(properties, key))
  return closedWithout(a, aProperties, bRequired) || closedWithout(b, bProperties, aRequired)
}

function follow(schema: SchemaNode, resolve: ResolveEmitted): SchemaNode | undefined {
  let current: SchemaNode | undefined = schema
  for (let hops = 0; current !== undefined && typeof current.$ref === 'string'; hops++) {
    if (hops > 16) return undefined
    current = resolve(current.$ref)
  }
  return current
}

function typesOf(schema: SchemaNode): string[] | undefined {
  const types = typeList(schema)
  if (types === undefined) return undefined
  return schema.nullable === true ? [...types, 'null'] : types
}

function valuesOf(schema: SchemaNode): unknown[] | undefined {
  const values =
    schema.const !== undefined
      ? [schema.const]
      : Array.isArray(schema.enum)
        ? schema.enum
        : undefined
  if (values === undefined) return undefined
  return schema.nullable === true ? [...values, null] : values
}

function overlaps(type: string, types: readonly string[]): boolean {
  if (types.includes(type)) return true
  if (type === 'integer') return types.includes('number')
  if (type === 'number') return types.includes('integer')
  return false
}

function isObjectOnly(types: readonly string[] | undefined): boolean {
  return types !== undefined && types.length === 1 && types[0] === 'object'
}
