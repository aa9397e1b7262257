/**
 * Sets a key as the object's own, enumerable and writable: a key named `__proto__` stays a key,
 * never the object's prototype, and a key its prototype holds is shadowed, not written through.
 *
 * @param target - The object to set the key on.
 * @param key - The key.
 * @param value - Its value.
 */
export function defineOwnKey(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  })
}
