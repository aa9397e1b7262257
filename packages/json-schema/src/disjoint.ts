import type { DecodePlan } from './decode-plan'
import { jsonKey } from './json-key'
import { isObject, jsonTypeOf, type SchemaNode, typeList } from './json-schema'

/** Reads an emitted `$ref` back into the emitted definition, when there is one. */
export type ResolveEmitted = (ref: string) => SchemaNode | undefined

/**
 * Whether no value can match two of the schemas: the condition for `oneOf` to become `anyOf`
 * without accepting more. Decided on provable grounds only (types, literals, a shared required
 * discriminator, closed objects); when in doubt the answer is `false`. `closedObjects` says the
 * target never sends unlisted properties, whatever `additionalProperties` says. `plans` are the
 * branches' decode plans: the values compared are the decoded ones, so a property the target
 * requires but whose `null` decodes to absent or to a default counts as optional.
 */
export function areDisjoint(
  schemas: readonly SchemaNode[],
  resolve: ResolveEmitted,
  closedObjects: boolean,
  spend: (units: number) => void = () => {},
  plans: readonly (DecodePlan | undefined)[] = [],
): boolean {
  const context = { resolve, closedObjects, spend }
  const branches = schemas.map((schema, index) => ({ schema, plan: plans[index] }))
  if (hasDistinctDiscriminator(branches, resolve)) return true
  for (let i = 0; i < branches.length; i++) {
    for (let j = i + 1; j < branches.length; j++) {
      if (!disjoint(branches[i]!, branches[j]!, context, 0)) return false
    }
  }
  return true
}

/** An emitted schema and the plan that decodes what the model sends under it. */
interface Planned {
  readonly schema: SchemaNode
  readonly plan: DecodePlan | undefined
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
function hasDistinctDiscriminator(planned: readonly Planned[], resolve: ResolveEmitted): boolean {
  const branches = planned.map((branch) => follow(branch, resolve))
  const first = branches[0]?.schema
  if (first === undefined || !isObject(first.properties) || !Array.isArray(first.required))
    return false
  for (const key of first.required) {
    if (typeof key !== 'string') continue
    const seen = new Set<string>()
    const distinct = branches.every((branch) => {
      const value =
        branch === undefined || decodedOptional(branch.plan).has(key)
          ? undefined
          : discriminatorValue(branch.schema, key)
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

function disjoint(a: Planned, b: Planned, context: Context, depth: number): boolean {
  const { resolve } = context
  if (depth > 16) return false
  context.spend(1)
  const leftPlanned = follow(a, resolve)
  const rightPlanned = follow(b, resolve)
  if (leftPlanned === undefined || rightPlanned === undefined) return false
  for (const [one, other] of [
    [leftPlanned, rightPlanned],
    [rightPlanned, leftPlanned],
  ] as const) {
    const { anyOf } = one.schema
    if (Array.isArray(anyOf)) {
      return anyOf.every(
        (branch, index) =>
          isObject(branch) &&
          disjoint(
            { schema: branch, plan: branchPlan(one.plan, index) },
            other,
            context,
            depth + 1,
          ),
      )
    }
  }
  const left = leftPlanned.schema
  const right = rightPlanned.schema
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
    return objectsDisjoint(leftPlanned, rightPlanned, context, depth)
  return false
}

function objectsDisjoint(
  aPlanned: Planned,
  bPlanned: Planned,
  context: Context,
  depth: number,
): boolean {
  const a = aPlanned.schema
  const b = bPlanned.schema
  const aProperties = isObject(a.properties) ? a.properties : {}
  const bProperties = isObject(b.properties) ? b.properties : {}
  const aRequired = decodedRequired(a, aPlanned.plan)
  const bRequired = decodedRequired(b, bPlanned.plan)
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
      disjoint(
        { schema: left, plan: propertyPlan(aPlanned.plan, key) },
        { schema: right, plan: propertyPlan(bPlanned.plan, key) },
        context,
        depth + 1,
      )
    ) {
      return true
    }
  }
  // A pattern may admit a name `properties` leaves out, whatever `additionalProperties` says.
  const closedWithout = (closed: SchemaNode, properties: object, required: unknown[]) =>
    (context.closedObjects ||
      (closed.additionalProperties === false && !hasPatterns(closed.patternProperties))) &&
    required.some((key) => typeof key === 'string' && !Object.hasOwn(properties, key))
  return closedWithout(a, aProperties, bRequired) || closedWithout(b, bProperties, aRequired)
}

function hasPatterns(patternProperties: unknown): boolean {
  if (!isObject(patternProperties)) return false
  for (const _pattern in patternProperties) return true
  return false
}

/**
 * The names a decoded object always has: those the emitted object requires, less those whose
 * `null` the plan turns into absent or into a default (made required only for strict mode).
 */
function decodedRequired(schema: SchemaNode, plan: DecodePlan | undefined): unknown[] {
  const required = Array.isArray(schema.required) ? schema.required : []
  const optional = decodedOptional(plan)
  return optional.size === 0 ? required : required.filter((key) => !optional.has(key as string))
}

const NO_KEYS: ReadonlySet<string> = new Set()

function decodedOptional(plan: DecodePlan | undefined): ReadonlySet<string> {
  if (plan?.kind !== 'object') return NO_KEYS
  const optional = plan.properties.filter((property) => property.whenNull !== undefined)
  return optional.length === 0 ? NO_KEYS : new Set(optional.map((property) => property.key))
}

function propertyPlan(plan: DecodePlan | undefined, key: string): DecodePlan | undefined {
  if (plan?.kind !== 'object') return undefined
  return plan.properties.find((property) => property.key === key)?.plan
}

// A union's plan decodes by branch; any other plan decodes every branch alike (a lone branch
// wrapped for its annotations, or one made nullable).
function branchPlan(plan: DecodePlan | undefined, index: number): DecodePlan | undefined {
  return plan?.kind === 'union' ? plan.branches[index]?.plan : plan
}

function follow(planned: Planned, resolve: ResolveEmitted): Planned | undefined {
  let current: SchemaNode | undefined = planned.schema
  let plan = planned.plan
  for (let hops = 0; current !== undefined && typeof current.$ref === 'string'; hops++) {
    if (hops > 16) return undefined
    current = resolve(current.$ref)
    if (plan?.kind === 'ref') plan = plan.target.plan
  }
  if (current === undefined) return undefined
  return decodedView({ schema: current, plan })
}

// What a plan that changes a value's shape gives back, as a schema of the decoded values;
// `undefined` when nothing can be proven about them (JSON text decodes to any value).
function decodedView(planned: Planned): Planned | undefined {
  const { plan } = planned
  switch (plan?.kind) {
    case 'json':
    case 'unwrap':
      return undefined
    case 'text':
      // Each listed text and what it decodes to: a text the plan does not list passes through.
      return { schema: { enum: plan.values.flat() }, plan: undefined }
    case 'entries':
      return { schema: { type: 'object' }, plan: undefined }
    case 'tuple':
      return { schema: { type: 'array' }, plan: undefined }
    default:
      return planned
  }
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
