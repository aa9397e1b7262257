import {
  type AsyncInSync,
  isAsyncFunction,
  type StandardSchemaV1,
  unreadableSchemaAt,
  walkSchema,
} from '@polytool/core'
import { Schema } from 'effect'
import { findPromisedLeafMessage } from './message-hooks'

/** The part of an Effect AST node the walk reads (`SchemaAST`, public). */
interface EffectNode {
  readonly _tag?: unknown
  readonly encoding?: readonly { readonly to?: unknown; readonly transformation?: unknown }[]
  readonly propertySignatures?: readonly { readonly name?: unknown; readonly type?: unknown }[]
  readonly indexSignatures?: readonly { readonly parameter?: unknown; readonly type?: unknown }[]
  readonly elements?: readonly unknown[]
  readonly rest?: readonly unknown[]
  readonly types?: readonly unknown[]
  readonly typeParameters?: readonly unknown[]
  readonly thunk?: unknown
}

// The types a promise never passes: Effect checks an async getter's promise against them, fails
// it on every call and drops it.
const NO_PROMISE_TAGS: ReadonlySet<unknown> = new Set([
  'String',
  'Number',
  'Boolean',
  'BigInt',
  'Symbol',
  'UniqueSymbol',
  'Literal',
  'TemplateLiteral',
  'Enum',
  'Null',
  'Undefined',
  'Void',
  'Never',
  'Arrays',
])

/**
 * Finds an async `SchemaGetter.transform` decoding to a type a promise never passes (a string,
 * a number, a literal, an array, or a union of them): Effect calls the getter synchronously,
 * checks its promise against that type, fails every call and drops the promise, whose rejection
 * would then go unhandled. An async getter decoding to `Schema.Unknown` keeps its promise as the
 * value, which is awaited, and is not found. Guards (`Schema.refine`, `Schema.declare`,
 * `makeFilter`) keep their function in a closure: they are refused when they run (`validateEffect`).
 * Walks the schema's AST once, capped (`setMaxSchemaNodes`): a larger schema, or one whose
 * reading threw, is refused as not searched whole. The path holds the keys of the properties
 * that lead to it.
 * Then a `leafHook` message function that returns a promise (`findPromisedLeafMessage`).
 *
 * @param schema - An Effect Standard Schema.
 * @returns Where the getter is, or `undefined`.
 */
export function findEffectAsyncInSync(schema: object): AsyncInSync | undefined {
  if (!Schema.isSchema(schema)) return undefined
  return (
    asyncGetterIn(schema) ??
    findPromisedLeafMessage(schema as unknown as StandardSchemaV1, schema.ast)
  )
}

function asyncGetterIn(schema: Schema.Top): AsyncInSync | undefined {
  const outcome = walkSchema(schema.ast, {
    visit: (node: EffectNode) => (asyncGetterInto(node) ? true : undefined),
    children(node: EffectNode, push) {
      for (const link of node.encoding ?? []) push(link.to)
      for (const property of node.propertySignatures ?? [])
        push(property.type, property.name as PropertyKey)
      for (const index of node.indexSignatures ?? []) {
        push(index.parameter)
        push(index.type)
      }
      const elements = node.elements ?? []
      for (let index = 0; index < elements.length; index++) push(elements[index], index)
      for (const rest of node.rest ?? []) push(rest)
      for (const type of node.types ?? []) push(type)
      for (const parameter of node.typeParameters ?? []) push(parameter)
      if (node._tag === 'Suspend' && typeof node.thunk === 'function') push(node.thunk())
    },
  })
  // A walk that stopped (capped, or a thunk that threw) did not read the rest: refused.
  if (outcome.kind !== 'found') return unreadableSchemaAt(outcome)
  return {
    path: outcome.path,
    what: 'an async SchemaGetter.transform whose promise Effect checks against a type it never passes',
  }
}

// The node's first link decodes with an async getter into the node's own type, which never
// holds a promise. (Each `decodeTo` nests a link; a longer chain is not judged.)
function asyncGetterInto(node: EffectNode): boolean {
  const link = node.encoding?.[0]
  if (link === undefined || !neverHoldsPromise(node)) return false
  const decode = (link.transformation as { decode?: { _tag?: unknown; transform?: unknown } })
    ?.decode
  return decode?._tag === 'Transform' && isAsyncFunction(decode.transform)
}

function neverHoldsPromise(node: EffectNode): boolean {
  if (NO_PROMISE_TAGS.has(node._tag)) return true
  return (
    node._tag === 'Union' &&
    (node.types?.length ?? 0) > 0 &&
    (node.types ?? []).every((type) => neverHoldsPromise(type as EffectNode))
  )
}
