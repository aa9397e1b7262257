import { isNameList, isObject, type SchemaNode } from './json-schema'

/**
 * What `measureSize` sums over a schema, node by node: any walk that visits every schema object
 * once with its object depth (`visitNodes`, or the copy of an emitted schema) can fill it.
 */
export class SizeTally {
  properties = 0
  nestingDepth = 0
  totalStringLength = 0
  enumValues = 0
  /** String enums over the threshold: their pointers are found by a walk of their own. */
  largeEnums = 0

  constructor(private readonly largeEnumThreshold: number) {}

  /** Adds one schema object at `depth` objects deep (itself included). */
  visit(node: SchemaNode, depth: number): void {
    if (depth > this.nestingDepth) this.nestingDepth = depth
    if (isObject(node.properties)) {
      this.properties += ownKeyCount(node.properties)
      this.totalStringLength += ownKeyLength(node.properties)
    }
    if (isObject(node.$defs)) this.totalStringLength += ownKeyLength(node.$defs)
    if (node.const !== undefined) this.totalStringLength += textLength(node.const)
    if (Array.isArray(node.enum)) {
      this.enumValues += node.enum.length
      for (const value of node.enum) this.totalStringLength += textLength(value)
      if (isLargeStringEnum(node.enum, this.largeEnumThreshold)) this.largeEnums++
    }
  }
}

/** What `countUsage` sums over a schema, node by node. */
export class UsageTally {
  optionalParameters = 0
  unionParameters = 0

  /** Adds one schema object. */
  visit(node: SchemaNode): void {
    if (isObject(node.properties))
      this.optionalParameters += optionalCount(node.properties, node.required)
    if (Array.isArray(node.anyOf) || isTypeList(node.type)) this.unionParameters++
  }
}

/** Whether a node counts as an object level of the nesting OpenAI limits. */
export function isObjectNode(node: SchemaNode): boolean {
  const { type } = node
  return (
    type === 'object' || (isNameList(type) && type.includes('object')) || isObject(node.properties)
  )
}

/** Whether an enum is a string enum over the threshold, whose characters OpenAI limits. */
export function isLargeStringEnum(values: readonly unknown[], threshold: number): boolean {
  return values.length > threshold && values.every((value) => typeof value === 'string')
}

/** The characters of an enum or `const` value, as OpenAI counts them. */
export function textLength(value: unknown): number {
  return typeof value === 'string' ? value.length : (JSON.stringify(value)?.length ?? 0)
}

// A set only for long `required` lists: a short one is searched faster than a set is built.
function optionalCount(properties: SchemaNode, required: unknown): number {
  const names = Array.isArray(required) ? required : []
  const listed = names.length > 8 ? new Set(names) : undefined
  let optional = 0
  for (const key in properties) {
    if (!Object.hasOwn(properties, key)) continue
    if (!(listed === undefined ? names.includes(key) : listed.has(key))) optional++
  }
  return optional
}

// Own keys read with `for…in`, as `Object.keys` reads them, without a new array per node.
function ownKeyCount(object: SchemaNode): number {
  let count = 0
  for (const key in object) if (Object.hasOwn(object, key)) count++
  return count
}

function ownKeyLength(object: SchemaNode): number {
  let length = 0
  for (const key in object) if (Object.hasOwn(object, key)) length += key.length
  return length
}

// Several types at once: a list of more than one name.
function isTypeList(type: unknown): boolean {
  return isNameList(type) && type.length > 1
}
