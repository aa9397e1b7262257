// Runs the source of a schema. It runs inside the playground's worker, never on the page: the
// worker has no DOM, and the page stops it after a timeout, so a loop in the source cannot
// freeze the page. The function sees only the library's names (strict mode, no `this`).
import { type Binding, LIBRARY_NAMES, type Library } from './detect'

/** A source that does not parse, throws, or gives something other than the library's schema. */
export class SourceError extends Error {
  override readonly name = 'SourceError'
  readonly hint: string

  constructor(message: string, hint: string) {
    super(message)
    this.hint = hint
  }
}

const VENDORS: Readonly<Record<Library, string>> = {
  zod: 'zod',
  valibot: 'valibot',
  arktype: 'arktype',
}

/**
 * Evaluates the source and returns the schema it gives: the value of its one expression, or of
 * its `export default`, or else of the last `const` it declares.
 *
 * @param code - the source, import lines removed
 * @param library - the library it was read as
 * @param bindings - the names it may use
 * @param namespace - the library's module namespace, which the bindings are read from
 * @returns the schema, a Standard Schema of that library
 */
export function evaluateSource(
  code: string,
  library: Library,
  bindings: readonly Binding[],
  namespace: Readonly<Record<string, unknown>>,
): unknown {
  const names = bindings.map((binding) => binding.name)
  const values = bindings.map((binding) => boundValue(namespace, binding))
  const run = compile(code, names, library)
  let schema: unknown
  try {
    schema = run(...values)
  } catch (error) {
    throw thrown(error, library, names)
  }
  checkSchema(schema, library)
  return schema
}

/** The source as a function of the library's names: one expression, or statements. */
function compile(
  code: string,
  names: string[],
  library: Library,
): (...values: unknown[]) => unknown {
  const expression = code.replace(/;\s*$/, '')
  try {
    return new Function(...names, `"use strict";\nreturn (\n${expression}\n)`) as never
  } catch (asExpression) {
    try {
      return new Function(...names, `"use strict";\n${asStatements(code)}`) as never
    } catch (asBody) {
      const statements = /^\s*(?:const|let|var|export|function)\s/m.test(code)
      throw new SourceError(
        `The ${LIBRARY_NAMES[library]} source does not parse: ${messageOf(statements ? asBody : asExpression)}`,
        'The source runs as JavaScript: one expression such as `z.object({ city: z.string() })`, or statements ending with `export default schema`. Remove TypeScript-only syntax (`: Type` annotations, `as const`, `satisfies`, `z.infer<…>`).',
      )
    }
  }
}

/** Statements: `export default x` returns `x`; else the last `const`, `let` or `var` is returned. */
function asStatements(code: string): string {
  const body = code.replace(/^\s*export\s+(?=const|let|var|function)/gm, '')
  if (/^\s*export\s+default\s+/m.test(body)) {
    return body.replace(/^\s*export\s+default\s+/m, 'return ')
  }
  const declared = [...body.matchAll(/^\s*(?:const|let|var)\s+([\w$]+)\s*=/gm)].at(-1)?.[1]
  return declared === undefined ? body : `${body}\n;return ${declared}`
}

function boundValue(namespace: Readonly<Record<string, unknown>>, binding: Binding): unknown {
  if (binding.from === '*') return namespace
  if (binding.from === 'default') return namespace.default ?? namespace
  return namespace[binding.from]
}

function thrown(error: unknown, library: Library, names: readonly string[]): Error {
  if (error instanceof ReferenceError) {
    return new SourceError(
      `The ${LIBRARY_NAMES[library]} source failed: ${error.message}`,
      `Read as ${LIBRARY_NAMES[library]}, the source can use ${names.map((name) => `\`${name}\``).join(', ')} and JavaScript's own globals, nothing else.`,
    )
  }
  return error instanceof Error ? error : new Error(String(error))
}

/** The value must be a schema of the library the source was read as. */
function checkSchema(schema: unknown, library: Library): void {
  const standard =
    (typeof schema === 'object' || typeof schema === 'function') && schema !== null
      ? (schema as { '~standard'?: { vendor?: unknown } })['~standard']
      : undefined
  if (standard?.vendor === VENDORS[library]) return
  const given = standard === undefined ? describe(schema) : `a ${String(standard.vendor)} schema`
  throw new SourceError(
    `The source gave ${given}, not a ${LIBRARY_NAMES[library]} schema.`,
    'End the source with the schema itself, such as `z.object({ city: z.string() })`, or `export default schema`.',
  )
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (value === undefined) return 'nothing'
  return typeof value === 'object' || typeof value === 'function'
    ? 'an object'
    : `a ${typeof value}`
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
