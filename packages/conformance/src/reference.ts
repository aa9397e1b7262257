/** `{ type: 'string' }`, for the cases' reference schemas. */
export const STRING = { type: 'string' } as const

/** `{ type: 'number' }`, for the cases' reference schemas. */
export const NUMBER = { type: 'number' } as const

/**
 * An object's reference schema: its properties, and the keys it requires.
 *
 * @param properties - The schema of each property.
 * @param required - The keys that must be present.
 * @returns The JSON Schema of the object.
 */
export function objectOf(
  properties: Record<string, object>,
  required: readonly string[] = [],
): object {
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) }
}
