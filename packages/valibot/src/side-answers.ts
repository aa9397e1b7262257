import { hookedAt } from './hooked-nodes'
import { transformsHere } from './may-transform'
import { factsOf } from './schema-facts'

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
