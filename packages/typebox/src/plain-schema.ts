import { checkedRefinements } from './checked-refinements'
import { defineOwnKey } from './own-key'
import { MAX_SCHEMA_DEPTH } from './walk'

// A node whose copy could not be made: it reaches itself, or lies too deep.
const UNCHECKABLE = Symbol('uncheckable')

/**
 * Copies of TypeBox schemas that hold their JSON keywords only: `Object.keys` skips TypeBox's
 * non-enumerable `~refine` and `~codec`, so `Value.Check` on a copy runs no codec, and no
 * refinement of the schema's author unless asked to (`withRefinements`: each copy then keeps
 * its node's `Type.Refine` checks, wrapped by `checkedRefinements`). A node shared by many
 * parents is copied once.
 */
export class PlainSchemas {
  private readonly copies = new WeakMap<object, unknown>()

  /** @param withRefinements - Whether the copies keep their nodes' `Type.Refine` checks. */
  constructor(private readonly withRefinements = false) {}

  /**
   * The JSON keywords of a schema, as a copy `Value.Check` reads without calling any function
   * of the schema.
   *
   * @param schema - A TypeBox schema (or a part of one).
   * @returns The copy; `undefined` when the schema reaches itself (an object cycle, which a check
   *   could follow for ever) or is nested deeper than `MAX_SCHEMA_DEPTH`.
   */
  of(schema: unknown): unknown {
    const copy = this.copy(schema, new Set(), 0)
    return copy === UNCHECKABLE ? undefined : copy
  }

  private copy(value: unknown, onPath: Set<object>, depth: number): unknown {
    if (typeof value !== 'object' || value === null) return value
    // A RegExp `pattern`, a Date default: TypeBox reads them as they are.
    const isArray = Array.isArray(value)
    if (!isArray && !isPlainObject(value)) return value
    const known = this.copies.get(value)
    if (known !== undefined) return known
    if (depth > MAX_SCHEMA_DEPTH || onPath.has(value)) return UNCHECKABLE
    onPath.add(value)
    let out: unknown = UNCHECKABLE
    try {
      out = isArray ? this.copyArray(value, onPath, depth) : this.copyObject(value, onPath, depth)
    } finally {
      onPath.delete(value)
    }
    this.copies.set(value, out)
    return out
  }

  private copyArray(value: unknown[], onPath: Set<object>, depth: number): unknown {
    const out: unknown[] = []
    for (const item of value) {
      const copy = this.copy(item, onPath, depth + 1)
      if (copy === UNCHECKABLE) return UNCHECKABLE
      out.push(copy)
    }
    return out
  }

  private copyObject(value: object, onPath: Set<object>, depth: number): unknown {
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(value)) {
      const copy = this.copy((value as Record<string, unknown>)[key], onPath, depth + 1)
      if (copy === UNCHECKABLE) return UNCHECKABLE
      defineOwnKey(out, key, copy)
    }
    if (this.withRefinements && Object.hasOwn(value, '~refine')) {
      const refinements = checkedRefinements((value as { '~refine'?: unknown })['~refine'])
      // Hidden from `Object.keys`, as TypeBox hides it: the copy's size counts its keywords.
      if (refinements !== undefined) Object.defineProperty(out, '~refine', { value: refinements })
    }
    return out
  }
}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}
