import { excerpt } from '@polytool/core'
import { shownText } from './shown-text'
import { thrownText } from './unreadable'

/** A value that JSON cannot carry, and where it is. */
export interface NotJson {
  readonly path: readonly (string | number)[]
  readonly message: string
}

/** How deep a value `fromJsonSchema` validates may nest unless `maxValueDepth` says otherwise. */
export const DEFAULT_MAX_VALUE_DEPTH = 128

/**
 * The JSON value a tool argument stands for, as `JSON.stringify` would send it (undefined
 * properties absent, `toJSON` applied), or the first part JSON cannot carry faithfully. A value
 * nested deeper than `maxDepth` arrays and objects is refused at the path where it goes past it,
 * and one of more than `maxNodes` values as JSON at the root: an object held at many places of
 * the value (which only a caller in the process can send) counts at each, so the copy stays
 * bounded however often objects are shared.
 */
export function toJsonInstance(
  value: unknown,
  maxDepth: number = DEFAULT_MAX_VALUE_DEPTH,
  maxNodes: number = Number.POSITIVE_INFINITY,
): { value: unknown } | { notJson: NotJson } {
  const reader = new JsonReader(maxDepth, maxNodes)
  try {
    return { value: reader.convert(value) }
  } catch (error) {
    if (error instanceof NotJsonError)
      return { notJson: { path: error.path, message: error.message } }
    const reason = isRangeError(error)
      ? 'the value is too deeply nested'
      : `reading the value threw (${shownText(excerpt(thrownText(error), THROWN_EXCERPT))})`
    return {
      notJson: {
        path: [...reader.path],
        message: `The value could not be read as JSON: ${reason}`,
      },
    }
  }
}

const THROWN_EXCERPT = 200

function isRangeError(error: unknown): boolean {
  try {
    return error instanceof RangeError
  } catch {
    // A Proxy thrown with a throwing getPrototypeOf trap.
    return false
  }
}

class NotJsonError extends Error {
  constructor(
    readonly path: (string | number)[],
    message: string,
  ) {
    super(message)
  }
}

// One path, pushed and popped as the walk goes: copied only for an error, so a wide value costs
// no path array per member.
class JsonReader {
  readonly path: (string | number)[] = []
  readonly #ancestors = new Set<object>()
  #nodes = 0

  constructor(
    private readonly maxDepth: number,
    private readonly maxNodes: number,
  ) {}

  // `key` is what `JSON.stringify` hands `toJSON`: the property name, the index as a string, or
  // '' at the root.
  convert(value: unknown, key = ''): unknown {
    if (++this.#nodes > this.maxNodes) {
      throw new NotJsonError(
        [],
        `Expected a value of at most ${this.maxNodes} values as JSON (an object held at several places counts at each); raise maxValidationSteps if such values are expected`,
      )
    }
    switch (typeof value) {
      case 'string':
      case 'boolean':
        return value
      case 'number':
        if (!Number.isFinite(value)) this.fail(`Expected a JSON number, received ${value}`)
        return value
      case 'object':
        break
      default:
        this.fail(`Expected a JSON value, received ${typeof value}`)
    }
    if (value === null) return null
    const toJSON = (value as { toJSON?: unknown }).toJSON
    // Applied once, as `JSON.stringify` applies it: what it returns is read as it is.
    return typeof toJSON === 'function'
      ? this.convertData(toJSON.call(value, key))
      : this.convertData(value)
  }

  private convertData(value: unknown): unknown {
    if (typeof value !== 'object' || value === null) return this.convert(value)
    if (this.#ancestors.has(value)) this.fail('Expected a JSON value, found a circular reference')
    if (this.#ancestors.size >= this.maxDepth) {
      this.fail(
        `Expected a value nested at most ${this.maxDepth} arrays and objects deep; raise maxValueDepth if such values are expected`,
      )
    }
    this.#ancestors.add(value)
    const converted = Array.isArray(value) ? this.convertItems(value) : this.convertEntries(value)
    this.#ancestors.delete(value)
    return converted
  }

  private convertItems(items: readonly unknown[]): unknown[] {
    const converted: unknown[] = []
    for (let index = 0; index < items.length; index++) {
      this.path.push(index)
      // No JSON text has a hole: refused at the first one, before a sparse array of 2^32 - 1
      // holes could be walked or copied.
      if (!(index in items)) this.fail('Expected a JSON value, found a hole in the array')
      converted.push(this.convert(items[index], String(index)))
      this.path.pop()
    }
    return converted
  }

  private convertEntries(value: object): Record<string, unknown> {
    const entries: [string, unknown][] = []
    for (const key of Object.keys(value)) {
      // Read with its key on the path: a getter that throws is reported where it stands.
      this.path.push(key)
      const item = (value as Record<string, unknown>)[key]
      if (item !== undefined) entries.push([key, this.convert(item, key)])
      this.path.pop()
    }
    return Object.fromEntries(entries)
  }

  private fail(message: string): never {
    throw new NotJsonError([...this.path], message)
  }
}
