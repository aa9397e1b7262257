/**
 * How much of a failed validation is kept and shown. A value that fails everywhere (an array
 * of a million wrong items) still gives a short error: the first issues, and a count of the rest.
 */
export interface ValidationLimits {
  /** Most issues kept in `issues`, `validationErrors` and the message. Default 100. */
  maxIssues?: number
  /** Longest `message`, in characters, with its tail `… and N more issues`. Default 8,192. */
  maxMessageLength?: number
  /** Longest message of one issue, in characters; longer ones are cut with `…`. Default 1,000. */
  maxIssueMessageLength?: number
  /**
   * Most keys kept of one issue's path; a longer path keeps its first keys, and the issue's
   * message says how long it was. Default 256.
   */
  maxIssuePathLength?: number
}

/** The limits a tool has unless its `validationLimits` option raises or lowers them. */
export const DEFAULT_VALIDATION_LIMITS: Readonly<Required<ValidationLimits>> = Object.freeze({
  maxIssues: 100,
  maxMessageLength: 8192,
  maxIssueMessageLength: 1000,
  maxIssuePathLength: 256,
})

/** The limits with every default filled in; the shared default object when none are given. */
export function resolveValidationLimits(
  limits: ValidationLimits | undefined,
): Readonly<Required<ValidationLimits>> {
  if (limits === undefined) return DEFAULT_VALIDATION_LIMITS
  return {
    maxIssues: limits.maxIssues ?? DEFAULT_VALIDATION_LIMITS.maxIssues,
    maxMessageLength: limits.maxMessageLength ?? DEFAULT_VALIDATION_LIMITS.maxMessageLength,
    maxIssueMessageLength:
      limits.maxIssueMessageLength ?? DEFAULT_VALIDATION_LIMITS.maxIssueMessageLength,
    maxIssuePathLength: limits.maxIssuePathLength ?? DEFAULT_VALIDATION_LIMITS.maxIssuePathLength,
  }
}

/** The names of the limits, to check a tool's `validationLimits` option. */
export const VALIDATION_LIMIT_NAMES = Object.keys(DEFAULT_VALIDATION_LIMITS) as ReadonlyArray<
  keyof ValidationLimits
>
