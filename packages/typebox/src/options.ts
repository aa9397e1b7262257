/**
 * A `libraryOptions.typebox` limit that is not a positive whole number: `NaN`, a negative or
 * fractional number, or `Infinity` would remove the bound or make every conversion fail, so it
 * is refused.
 */
export class TypeBoxOptionsError extends TypeError {
  override readonly name = 'TypeBoxOptionsError'
  readonly code = 'TYPEBOX_INVALID_OPTIONS'
  constructor(
    readonly option: string,
    readonly value: unknown,
  ) {
    super(
      `libraryOptions.typebox.${option} must be a positive integer, received ${typeof value === 'number' ? String(value) : typeof value}`,
    )
  }
}

/**
 * A limit of `libraryOptions.typebox`, or its default when left out.
 *
 * @param options - `libraryOptions.typebox`, as given.
 * @param option - The limit's name.
 * @param fallback - Its default.
 * @returns The limit, a positive safe integer.
 * @throws TypeBoxOptionsError when the value given is not a positive safe integer.
 */
export function limitOption(options: unknown, option: string, fallback: number): number {
  const value =
    typeof options === 'object' && options !== null && Object.hasOwn(options, option)
      ? (options as Record<string, unknown>)[option]
      : undefined
  if (value === undefined) return fallback
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw new TypeBoxOptionsError(option, value)
  }
  return value
}
