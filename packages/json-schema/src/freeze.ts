/** Freezes a value and everything it holds, so cached results cannot be changed by a caller. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  Object.freeze(value)
  for (const key in value) if (Object.hasOwn(value, key)) deepFreeze(value[key])
  return value
}
