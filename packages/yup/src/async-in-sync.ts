import {
  type AsyncInSync,
  isAsyncFunction,
  readsPromise,
  unreadableSchemaAt,
  walkSchema,
} from '@polytool/core'
import { pushChildren, type YupNode } from './may-transform'

/** The part of a Yup schema the search reads, besides what the walk reads. */
interface YupParts extends YupNode {
  readonly spec?: YupNode['spec'] & { readonly default?: unknown }
  readonly tests?: readonly unknown[]
  readonly internalTests?: Readonly<Record<string, unknown>>
  readonly _typeCheck?: unknown
}

interface Found {
  readonly below: readonly PropertyKey[]
  readonly what: string
}

/**
 * Finds an async function Yup calls synchronously: a default (`.default(fn)`), whose promise
 * would be the value, a plain default function that returns a promise (read once here, as
 * `describe()` and every validation read it), a test's message function (`.min(3, fn)`,
 * `.required(fn)`, `.typeError(fn)`), whose promise would be the message, or a
 * `y.mixed(check)` type check, whose promise, truthy, passes. Yup awaits a test's own function.
 * Walks the schema once, capped; a schema that throws while it is read is refused as
 * unreadable. A `y.lazy()` or a `.when()` builds its schema when it validates, and is not searched.
 *
 * @param schema - A Yup schema.
 * @returns Where the function is, or `undefined`.
 */
export function findYupAsyncInSync(schema: object): AsyncInSync | undefined {
  const outcome = walkSchema(schema, { visit: asyncInSyncAt, children: pushChildren })
  // A schema that threw while it was read is refused, not taken as holding none.
  if (outcome.kind !== 'found') return unreadableSchemaAt(outcome)
  return { path: [...outcome.path, ...outcome.value.below], what: outcome.value.what }
}

function asyncInSyncAt(node: YupParts): Found | undefined {
  const made = node.spec?.default
  if (isAsyncFunction(made)) return { below: ['spec', 'default'], what: 'a default' }
  if (typeof made === 'function' && readsPromise(() => made.call(node, {}))) {
    return { below: ['spec', 'default'], what: 'a default whose value is a promise' }
  }
  if (isAsyncFunction(node._typeCheck)) {
    return { below: ['_typeCheck'], what: 'a y.mixed() type check' }
  }
  const tests = node.tests ?? []
  for (let index = 0; index < tests.length; index++) {
    if (isAsyncFunction(messageOf(tests[index]))) {
      return { below: ['tests', index, 'message'], what: 'a message function of a test' }
    }
  }
  for (const [name, test] of Object.entries(node.internalTests ?? {})) {
    if (isAsyncFunction(messageOf(test))) {
      return { below: ['internalTests', name, 'message'], what: 'a message function of a test' }
    }
  }
  return undefined
}

// A Yup test is a function that carries its options, message included.
function messageOf(test: unknown): unknown {
  return (test as { OPTIONS?: { message?: unknown } } | undefined)?.OPTIONS?.message
}
