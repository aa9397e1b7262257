import type { InexactPart } from '@polytool/core'
import { type LooserGap, pointersOf, type Side } from './declared-gaps'
import { type Disagreement, describeDisagreement, type GapDirection } from './drift'

// A gap the kit excuses must also be one a user sees when the schema is converted: a declared
// looser keyword, and a string length counted in UTF-16 units, each warned of at its node
// (`markInexact`), in the direction the kit saw. A declaration or a table alone tells no user.

const SHOWN = 3

/**
 * What the adapter fails to warn of at run time on one side: the declared looser gap the kit
 * saw, and each node where lengths counted in UTF-16 units made the library disagree.
 *
 * @param side - The side the disagreements were seen on.
 * @param parts - The inexact parts the adapter reported on that side.
 * @param looser - The declared looser gap, when the kit saw it on this side.
 * @param utf16 - The disagreements explained by UTF-16 lengths alone.
 * @returns The problems, empty when each is warned of.
 */
export function runTimeWarningProblems(
  side: Side,
  parts: readonly InexactPart[],
  looser: LooserGap | undefined,
  utf16: readonly Disagreement[],
): string[] {
  const problems: string[] = []
  if (looser !== undefined) {
    const pointer = looser.pointer ?? ''
    const warned = parts.some(
      (part) => part.path === pointer && part.keyword === looser.keyword && covers(part, 'looser'),
    )
    if (!warned) {
      problems.push(
        `declared looser ${looser.keyword} at ${pointer || '(root)'} (${looser.reason}), but the adapter warns of nothing there on the ${side} side at run time: tag the node with markInexact(node, '${looser.keyword}', 'looser', message), so toJsonSchema warns a user as the declaration tells the matrix`,
      )
    }
  }
  const unwarned = utf16.filter(
    (found) =>
      !pointersOf(found).some((pointer) =>
        parts.some((part) => part.path === pointer && covers(part, found.direction)),
      ),
  )
  if (unwarned.length > 0) {
    const listed = unwarned
      .slice(0, SHOWN)
      .map((found) => `  - ${side} side: ${describeDisagreement(found)}`)
    problems.push(
      `the library counts string lengths in UTF-16 units where JSON Schema counts code points, and the adapter warns of it nowhere at run time on the ${side} side (${unwarned.length} value(s)): tag each node with markInexact(node, keyword, direction, message):\n${listed.join('\n')}`,
    )
  }
  return problems
}

function covers(part: InexactPart, direction: GapDirection): boolean {
  return part.direction === 'both' || part.direction === direction
}
