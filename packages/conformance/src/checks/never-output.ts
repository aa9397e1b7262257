import type { StandardSchemaV1 } from '@polytool/core'
import type { IssuePath } from '../case'
import { type CompiledSide, type Disagreement, type JudgedValue, pointerOfPath } from './drift'
import { copyOf, sameValue } from './same-value'
import { libraryVerdict } from './verdicts'

// An output JSON Schema can lose what the validator guarantees (a `required` key a default
// fills, an `additionalProperties: false` of an object that strips) and still admit every
// output: no output shows it. The kit finds it from the other end. A validator gives back
// what it gave: validating an output again gives that same output. So a value the validator
// turns into something else is no output of it: if it were, validating it would return it.
// Such a value, admitted by the output schema, is one the schema allows and the tool never
// hands over. The kit checks that the library keeps its outputs on the values it has; where one
// of them changes when validated again, the library is not such a validator and nothing is
// judged.

const outputsOf = new WeakMap<readonly JudgedValue[], Promise<Map<JudgedValue, unknown> | null>>()

/**
 * The values the output JSON Schema admits and the validator never outputs: each accepted
 * value it turns into another, whose output is kept when validated again. Each is a stricter
 * disagreement on the output side, at the schema node where the value and its output first
 * differ.
 *
 * @param schema - The case's schema, bound to its adapter.
 * @param compiled - The output side of one target, compiled.
 * @param judged - The values and the library's verdicts on them.
 * @returns The disagreements; none when the library changes one of its own outputs.
 */
export async function neverOutputDisagreements(
  schema: StandardSchemaV1,
  compiled: CompiledSide,
  judged: readonly JudgedValue[],
): Promise<Disagreement[]> {
  const changed = await changedValues(schema, judged)
  if (changed === null) return []
  const found: Disagreement[] = []
  for (const [one, output] of changed) {
    if (!compiled.judge(copyOf(one.value)).ok) continue
    const pointer = pointerOfPath(compiled.schema, firstDifference(one.value, output))
    found.push({
      value: one.value,
      library: true,
      jsonSchema: true,
      direction: 'stricter',
      schemaPointer: pointer,
      ajvErrors: [],
      libraryIssues: [],
      issuePointers: [pointer],
      utf16Length: false,
      neverOutput: output,
    })
  }
  return found
}

// The accepted values the library turns into another value, with that value; `null` when it
// changes one of those outputs again.
function changedValues(
  schema: StandardSchemaV1,
  judged: readonly JudgedValue[],
): Promise<Map<JudgedValue, unknown> | null> {
  let made = outputsOf.get(judged)
  if (made === undefined) {
    made = (async () => {
      const changed = new Map<JudgedValue, unknown>()
      for (const one of judged) {
        if (!one.verdict.ok || sameValue(one.verdict.value, one.value)) continue
        const again = await libraryVerdict(schema, one.verdict.value)
        if (!again.ok || !sameValue(again.value, one.verdict.value)) return null
        changed.set(one, one.verdict.value)
      }
      return changed
    })()
    outputsOf.set(judged, made)
  }
  return made
}

// The first path at which two values differ: a key one has and the other lacks, or holds
// another value under.
function firstDifference(a: unknown, b: unknown): IssuePath {
  const path: (string | number)[] = []
  let left = a
  let right = b
  for (;;) {
    if (!isContainer(left) || !isContainer(right) || Array.isArray(left) !== Array.isArray(right)) {
      return path
    }
    const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])]
    const key = keys.find(
      (name) =>
        !Object.hasOwn(left as object, name) ||
        !Object.hasOwn(right as object, name) ||
        !sameValue(
          (left as Record<string, unknown>)[name],
          (right as Record<string, unknown>)[name],
        ),
    )
    if (key === undefined) return path
    const step = Array.isArray(left) ? Number(key) : key
    path.push(step)
    left = (left as Record<string, unknown>)[key]
    right = (right as Record<string, unknown>)[key]
  }
}

function isContainer(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !(value instanceof Date)
}
