import { SCHEMA_PARTS_PER_NODE, type SchemaWalkOutcome, walkSchema } from '@polytool/core'
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
 * keeps nothing, and each question walks for itself as before. A walk stopped by lists past the
 * limit of parts (a list of 2^32 - 1 places) throws: Valibot's converter would read them
 * without a limit. One stopped by the node limit does not: its nodes are real objects, which
 * the converter reads in linear time.
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
  else if (listsPastLimit(outcome)) throw new Error(PARTS_MESSAGE)
}

// Output schemas read whole by `assertReadableOutput`.
const outputsReadWhole = new WeakSet<object>()

/**
 * Walks a schema converted on the output side once, so that one whose lists are past the limit
 * of parts throws before Valibot's converter reads it (`learnInputFacts` does so on the input
 * side).
 *
 * @param schema - A Valibot schema.
 */
export function assertReadableOutput(schema: object): void {
  if (outputsReadWhole.has(schema)) return
  const outcome = walkSchema(schema, {
    visit: () => undefined,
    children: pushValibotPartsAndLazy,
  })
  if (listsPastLimit(outcome)) throw new Error(PARTS_MESSAGE)
  outputsReadWhole.add(schema)
}

function listsPastLimit(outcome: SchemaWalkOutcome<unknown>): boolean {
  return outcome.kind === 'unknown' && outcome.reason === 'capped' && outcome.limit === 'parts'
}

const PARTS_MESSAGE = `the schema hands more than ${SCHEMA_PARTS_PER_NODE} times the node limit of parts to a walk in its lists and fields (setMaxSchemaNodes raises the limit), such as a list that claims 2^32 - 1 places: it is not converted`
