import type { StandardSchemaV1 } from '@polytool/core'

/**
 * Validates a value with an ArkType type so that an async morph that rejects is a failed
 * validation, never an unhandled rejection. ArkType is synchronous: a morph that returns a
 * promise puts the promise itself in the output (`execute` is typed for it). The adapter waits
 * for every promise in the output of a type that morphs; one that rejects fails the validation,
 * and the output is returned as it was, its promises settled.
 *
 * @param schema - An ArkType type.
 * @param value - The value to check: untrusted.
 * @returns The Standard Schema result; a promise when the output holds promises.
 */
export function validateArkType(
  schema: StandardSchemaV1,
  value: unknown,
): StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>> {
  const result = schema['~standard'].validate(value)
  if (result instanceof Promise || result.issues !== undefined || !morphs(schema)) return result
  const pending = promisesIn(result.value)
  if (pending.length === 0) return result
  // `Promise.all` handles every rejection, not only the first.
  return Promise.all(pending).then(() => result)
}

function morphs(schema: StandardSchemaV1): boolean {
  return (
    (schema as unknown as { internal?: { includesTransform?: boolean } }).internal
      ?.includesTransform === true
  )
}

// The promises in an output, through its arrays and plain objects: linear in its size.
function promisesIn(output: unknown): PromiseLike<unknown>[] {
  const found: PromiseLike<unknown>[] = []
  const seen = new Set<object>()
  const pending: unknown[] = [output]
  while (pending.length > 0) {
    const node = pending.pop()
    if (typeof node !== 'object' || node === null || seen.has(node)) continue
    seen.add(node)
    if (typeof (node as { then?: unknown }).then === 'function') {
      found.push(node as PromiseLike<unknown>)
    } else if (Array.isArray(node)) {
      pending.push(...node)
    } else if (isPlainObject(node)) {
      pending.push(...Object.values(node))
    }
  }
  return found
}

function isPlainObject(node: object): boolean {
  const prototype = Object.getPrototypeOf(node)
  return prototype === Object.prototype || prototype === null
}
