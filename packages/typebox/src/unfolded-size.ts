import { MAX_SCHEMA_DEPTH } from './walk'

/**
 * Counts the values of plain schema copies (`PlainSchemas`) as a check may walk them: a part
 * shared by many parents counted at each, a `$ref` counted as the definition it names. A schema
 * of a few nodes can stand for a huge one this way (a union of the same union, thirty times:
 * 2³⁰ members), and TypeBox's `Value.Check` may walk all of it. Counting stops past the limit;
 * each node is counted once (in each context), so counting is linear in the copy.
 */
export class UnfoldedSizes {
  private readonly counted = new WeakMap<object, WeakMap<object, number>>()

  constructor(private readonly limit: number) {}

  /**
   * How many values a schema holds written out, its `$ref`s replaced by their definitions.
   *
   * @param schema - A plain schema copy.
   * @param context - The plain copies of the definitions its `$ref`s name.
   * @returns The count, or `limit + 1` when it is larger than the limit. A `$ref` met again below
   *   itself (a recursive definition) is counted once, as a check goes down it only as deep as
   *   the value it checks.
   */
  of(schema: unknown, context: Record<string, unknown>): number {
    let counted = this.counted.get(context)
    if (counted === undefined) {
      counted = new WeakMap()
      this.counted.set(context, counted)
    }
    return this.count(schema, context, counted, new Set(), 0)
  }

  private count(
    value: unknown,
    context: Record<string, unknown>,
    counted: WeakMap<object, number>,
    onPath: Set<object>,
    depth: number,
  ): number {
    if (typeof value !== 'object' || value === null) return 1
    const known = counted.get(value)
    if (known !== undefined) return known
    if (onPath.has(value)) return 1
    if (depth > MAX_SCHEMA_DEPTH) return this.limit + 1
    onPath.add(value)
    let total = 1
    const children: unknown[] = Object.values(value)
    const ref = (value as { $ref?: unknown }).$ref
    if (typeof ref === 'string' && ref in context) children.push(context[ref])
    for (const child of children) {
      total += this.count(child, context, counted, onPath, depth + 1)
      if (total > this.limit) break
    }
    onPath.delete(value)
    const size = Math.min(total, this.limit + 1)
    counted.set(value, size)
    return size
  }
}
