import { ConverterOutputError } from './converter-output'
import { escapePointer } from './finalize'
import { isPlainObject } from './freeze-fresh'
import { pointerKeys } from './local-ref'

// A reference is quoted in the error, cut to this many characters.
const QUOTED_REF_LENGTH = 200

/**
 * Refuses a local `$ref` that leads into a sub-schema a target rewrite moved: an `anyOf` whose
 * null branch was taken out, a tuple written as `items`, constraints wrapped beside a null-only
 * branch. Left as it was, the reference would point at nothing, or at another sub-schema. A
 * reference to a `$defs` entry, which no rewrite moves, is what converters write.
 *
 * @param root - The rewritten schema.
 * @param refs - The local references the converter wrote, as it wrote them.
 * @param movedAt - Per rewritten node, the keywords whose sub-schemas moved or went.
 * @returns Nothing; throws `ConverterOutputError` at the node the reference goes through.
 */
export function refuseRefsIntoMoved(
  root: object,
  refs: ReadonlySet<string>,
  movedAt: ReadonlyMap<object, ReadonlySet<string>>,
): void {
  for (const ref of refs) {
    let node: unknown = root
    const walked: string[] = []
    for (const key of pointerKeys(ref)) {
      if (typeof node !== 'object' || node === null) break
      if (movedAt.get(node)?.has(key)) {
        const quoted = ref.length > QUOTED_REF_LENGTH ? `${ref.slice(0, QUOTED_REF_LENGTH)}…` : ref
        throw new ConverterOutputError(
          walked.join(''),
          `wrote a $ref ("${quoted}") into a "${key}" sub-schema that the target's rewrite moved; refer to a $defs entry instead`,
        )
      }
      // What is no schema is left for the finalizing walk to refuse at its place.
      if (!isPlainObject(node) && !Array.isArray(node)) break
      if (!Object.hasOwn(node, key)) break
      node = (node as Record<string, unknown>)[key]
      walked.push(`/${escapePointer(key)}`)
    }
  }
}
