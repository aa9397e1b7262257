import { frozenCopy, setKey } from './copy-json'
import { isObject, type SchemaNode } from './json-schema'
import { type SubschemaKind, subschemaKind } from './keywords'
import { rememberEmittedSize, rememberEmittedUsage, sizeOf, usageOf } from './measure'
import { isObjectNode, SizeTally, UsageTally } from './measure-tally'
import type { ProviderRules } from './rules'

/**
 * The frozen compact copy of an emitted schema. Where the target limits the schema's size or
 * strict budgets, they are measured by the copy's own walk, node by node as `measureSize` and
 * `countUsage` visit them (every occurrence of a node held twice counts twice), and remembered
 * for the limits and the request's budgets that read them next: a second walk of the same tree
 * would only measure it again.
 */
export function emittedCopy(schema: SchemaNode, rules: ProviderRules): SchemaNode {
  const { limits, budgets } = rules
  if (limits === undefined && budgets === undefined) return frozenCopy(schema)
  const copier: MeasuringCopier = {
    size: limits === undefined ? undefined : new SizeTally(limits.largeStringEnumValues),
    usage: budgets === undefined ? undefined : new UsageTally(),
  }
  const copy = copySchema(copier, schema, 0) as SchemaNode
  if (limits !== undefined)
    rememberEmittedSize(
      copy,
      limits.largeStringEnumValues,
      sizeOf(copy, copier.size!, limits.largeStringEnumValues),
    )
  if (budgets !== undefined) rememberEmittedUsage(copy, usageOf(copier.usage!))
  return copy
}

interface MeasuringCopier {
  readonly size: SizeTally | undefined
  readonly usage: UsageTally | undefined
}

// A value at a subschema's place: measured when it is a schema object, copied in any case.
function copySchema(copier: MeasuringCopier, value: unknown, outerDepth: number): unknown {
  if (!isObject(value)) return frozenCopy(value)
  const depth = outerDepth + (isObjectNode(value) ? 1 : 0)
  copier.size?.visit(value, depth)
  copier.usage?.visit(value)
  const copy: Record<string, unknown> = {}
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue
    const item = value[key]
    const kind = subschemaKind(key)
    setKey(
      copy,
      key,
      kind === undefined || item === undefined
        ? frozenCopy(item)
        : copyKeyword(
            copier,
            item,
            key,
            kind,
            key === '$defs' || key === 'definitions' ? 0 : depth,
          ),
    )
  }
  return Object.freeze(copy)
}

// The members `forEachSubschemaEntry` visits under a keyword, each as a subschema.
function copyKeyword(
  copier: MeasuringCopier,
  value: unknown,
  keyword: string,
  kind: SubschemaKind,
  depth: number,
): unknown {
  if (kind === 'map' || kind === 'dependencies') {
    if (!isObject(value)) return frozenCopy(value)
    const copy: Record<string, unknown> = {}
    for (const name in value) {
      if (!Object.hasOwn(value, name)) continue
      const item = value[name]
      // `dependencies` also maps names to lists of property names, which are not schemas.
      setKey(
        copy,
        name,
        kind === 'map' || !Array.isArray(item) ? copySchema(copier, item, depth) : frozenCopy(item),
      )
    }
    return Object.freeze(copy)
  }
  if (Array.isArray(value)) {
    if (kind !== 'list' && keyword !== 'items') return frozenCopy(value)
    const items = new Array<unknown>(value.length)
    for (let index = 0; index < value.length; index++)
      items[index] = copySchema(copier, value[index], depth)
    return Object.freeze(items)
  }
  return kind === 'single' ? copySchema(copier, value, depth) : frozenCopy(value)
}
