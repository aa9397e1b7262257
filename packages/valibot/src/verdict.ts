/**
 * What a Valibot schema says of one value, through its Standard Schema `validate`: `undefined`
 * when it cannot say synchronously (an async schema) or throws.
 *
 * @param schema - A Valibot schema.
 * @param value - The value to check.
 * @returns `accepts`, `refuses` or `undefined`.
 */
export function verdictOn(schema: unknown, value: unknown): 'accepts' | 'refuses' | undefined {
  try {
    const standard = (schema as { '~standard'?: { validate?: unknown } } | undefined)?.['~standard']
    const validate = standard?.validate
    if (typeof validate !== 'function') return undefined
    const result = validate.call(standard, value) as { issues?: unknown } | PromiseLike<unknown>
    if (typeof (result as PromiseLike<unknown>).then === 'function') {
      // An async schema: its verdict comes too late, and a rejection must not go unhandled.
      Promise.resolve(result).catch(() => {})
      return undefined
    }
    return (result as { issues?: unknown }).issues === undefined ? 'accepts' : 'refuses'
  } catch {
    return undefined
  }
}
