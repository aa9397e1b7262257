import type { Unrepresentable } from '@polytool/core'
import { type Disagreement, describeDisagreement, type GapDirection } from './drift'

/** How a case's gap was declared by the library, if at all. */
export type GapDeclaration =
  | { readonly kind: 'none' }
  /** The JSON Schema cannot say what the validator checks: the adapter must report it. */
  | { readonly kind: 'lossy'; readonly reason: string }
  /** The validator accepts more than its JSON Schema says, and nothing else. */
  | { readonly kind: 'looser'; readonly reason: string }

/** What the adapter reported and refused, and what the drift check observed, for one case. */
export interface GapEvidence {
  readonly reported: readonly Unrepresentable[]
  /** Whether the default `toJsonSchema` refuses each reported side. */
  readonly refused: boolean
  readonly disagreements: readonly Disagreement[]
}

/** The verdict on a case's gaps: what is wrong, and which directions were observed. */
export interface GapVerdict {
  readonly problems: string[]
  /** Directions of the disagreements that count (not explained by UTF-16 lengths alone). */
  readonly directions: GapDirection[]
  /** Directions of the disagreements explained by code-point versus UTF-16 string lengths. */
  readonly utf16Directions: GapDirection[]
}

const SHOWN = 5

/**
 * Check 4's rule: every observed disagreement is declared, and a declared loss is reported by
 * the adapter itself (a warning with its path and code, refused by default with
 * `UnrepresentableSchemaError`); an unreported disagreement is a silent loss.
 */
export function gapVerdict(declared: GapDeclaration, evidence: GapEvidence): GapVerdict {
  const counted = evidence.disagreements.filter((found) => !found.utf16Length)
  const directions = directionsOf(counted)
  const verdict = {
    directions,
    utf16Directions: directionsOf(evidence.disagreements.filter((found) => found.utf16Length)),
  }
  const listed = (found: readonly Disagreement[]) =>
    [
      ...found.slice(0, SHOWN).map((one) => `  - ${describeDisagreement(one)}`),
      ...(found.length > SHOWN ? [`  - … and ${found.length - SHOWN} more`] : []),
    ].join('\n')
  const reports = evidence.reported.map((loss) => `${loss.code} at ${loss.path || '(root)'}`)

  switch (declared.kind) {
    case 'none': {
      if (counted.length === 0) return { ...verdict, problems: [] }
      const what =
        evidence.reported.length === 0
          ? 'silent loss: the adapter reports no loss'
          : `undeclared loss (the adapter reports ${reports.join(', ')}; declare it lossy)`
      return {
        ...verdict,
        problems: [
          `${what}, yet the validator and the JSON Schema disagree on ${counted.length} value(s):\n${listed(counted)}`,
        ],
      }
    }
    case 'lossy': {
      if (evidence.reported.length === 0) {
        const seen =
          counted.length === 0
            ? 'and no value shows the gap: remove the declaration'
            : `yet they disagree on ${counted.length} value(s):\n${listed(counted)}`
        return {
          ...verdict,
          problems: [
            `silent loss: declared lossy (${declared.reason}), but the adapter reports no loss (no warning with a path and code, no UnrepresentableSchemaError), ${seen}`,
          ],
        }
      }
      if (!evidence.refused) {
        return {
          ...verdict,
          problems: [
            `the adapter reports ${reports.join(', ')}, but toJsonSchema does not refuse it`,
          ],
        }
      }
      return { ...verdict, problems: [] }
    }
    case 'looser': {
      const stricter = counted.filter((found) => found.direction === 'stricter')
      if (stricter.length > 0) {
        return {
          ...verdict,
          problems: [
            `declared looser (${declared.reason}), but the validator is stricter than its schema on ${stricter.length} value(s); declare it lossy and report it:\n${listed(stricter)}`,
          ],
        }
      }
      if (counted.length === 0) {
        return {
          ...verdict,
          problems: [
            `declared looser (${declared.reason}), but no value shows it: remove the declaration`,
          ],
        }
      }
      return { ...verdict, problems: [] }
    }
  }
}

function directionsOf(found: readonly Disagreement[]): GapDirection[] {
  const seen = new Set(found.map((one) => one.direction))
  return (['looser', 'stricter'] as const).filter((direction) => seen.has(direction))
}
