import { eachSubschema } from './each-subschema'
import { type InexactDirection, markInexact } from './inexact'

// Keywords that describe without judging: Ajv reports no error for them.
const ANNOTATIONS: ReadonlySet<string> = new Set([
  '$schema',
  '$id',
  '$anchor',
  '$comment',
  '$defs',
  'definitions',
  'title',
  'description',
  'default',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  'contentMediaType',
  'contentEncoding',
])

/**
 * Tags, with `markInexact`, every judging keyword of a sub-schema and of everything below it:
 * for a part the validator judges on another value than the one the JSON Schema describes, such
 * as checks that run on a transform's result (`pipe(string(), transform(trim), minLength(3))`,
 * where the input JSON Schema describes the untransformed string). A node with no judging
 * keyword (`{}`, which accepts anything) is tagged on `type`, the keyword it lacks. Walks
 * iteratively, each node once, up to the depth core converts.
 *
 * @param subSchema - The node of the converter's output where the untransformed value sits.
 * @param direction - Whether the validator accepts more, refuses more, or both.
 * @param message - What is judged on which value, in words.
 * @returns The same node, tagged.
 * @example
 * import { markInexactBelow } from '@polytool/core'
 *
 * // Valibot checks `minLength(3)` on the trimmed string; its input schema says only `string`:
 * markInexactBelow({ type: 'string' }, 'stricter', 'minLength(3) runs on the transformed string')
 */
export function markInexactBelow<T extends object>(
  subSchema: T,
  direction: InexactDirection,
  message: string,
): T {
  eachSubschema(
    subSchema,
    (record) => {
      const judging = Object.keys(record).filter(
        (key) => !ANNOTATIONS.has(key) && !key.startsWith('x-'),
      )
      for (const keyword of judging.length === 0 ? ['type'] : judging) {
        markInexact(record, keyword, direction, message)
      }
    },
    // Annotations are not walked, `$defs` included.
    (keyword) => !ANNOTATIONS.has(keyword),
  )
  return subSchema
}
