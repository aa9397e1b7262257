import { eachSubschema } from './each-subschema'
import {
  markUnrepresentable,
  UNREPRESENTABLE_KEYWORD,
  type UnrepresentableCode,
} from './unrepresentable'

/**
 * Tags every union (`anyOf`, `oneOf`) with an option the converter could not write, and wrote
 * as a tagged `{}`: the union then accepts any value, so the loss is the union's too, and core
 * reports it at the union's pointer, where a value that fails the tool passes the schema.
 *
 * @param schema - The converter's output, changed in place.
 * @returns The same schema.
 * @example
 * import { markOpenUnions, markUnrepresentable } from '@polytool/core'
 *
 * const dateOption = markUnrepresentable({}, 'date', 'a Date')
 * markOpenUnions({ anyOf: [{ type: 'number' }, dateOption] })
 * // the union is tagged `date` too: it accepts any value
 */
export function markOpenUnions<T extends object>(schema: T): T {
  eachSubschema(schema, tagOpenUnion)
  return schema
}

/**
 * `markOpenUnions` for one node, for a walk that tags several things at once: what a node gets
 * depends only on its own options, so one walk gives what the separate walks would.
 *
 * @param node - A node of the converter's output, changed in place.
 */
export function tagOpenUnion(node: Record<string, unknown>): void {
  // Read by name: a read by a computed key costs more on nodes of many shapes.
  markOpenOptions(node, node.anyOf)
  markOpenOptions(node, node.oneOf)
}

function markOpenOptions(union: Record<string, unknown>, options: unknown): void {
  if (!Array.isArray(options)) return
  for (const option of options) markIfOpen(union, option)
}

// An option with nothing but tags (and other `x-` keys) admits any value.
function markIfOpen(union: Record<string, unknown>, option: unknown): void {
  if (typeof option !== 'object' || option === null) return
  const tags = (option as Record<string, unknown>)[UNREPRESENTABLE_KEYWORD]
  if (!Array.isArray(tags) || Object.keys(option).some((key) => !key.startsWith('x-'))) return
  for (const { code, message } of tags as { code: UnrepresentableCode; message: string }[]) {
    markUnrepresentable(
      union,
      code,
      `an option of this union is written as {}, so the union accepts any value: ${message}`,
    )
  }
}
