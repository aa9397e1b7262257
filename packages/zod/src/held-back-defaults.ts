import {
  currentMaxSchemaNodes,
  judgeDefault,
  MAX_DEFAULT_DEPTH,
  MAX_DEFAULT_VALUES,
  readsPromise,
  SCHEMA_PARTS_PER_NODE,
} from '@polytool/core'
import type { $ZodType, ProcessParams, ToJSONSchemaContext } from 'zod/v4/core'
import * as zodCore from 'zod/v4/core'
import type { ZodLoss } from './losses'
import { type Def, pushChildren } from './may-run-async'

// Zod writes a default, prefault or catch value with `JSON.stringify`, and serialises its whole
// result the same way: a value that shares one object at every level of itself takes 2^depth
// steps there, one nested some thousands of levels overflows the stack. Such a value must never
// reach Zod's converter: its node is converted as the schema it wraps, and the value reported.

// Renamed from `process` in Zod 4.6; the old name is kept as an alias.
const processSchema = zodCore.processSchema ?? zodCore.process

type Processor = (ctx: ToJSONSchemaContext, json: object, params: ProcessParams) => void

const VALUE_OF: Readonly<Record<string, (def: Def) => unknown>> = {
  default: (def) => def.defaultValue,
  prefault: (def) => def.defaultValue,
  catch: (def) => (def.catchValue as (context: undefined) => unknown)(undefined),
}

/**
 * Runs Zod's converter with every `.default()`, `.prefault()` and `.catch()` value that cannot
 * be written as JSON (`judgeDefault`: not JSON, or more than `MAX_DEFAULT_VALUES` values, or
 * nested deeper than `MAX_DEFAULT_DEPTH`) kept from it. Each value is read once, before the
 * conversion; a node whose value is kept back converts as the schema it wraps (no `default`),
 * and `convert` is given what it loses, to tag. A value that can be written is pinned: Zod's
 * converter writes the value judged, and never calls a default function a second time (one
 * that answers a rejecting promise then would leave it unhandled). The nodes are found by
 * walking the schema once, each schema object once (a `.meta()` copy and the schema it was
 * made from are two: Zod converts both), without recursion, within core's limits of a schema
 * walk (`setMaxSchemaNodes`, `SCHEMA_PARTS_PER_NODE`): past them, the conversion fails before
 * Zod's converter runs. Their converters and values are put back when `convert` ends.
 *
 * @param schema - The Zod schema to convert, untrusted.
 * @param convert - Runs Zod's converter on `schema`; given each node whose value is left out.
 * @returns What `convert` returns.
 */
export function withDefaultsHeldBack<T>(
  schema: object,
  convert: (heldBack: ReadonlyMap<object, ZodLoss>) => T,
): T {
  const heldBack = new Map<object, ZodLoss>()
  const restores: Array<() => void> = []
  try {
    eachZodSchemaIn(schema, (node) => {
      const literalsLoss = heldBackLiterals(node)
      if (literalsLoss !== undefined) {
        restores.push(replaceConverter(node, convertsToAnything))
        heldBack.set(node, literalsLoss)
        return
      }
      const judged = judgedValue(node)
      if (judged === undefined) return
      if ('value' in judged) {
        restores.push(pinValue(node, judged.value))
        return
      }
      restores.push(replaceConverter(node, withoutValue(node)))
      heldBack.set(node, judged.loss)
    })
    return convert(heldBack)
  } finally {
    // Last first: a `.meta()` copy shares its definition with the schema it was made from.
    for (let index = restores.length - 1; index >= 0; index--) restores[index]!()
  }
}

/** A node's value read once: the value to write, or what leaving it out loses. */
type Judged = { readonly value: unknown } | { readonly loss: ZodLoss }

function judgedValue(node: $ZodType): Judged | undefined {
  const def = node._zod.def as unknown as Def
  const read = Object.hasOwn(VALUE_OF, def.type as string)
    ? VALUE_OF[def.type as string]
    : undefined
  if (read === undefined) return undefined
  const what = def.type === 'catch' ? 'the .catch() value' : 'the default value'
  let value: unknown
  try {
    value = read(def)
  } catch {
    return { loss: { code: 'default', message: `reading ${what} threw, so it cannot be shown` } }
  }
  switch (judgeDefault(value)) {
    case 'json':
      return { value }
    case 'not-json':
      // A promise is not written: it must not be left to reject unhandled either.
      readsPromise(() => value)
      return { loss: { code: 'default', message: `${what} is not JSON, so it cannot be shown` } }
    case 'too-large':
      return {
        loss: {
          code: 'default',
          message: `${what} holds more than ${MAX_DEFAULT_VALUES} values (each counted at every place it sits) or nests deeper than ${MAX_DEFAULT_DEPTH} levels: it is left out`,
        },
      }
  }
}

// The value Zod's converter reads, set on the definition itself for the conversion: the
// `defaultValue` of a default or prefault, the `catchValue` function of a catch. Returns the undo.
function pinValue(node: $ZodType, value: unknown): () => void {
  const def = node._zod.def as unknown as Record<string, unknown>
  const key = def.type === 'catch' ? 'catchValue' : 'defaultValue'
  const own = Object.getOwnPropertyDescriptor(def, key)
  const pinned = key === 'catchValue' ? () => value : value
  // Throws on a frozen definition: the conversion then fails at once, as for its converter.
  Object.defineProperty(def, key, { value: pinned, configurable: true, writable: true })
  return () => {
    if (own === undefined) delete def[key]
    else Object.defineProperty(def, key, own)
  }
}

