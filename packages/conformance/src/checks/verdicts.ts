import { type StandardSchemaV1, validateToolInput } from '@polytool/core'
import type { ConformanceCase, IssuePath } from '../case'
import { copyOf, sameValue, show } from './same-value'

/** What a library answered for one value. */
export type LibraryVerdict =
  | { readonly ok: true; readonly value: unknown }
  | {
      readonly ok: false
      readonly paths: readonly IssuePath[]
      /** The library's own issues, for failure messages. */
      readonly issues: readonly { readonly path: IssuePath; readonly message: string }[]
    }

/**
 * Validates a copy of the value as a tool input (a non-object refused first where the JSON
 * Schema root is an object, as core does) and keeps the distinct normalised issue paths, sorted.
 */
export async function libraryVerdict(
  schema: StandardSchemaV1,
  value: unknown,
): Promise<LibraryVerdict> {
  const result = await validateToolInput(schema, copyOf(value))
  if (result.ok) return { ok: true, value: result.value }
  return {
    ok: false,
    paths: distinctPaths(result.issues.map((issue) => issue.path)),
    issues: result.issues.map(({ path, message }) => ({ path, message })),
  }
}

/** Check 1: every valid sample passes (with the expected output), every invalid one fails. */
export async function verdictProblems(
  schema: StandardSchemaV1,
  kase: ConformanceCase,
): Promise<string[]> {
  const problems: string[] = []
  for (const sample of kase.valid) {
    const verdict = await libraryVerdict(schema, sample.value)
    if (!verdict.ok) {
      problems.push(
        `${show(sample.value)} should be valid; issues at ${verdict.paths.map(showPath).join(', ')}`,
      )
    } else if (sample.hasOutput && !sameValue(verdict.value, sample.output)) {
      problems.push(
        `${show(sample.value)} should give ${show(sample.output)}, gave ${show(verdict.value)}`,
      )
    }
  }
  for (const sample of kase.invalid) {
    const verdict = await libraryVerdict(schema, sample.value)
    if (verdict.ok)
      problems.push(
        `${show(sample.value)} should be invalid, was accepted as ${show(verdict.value)}`,
      )
  }
  return problems
}

/**
 * Check 2: each invalid sample reports issues at exactly the expected paths, or at the paths
 * the library declared instead (`declared[i]` for the i-th invalid sample). Paths print as
 * JSON, so the index `1` and the key `"1"` differ, and a failure lists the case's invalid
 * samples in order, the ones `declared` refers to.
 */
export async function issuePathProblems(
  schema: StandardSchemaV1,
  kase: ConformanceCase,
  declared?: readonly (readonly IssuePath[])[],
): Promise<string[]> {
  const problems: string[] = []
  if (declared !== undefined && declared.length !== kase.invalid.length) {
    problems.push(
      `issuePaths declares paths for ${declared.length} sample(s); the case has ${kase.invalid.length} invalid sample(s)`,
    )
  }
  for (const [index, sample] of kase.invalid.entries()) {
    const verdict = await libraryVerdict(schema, sample.value)
    if (verdict.ok) continue
    const expected = distinctPaths(declared?.[index] ?? sample.paths)
    if (show(verdict.paths) !== show(expected)) {
      problems.push(
        `invalid sample ${index} ${show(sample.value)}: expected issues at ${show(expected)}; got ${show(verdict.paths)}`,
      )
    }
  }
  if (problems.length === 0) return problems
  return [...problems, samplesInOrder(kase)]
}

function samplesInOrder(kase: ConformanceCase): string {
  const lines = kase.invalid.map(
    (sample, index) => `  ${index}: ${show(sample.value)} (the case expects ${show(sample.paths)})`,
  )
  return `the case's invalid samples, in the order of issuePaths.paths:\n${lines.join('\n')}`
}

function distinctPaths(paths: readonly IssuePath[]): IssuePath[] {
  const byText = new Map(paths.map((path) => [JSON.stringify(path), path]))
  return [...byText.keys()].sort().map((key) => byText.get(key)!)
}

/** A path as people read it: `user.address.city`, or `(root)`. */
export function showPath(path: IssuePath): string {
  return path.length === 0 ? '(root)' : path.join('.')
}
