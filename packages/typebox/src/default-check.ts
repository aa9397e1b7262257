import Value from 'typebox/value'
import { RefinementUnanswered } from './checked-refinements'
import { defineOwnKey } from './own-key'
import { PlainSchemas } from './plain-schema'
import { UnfoldedSizes } from './unfolded-size'
import { MAX_SCHEMA_DEPTH } from './walk'

/**
 * The `Type.Cyclic` definitions a node sits among, as `Value.Default` and `Value.Check` resolve
 * a `$ref` there: those of the nearest `Type.Cyclic`, then of the ones around it. Each scope's
 * definitions inherit its parent's by prototype, so a scope costs its own definitions only (TypeBox
 * looks a name up with `in`).
 */
export interface DefinitionScope {
  /** The definitions by name, the outer ones inherited. */
  readonly definitions: Readonly<Record<string, unknown>>
  readonly parent: DefinitionScope | undefined
  /** How many `Type.Cyclic`s it sits in. */
  readonly depth: number
}

/** The scope outside every `Type.Cyclic`: no definitions. */
export const NO_DEFINITIONS: DefinitionScope = {
  definitions: Object.create(null) as Record<string, unknown>,
  parent: undefined,
  depth: 0,
}

// The inner scopes made in each scope, by the `$defs` they hold: a `Type.Cyclic` shared by many
// keys costs its definitions once in each scope it stands in, not once a key.
const innerScopes = new WeakMap<DefinitionScope, WeakMap<object, DefinitionScope>>()

/**
 * The scope inside a `Type.Cyclic`: its `$defs` over those of the scope around it.
 *
 * @param parent - The scope around the `Type.Cyclic`.
 * @param defs - Its `$defs`.
 * @returns The inner scope, the same one for the same `$defs` in the same scope.
 */
export function innerScope(
  parent: DefinitionScope,
  defs: Record<string, unknown>,
): DefinitionScope {
  let made = innerScopes.get(parent)
  if (made === undefined) {
    made = new WeakMap()
    innerScopes.set(parent, made)
  }
  const known = made.get(defs)
  if (known !== undefined) return known
  const definitions = Object.create(parent.definitions) as Record<string, unknown>
  for (const name of Object.keys(defs)) defineOwnKey(definitions, name, defs[name])
  const scope = { definitions, parent, depth: parent.depth + 1 }
  made.set(defs, scope)
  return scope
}

/** Where a missing key's default comes from. */
export interface DefaultSource {
  /** The node holding the `default`. */
  readonly node: Record<string, unknown>
  /** The definitions around that node. */
  readonly scope: DefinitionScope
  /** The name of the definition holding it, when a `$ref` led there. */
  readonly definition: string | undefined
}

// Past this many `$ref` hops a default is not looked for further: `Type.Ref`s that point at one
// another in a ring lead nowhere.
const MAX_REF_HOPS = 64

/**
 * The node whose `default` `Value.Default` writes at a missing key: the key's schema when it has
 * one, else the definition its `$ref` names, followed from `$ref` to `$ref` as `Value.Default`
 * follows them (a `Type.Cyclic` at the key starts at its own `$ref`, among its `$defs`).
 *
 * @param node - The key's schema.
 * @param scope - The definitions around it.
 * @returns Where the default is, or `undefined` when none of them has one.
 */
export function defaultSource(
  node: Record<string, unknown>,
  scope: DefinitionScope,
): DefaultSource | undefined {
  let current = node
  let around = scope
  let definition: string | undefined
  for (let hop = 0; hop < MAX_REF_HOPS; hop++) {
    if (Object.hasOwn(current, 'default')) return { node: current, scope: around, definition }
    const kind = current['~kind']
    if (kind === 'Cyclic' && isNode(current.$defs)) around = innerScope(around, current.$defs)
    else if (kind !== 'Ref') return undefined
    if (around.depth > MAX_SCHEMA_DEPTH) return undefined
    const name = current.$ref
    if (typeof name !== 'string' || !(name in around.definitions)) return undefined
    const target = around.definitions[name]
    if (!isNode(target)) return undefined
    current = target
    definition = name
  }
  return undefined
}

/**
 * Most values a default and its schema may hold, written out through their `$ref`s, for the
 * default to be checked; a larger one is reported unchecked.
 */
export const MAX_CHECKED_VALUES = 10_000

/**
 * What checking a default against its schema found: `'unanswered'` when a `Type.Refine` check
 * threw on it or returned a promise.
 */
