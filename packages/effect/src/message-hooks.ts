import { type AsyncInSync, handlePromisesIn, type StandardSchemaV1 } from '@polytool/core'
import type { SchemaAST } from 'effect'
import { encodedSide } from './excess-keys'

// The input types a symbol fails at once, as a leaf issue, before any user function runs.
const REFUSES_SYMBOLS: ReadonlySet<string> = new Set([
  'Objects',
  'Arrays',
  'String',
  'Number',
  'Boolean',
  'BigInt',
  'Literal',
  'Null',
  'Undefined',
  'Enum',
  'TemplateLiteral',
])

/**
 * Finds a message function that returns a promise: a `leafHook` given to
 * `Schema.toStandardSchemaV1`, which Effect calls synchronously and whose promise it keeps as
 * the issue's message (`[object Promise]` once printed; a rejection nobody handles). Effect
 * keeps the hooks in the validator's closure, so the adapter asks the validator: it validates a
 * symbol, which an input rooted at a struct, an array or a primitive fails at once, as a leaf,
 * before any transformation or filter of the schema runs. A promise in the answer is handled
 * and the schema refused. A `checkHook`, called only for a failed filter, is met when it runs:
 * core turns its promise into a generic message and handles it.
 *
 * @param schema - The Effect Standard Schema.
 * @param ast - Its AST (`schema.ast`).
 * @returns Where the hook is, or `undefined`.
 */
export function findPromisedLeafMessage(
  schema: StandardSchemaV1,
  ast: SchemaAST.AST,
): AsyncInSync | undefined {
  if (!REFUSES_SYMBOLS.has(encodedSide(ast)._tag)) return undefined
  let result: ReturnType<StandardSchemaV1['~standard']['validate']>
  try {
    result = schema['~standard'].validate(Symbol('polytool message probe'))
  } catch {
    // The call fails the same way when it runs: validateEffect reports it without its text.
    return undefined
  }
  if (result instanceof Promise) {
    result.catch(() => {})
    return undefined
  }
  if (handlePromisesIn(result.issues ?? []) === 0) return undefined
  return {
    path: ['~standard', 'validate'],
    what: 'a leafHook message function given to Schema.toStandardSchemaV1, which Effect calls synchronously',
  }
}
