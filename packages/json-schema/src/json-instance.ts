/** A value that JSON cannot carry, and where it is. */
export interface NotJson {
  readonly path: readonly (string | number)[]
  readonly message: string
}

/**
 * The JSON value a tool argument stands for, as `JSON.stringify` would send it (undefined
 * properties absent, `toJSON` applied), or the first part JSON cannot carry faithfully.
 */
export function toJsonInstance(value: unknown): { value: unknown } | { notJson: NotJson } {
  try {
    return { value: convert(value, [], new Set()) }
  } catch (error) {
    if (error instanceof NotJsonError)
      return { notJson: { path: error.path, message: error.message } }
    const reason =
      error instanceof RangeError
        ? 'the value is too deeply nested'
        : `reading the value threw (${String(error)})`
    return { notJson: { path: [], message: `The value could not be read as JSON: ${reason}` } }
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

function convert(value: unknown, path: (string | number)[], ancestors: Set<object>): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value
    case 'number':
      if (!Number.isFinite(value))
        throw new NotJsonError(path, `Expected a JSON number, received ${value}`)
      return value
    case 'object':
      break
    default:
      throw new NotJsonError(path, `Expected a JSON value, received ${typeof value}`)
  }
  if (value === null) return null
  if (ancestors.has(value))
    throw new NotJsonError(path, 'Expected a JSON value, found a circular reference')
  const toJSON = (value as { toJSON?: unknown }).toJSON
  if (typeof toJSON === 'function') return convert(toJSON.call(value), path, ancestors)
  ancestors.add(value)
  let converted: unknown
  if (Array.isArray(value)) {
    converted = value.map((item, index) => convert(item, [...path, index], ancestors))
  } else {
    const entries: [string, unknown][] = []
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) entries.push([key, convert(item, [...path, key], ancestors)])
    }
    converted = Object.fromEntries(entries)
  }
  ancestors.delete(value)
  return converted
}