// What Zod's default, prefault and catch converters do, less the value: convert the wrapped
// schema and refer to it.
function withoutValue(node: $ZodType): Processor {
  return (ctx, _json, params) => {
    const inner = (node._zod.def as unknown as Def).innerType as $ZodType
    processSchema(inner, ctx, params)
    const seen = ctx.seen.get(node)
    if (seen !== undefined) seen.ref = inner
  }
}

// Writes nothing: the node's JSON Schema stays `{}`, and the loss is reported.
const convertsToAnything: Processor = () => {}

// Sets a node's converter on the node itself, where Zod looks first; returns the undo.
function replaceConverter(node: $ZodType, processor: Processor): () => void {
  const internals = node._zod as unknown as { processJSONSchema?: Processor }
  const own = Object.getOwnPropertyDescriptor(internals, 'processJSONSchema')
  // Throws on frozen internals: the conversion then fails at once, rather than hang.
  Object.defineProperty(internals, 'processJSONSchema', {
    value: processor,
    configurable: true,
    writable: true,
  })
  return () => {
    if (own === undefined) delete internals.processJSONSchema
    else Object.defineProperty(internals, 'processJSONSchema', own)
  }
}

// Zod writes the values of a literal or an enum into the JSON Schema as they are, and then
// serialises it: an object among them (Zod's types say primitives, its code takes any value)
// is judged as a default is. A primitive that is not JSON (a bigint, `undefined`) is left to
// Zod's converter, which knows it.
const LITERALS_OF: Readonly<Record<string, (def: Def) => unknown>> = {
  literal: (def) => def.values,
  enum: (def) =>
    typeof def.entries === 'object' && def.entries !== null ? Object.values(def.entries) : [],
}

function heldBackLiterals(node: $ZodType): ZodLoss | undefined {
  const def = node._zod.def as unknown as Def
  const read = Object.hasOwn(LITERALS_OF, def.type as string)
    ? LITERALS_OF[def.type as string]
    : undefined
  if (read === undefined) return undefined
  let values: unknown
  try {
    values = read(def)
  } catch {
    return {
      code: 'non-json-value',
      message: 'reading the literal values threw: they are left out',
    }
  }
  if (!Array.isArray(values)) return undefined
  // A list that claims more places than a walk reads is refused by the walk, next.
  if (!(values.length <= currentMaxSchemaNodes() * SCHEMA_PARTS_PER_NODE)) return undefined
  if (!values.some(isObjectValue)) return undefined
  switch (judgeDefault(values)) {
    case 'json':
      return undefined
    case 'not-json':
      return {
        code: 'non-json-value',
        message: 'a literal value is not JSON: the values are left out',
      }
    case 'too-large':
      return TOO_MANY_LITERALS
  }
}

const TOO_MANY_LITERALS: ZodLoss = {
  code: 'non-json-value',
  message: `the literal values hold more than ${MAX_DEFAULT_VALUES} values (each counted at every place it sits) or nest deeper than ${MAX_DEFAULT_DEPTH} levels: they are left out`,
}

function isObjectValue(value: unknown): boolean {
  return (typeof value === 'object' && value !== null) || typeof value === 'function'
}

// Visits every schema object Zod's converter may reach from `root`: what the definitions hold,
// the schema a `.meta()` or `.describe()` copy was made from (`_zod.parent`), and the schema a
// lazy one gave (`_zod.innerType`, which Zod keeps after the first call). It keeps within the
// limits of core's `walkSchema` (nodes, and parts handed over), and throws past them: a default
// left unread would reach Zod's converter. Not `walkSchema` itself: this walk runs on every
// conversion, needs no paths, and costs a third less without them.
function eachZodSchemaIn(root: object, visit: (node: $ZodType) => void): void {
  const nodeLimit = currentMaxSchemaNodes()
  const partLimit = nodeLimit * SCHEMA_PARTS_PER_NODE
  let parts = 0
  const seen = new Set<object>()
  const pending: unknown[] = [root]
  // A list is handed over whole (`pushChildren`): its items are read once, however many
  // definitions hold it, and only when its length fits the parts left.
  const lists = new Set<unknown[]>()
  const push = (child: unknown) => {
    if (++parts > partLimit) throw PARTS_SPENT
    if (!Array.isArray(child)) pending.push(child)
    else if (!lists.has(child)) {
      lists.add(child)
      const length = child.length
      if (!(length <= partLimit - parts)) {
        parts = partLimit + 1
        throw PARTS_SPENT
      }
      parts += length
      for (let index = 0; index < length; index++) pending.push(child[index])
    }
  }
  while (pending.length > 0) {
    const node = pending.pop()
    if (!isZodSchema(node) || seen.has(node)) continue
    seen.add(node)
    if (seen.size > nodeLimit) throw new Error(cappedMessage())
    visit(node)
    const internals = node._zod as unknown as { parent?: unknown; innerType?: unknown }
    const def = node._zod.def as unknown as Def
    // A getter that throws would make Zod throw too: the conversion fails, and this walk goes on.
    try {
      push(internals.parent)
      if (def.type === 'lazy') push(internals.innerType)
      pushChildren(def, push)
    } catch {}
    if (parts > partLimit) throw new Error(cappedMessage())
  }
}

// What `push` throws past the limit of parts, to end a loop over a long list.
const PARTS_SPENT = new RangeError('part limit reached')

function cappedMessage(): string {
  const nodes = currentMaxSchemaNodes()
  return `the schema has more than ${nodes} schema nodes, or more than ${nodes * SCHEMA_PARTS_PER_NODE} parts in its lists and fields (setMaxSchemaNodes raises the limit): its default and .catch() values could not all be read before the conversion`
}

function isZodSchema(node: unknown): node is $ZodType {
  if (typeof node !== 'object' || node === null) return false
  try {
    const def = (node as Partial<$ZodType>)._zod?.def as unknown
    return typeof def === 'object' && def !== null
  } catch {
    return false
  }
}
