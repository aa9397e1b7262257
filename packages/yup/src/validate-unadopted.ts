import { ValidationError } from 'yup'

// The part of a Yup schema its own `validate` runs on: `_validate` is protected in Yup's types.
interface Validating {
  resolve(options: object): Validating
  readonly spec: { readonly disableStackTrace?: boolean }
  _validate(
    value: unknown,
    options: object,
    panic: (error: unknown, parsed: unknown) => void,
    next: (errors: ValidationError[], validated: unknown) => void,
  ): void
}

/**
 * Yup's `validate`, except that the valid value is handed back in a box: Yup's own promise
 * resolves with the value itself, and a promise takes a value whose `then` is a function for
 * one of its own, calls it, and answers what it gives, never validated. A class instance or a
 * function is not copied before Yup sees it, and a Proxy of one may answer nothing to the check
 * for a `then` and a function to the promise; boxed, the value is never read for a `then`. The
 * steps are Yup's own (`resolve`, then `_validate`), and so are its errors.
 *
 * @param schema - A Yup schema (a `y.lazy()` too).
 * @param value - The value to check.
 * @param options - Yup's validate options.
 * @returns A promise of `{ value }`; it rejects with Yup's `ValidationError` when the value fails.
 */
export function validateUnadopted(
  schema: unknown,
  value: unknown,
  options: { readonly abortEarly?: boolean },
): Promise<{ value: unknown }> {
  return new Promise((resolve, reject) => {
    // Inside the executor: a `y.lazy()` builder that throws rejects, as in Yup's `validate`.
    const resolved = (schema as Validating).resolve({ ...options, value })
    const disableStackTrace = resolved.spec.disableStackTrace
    resolved._validate(
      value,
      options,
      (error, parsed) => {
        if (ValidationError.isError(error)) error.value = parsed
        reject(error)
      },
      (errors, validated) => {
        if (errors.length > 0) {
          reject(new ValidationError(errors, validated, undefined, undefined, disableStackTrace))
        } else resolve({ value: validated })
      },
    )
  })
}
