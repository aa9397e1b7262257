/** A value that JSON cannot carry, and where it is. */
export interface NotJson {
  readonly path: readonly (string | number)[]
  readonly message: string
}

/** How deep a value `fromJsonSchema` validates may nest unless `maxValueDepth` says otherwise. */
export const DEFAULT_MAX_VALUE_DEPTH = 256

/**
 * The JSON value a tool argument stands for, as `JSON.stringify` would send it (undefined
 * properties absent, `toJSON` applied), or the first part JSON cannot carry faithfully. A value
 * nested deeper than `maxDepth` arrays and objects is refused at the path where it goes past it.
 */
export function toJsonInstance(
  value: unknown,
  maxDepth: number = DEFAULT_MAX_VALUE_DEPTH,
): { value: unknown } | { notJson: NotJson } {
  const reader = new JsonReader(maxDepth)
  try {
    return { value: reader.convert(value) }
  } catch (error) {
    if (error instanceof NotJsonError)
      return { notJson: { path: error.path, message: error.message } }
    const reason =
      error instanceof RangeError
        ? 'the value is too deeply nested'
        : `reading the value threw (${String(error)})`
    return {
      notJson: {
        path: [...reader.path],
        message: `The value could not be read as JSON: ${reason}`,
      },
    }
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

  constructor(private readonly maxDepth: number) {}

  convert(value: unknown): unknown {
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
    if (this.#ancestors.has(value)) this.fail('Expected a JSON value, found a circular reference')
    const toJSON = (value as { toJSON?: unknown }).toJSON
    if (typeof toJSON === 'function') return this.convert(toJSON.call(value))
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
      // A hole is sent as `null`, as `JSON.stringify` sends it.
      if (!(index in items)) {
        converted.push(null)
        continue
      }
      this.path.push(index)
      converted.push(this.convert(items[index]))
      this.path.pop()
    }
    return converted
  }

  private convertEntries(value: object): Record<string, unknown> {
    const entries: [string, unknown][] = []
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue
      this.path.push(key)
      entries.push([key, this.convert(item)])
      this.path.pop()
    }
    return Object.fromEntries(entries)
  }

  private fail(message: string): never {
    throw new NotJsonError([...this.path], message)
  }
}
