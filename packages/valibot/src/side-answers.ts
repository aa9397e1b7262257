import { walkSchema } from '@polytool/core'
import { hookedAt } from './hooked-nodes'
import { transformsHere } from './may-transform'
import { factsOf } from './schema-facts'
import { pushValibotPartsAndLazy } from './walk-fields'

type Node = Record<string, unknown>

/**
 * What the conversion asks of a schema (`transformsInView`, `holdsHookedNode` on the input side),
 * read off the nodes of the async-in-sync walk as it visits them, so that the schema is walked
 * once when its tool is created, not three times. That walk reads the same parts in the same
 * order as `transformsInView`'s, and a lazy node is hooked itself: when it reads the whole schema,
 * each answer is the one its own walk would give. A node whose test throws ends that walk: it
 * counts as a transformation not seen, and as a hooked node (`holdsHookedNode` takes a schema it
 * cannot read as one that holds one).
 */
export class SideAnswers {
  private transforms: boolean | undefined = undefined
  private hooked = false

  /**
   * Reads one node, in the walk's order.
   *
   * @param node - The node being visited.
   */
  observe(node: Node): void {
    if (this.transforms === undefined) {
      try {
        if (transformsHere(node)) this.transforms = true
      } catch {
        this.transforms = false
      }
    }
    if (!this.hooked) {
      try {
        this.hooked = hookedAt(node) === true
      } catch {
        this.hooked = true
      }
    }
  }

  /**
   * Keeps the answers for the schema, once the walk has read all of it.
   *
   * @param schema - The schema walked.
   */
  settle(schema: object): void {
    const known = factsOf(schema)
    known.transformsInView ??= this.transforms ?? false
    known.hookedInput ??= this.hooked
  }
}

/**
 * Learns both input-side answers the conversion asks for (`transformsInView`, `holdsHookedNode`)
 * in one walk of the whole schema, when neither is known yet: a schema converted without being
 * made a tool first is then walked once, not twice. A walk that does not read the whole schema
 * (capped, or a part that throws) keeps nothing, and each question walks for itself as before.
 *
 * @param schema - A Valibot schema.
 */
export function learnInputFacts(schema: object): void {
  const known = factsOf(schema)
  if (known.transformsInView !== undefined || known.hookedInput !== undefined) return
  const answers = new SideAnswers()
  const outcome = walkSchema(schema, {
    visit: (node: Node) => {
      answers.observe(node)
      return undefined
    },
    children: pushValibotPartsAndLazy,
  })
  if (outcome.kind === 'none') answers.settle(schema)
}
