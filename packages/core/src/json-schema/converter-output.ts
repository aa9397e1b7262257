import { excerpt } from '../egress/excerpt'
import { ignoreRejection } from '../maybe-promise'
import type { JsonSchemaSubject } from './errors'
import { UnrepresentableSchemaError } from './errors'
import { isPlainObject } from './freeze-fresh'

/**
 * Thrown while a converter's output is read, at the first place it cannot be a JSON Schema: a
 * root that is no object, a class instance or a number where a schema belongs, a nesting deeper
 * than any schema has. `convert` reports it as the converter's failure.
 */
export class ConverterOutputError extends Error {
  override readonly name = 'ConverterOutputError'

  /**
   * @param path - JSON pointer of the place in the output.
   * @param message - What the converter wrote there, completing "the converter …".
   */
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message)
  }
}

/**
 * How many values (schema nodes, array items, data objects) a converter's output may hold: far
 * above any tool's schema (the 117-tool corpus's largest holds a few thousand), far below what
 * exhausts a heap.
 */
export const MAX_VALUES = 1_000_000

/**
 * A counter of the values read from a converter's output, which throws `ConverterOutputError`
 * at the place it passes `MAX_VALUES`: a huge or sparse output stops at the bound, not at the
 * heap's end.
 *
 * @param pointer - The JSON pointer of the place being read.
 * @returns Counts `more` values.
 */
export function valueCounter(pointer: () => string): (more: number) => void {
  let values = 0
  return (more) => {
    values += more
    if (values > MAX_VALUES) {
      throw new ConverterOutputError(
        pointer(),
        `returned a JSON Schema of more than ${MAX_VALUES.toLocaleString('en')} values`,
      )
    }
  }
}

/**
 * Gives a native promise found where a schema belongs a rejection handler: it is refused, and
 * its rejection must not end the process as unhandled. A thenable of another kind is left
 * alone, since calling its `then` would run its code.
 *
 * @param value - What was found.
 */
export function handleIfPromise(value: unknown): void {
  if (value instanceof Promise) ignoreRejection(value)
}

/**
 * The converter's output, when it is a schema object; throws `ConverterOutputError` otherwise.
 * A boolean schema is refused too: every consumer of a tool's schema reads an object.
 */
export function schemaRoot(raw: unknown): object {
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw) && isPlainObject(raw)) {
    return raw
  }
  handleIfPromise(raw)
  throw new ConverterOutputError('', `returned ${describeValue(raw)}, not a JSON Schema object`)
}

/**
 * The error `toJsonSchema` throws when reading a converter's output failed: a loss coded
 * `conversion-failed`, at the place it failed. Foreign errors (a getter or a Proxy trap that
 * threw) are quoted only as a redacted excerpt.
 *
 * @param subject - The schema being converted.
 * @param error - What reading the output threw.
 * @returns The error to throw.
 */
export function unreadableOutput(
  subject: JsonSchemaSubject,
  error: unknown,
): UnrepresentableSchemaError {
  if (error instanceof UnrepresentableSchemaError) return error
  const converter = `the ${subject.vendor} converter`
  if (error instanceof ConverterOutputError) {
    return new UnrepresentableSchemaError(subject, [
      { code: 'conversion-failed', path: error.path, message: `${converter} ${error.message}` },
    ])
  }
  if (error instanceof RangeError) {
    // A value too large for the heap or the stack, reached before any count could stop it.
    return new UnrepresentableSchemaError(subject, [
      {
        code: 'conversion-failed',
        path: '',
        message: `${converter}'s output is too large to read`,
      },
    ])
  }
  return new UnrepresentableSchemaError(subject, [
    {
      code: 'conversion-failed',
      path: '',
      message: `${converter}'s output could not be read: it threw ${JSON.stringify(thrownExcerpt(error))}`,
    },
  ])
}

// Enough of a converter's own message to act on; secrets in it are redacted.
const THROWN_EXCERPT = 300

/**
 * What a converter threw, as an error message may quote it: a redacted excerpt of its message.
 *
 * @param error - What was thrown.
 * @returns The excerpt.
 */
export function thrownExcerpt(error: unknown): string {
  let text: string
  try {
    text = error instanceof Error ? String(error.message) : String(error)
  } catch {
    text = 'a value that cannot be printed'
  }
  return excerpt(text, THROWN_EXCERPT)
}

/** A value as an error message names it, without quoting it. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return String(value)
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'object') {
    const name = (Object.getPrototypeOf(value) as { constructor?: { name?: unknown } } | null)
      ?.constructor?.name
    return isPlainObject(value)
      ? 'an object'
      : `an instance of ${typeof name === 'string' ? name : 'a class'}`
  }
  if (typeof value === 'number' || typeof value === 'boolean') return `the ${typeof value} ${value}`
  return `a ${typeof value}`
}