export type DefaultVerdict = 'satisfied' | 'refused' | 'unchecked' | 'unanswered'

/**
 * Whether defaults satisfy the schema they sit on, as TypeBox's `Value.Check` reads it: through a
 * `$ref` to its definition, beneath a `Type.Refine`, inside a codec's encoded schema. The check
 * reads copies of the schema (`PlainSchemas`), so a codec's `Decode` never runs. It reads the JSON
 * keywords first, running no function of the schema; a default they take is checked again with
 * the `Type.Refine` checks, which the output JSON Schema cannot state and TypeBox never runs on a
 * default it fills in. Each node is checked once, however many keys share it.
 */
export class DefaultCheck {
  private readonly keywords = new CheckedCopies(false)
  private readonly refined = new CheckedCopies(true)
  private readonly sizes = new UnfoldedSizes(MAX_CHECKED_VALUES)
  private readonly verdicts = new WeakMap<object, DefaultVerdict>()

  /**
   * Whether the node's `default` satisfies the node.
   *
   * @param node - A schema node holding a `default` that is a value.
   * @param scope - The definitions around it.
   * @returns `'refused'` when TypeBox's check, refinements included, refuses the default;
   *   `'unchecked'` when the schema and the default, written out through their `$ref`s, hold
   *   more than `MAX_CHECKED_VALUES` values; `'unanswered'` when a refinement threw on it or
   *   returned a promise; `'satisfied'` when it passes, or when the schema reaches itself or lies
   *   too deep (the conversion refuses those).
   */
  satisfies(node: Record<string, unknown>, scope: DefinitionScope): DefaultVerdict {
    const known = this.verdicts.get(node)
    if (known !== undefined) return known
    const byKeywords = this.check(this.keywords, node, scope)
    const verdict = byKeywords === 'satisfied' ? this.check(this.refined, node, scope) : byKeywords
    this.verdicts.set(node, verdict)
    return verdict
  }

  private check(
    copies: CheckedCopies,
    node: Record<string, unknown>,
    scope: DefinitionScope,
  ): DefaultVerdict {
    const schema = copies.plain.of(node)
    const context = copies.contextOf(scope)
    if (schema === undefined || context === undefined) return 'satisfied'
    // A `$ref` no definition answers is TypeBox's own error, not a default's.
    if (typeof node.$ref === 'string' && !(node.$ref in context)) return 'satisfied'
    // The check's work grows with the schema written out and the default.
    if (this.sizes.of(schema, context) > MAX_CHECKED_VALUES) return 'unchecked'
    try {
      return Value.Check(context as never, schema as never, node.default) ? 'satisfied' : 'refused'
    } catch (error) {
      return error instanceof RefinementUnanswered ? 'unanswered' : 'satisfied'
    }
  }
}

// Copies of schemas and of the definitions of each scope, for one kind of check.
class CheckedCopies {
  readonly plain: PlainSchemas
  private readonly contexts = new WeakMap<DefinitionScope, Record<string, unknown>>()

  constructor(withRefinements: boolean) {
    this.plain = new PlainSchemas(withRefinements)
  }

  // The definitions of a scope as plain copies, inheriting the outer scope's; `undefined` when
  // one of them cannot be copied, or the scope sits in too many `Type.Cyclic`s. Each scope is
  // copied once, outermost first.
  contextOf(scope: DefinitionScope): Record<string, unknown> | undefined {
    if (scope.depth > MAX_SCHEMA_DEPTH) return undefined
    const chain: DefinitionScope[] = []
    let outer: Record<string, unknown> | undefined
    for (let at: DefinitionScope | undefined = scope; at !== undefined; at = at.parent) {
      if (at.parent === undefined) outer = at.definitions as Record<string, unknown>
      else outer = this.contexts.get(at)
      if (outer !== undefined) break
      chain.push(at)
    }
    for (const at of chain.reverse()) {
      if (outer === undefined) return undefined
      outer = this.copyScope(at, outer)
      if (outer !== undefined) this.contexts.set(at, outer)
    }
    return outer
  }

  private copyScope(
    scope: DefinitionScope,
    outer: Record<string, unknown>,
  ): Record<string, unknown> | undefined {
    const context = Object.create(outer) as Record<string, unknown>
    for (const name of Object.keys(scope.definitions)) {
      const copy = this.plain.of(scope.definitions[name])
      if (copy === undefined) return undefined
      defineOwnKey(context, name, copy)
    }
    return context
  }
}

function isNode(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
