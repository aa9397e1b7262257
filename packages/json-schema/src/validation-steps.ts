/**
 * How many validation steps `fromJsonSchema` spends on one value unless `maxValidationSteps`
 * says otherwise. A step is one visit of a value node by a schema node, or one item hashed for
 * `uniqueItems`. Ordinary tool arguments take a few hundred steps; a schema whose subschemas
 * re-validate the same value many times (a `$ref` DAG, `items` and `contains` on the same
 * recursive schema) can ask for exponentially many, and stops here instead.
 */
export const DEFAULT_MAX_VALIDATION_STEPS = 1_000_000

/** Thrown inside the validator when a value takes more than its step budget. */
export class ValidationStepsExceeded extends Error {
  override readonly name = 'ValidationStepsExceeded'
  constructor(readonly maxSteps: number) {
    super(`validation took more than ${maxSteps} steps`)
  }
}

/**
 * A counter of validation steps that throws `ValidationStepsExceeded` past `maxSteps`. One is
 * made per validated value, so no value can spend another's budget.
 */
export function stepCounter(maxSteps: number): (count?: number) => void {
  let steps = 0
  return (count = 1) => {
    steps += count
    if (steps > maxSteps) throw new ValidationStepsExceeded(maxSteps)
  }
}

/** The one issue a value gets when validating it would take more than `maxSteps` steps. */
export function stepLimitMessage(maxSteps: number): string {
  return `The value could not be validated within ${maxSteps} steps: the schema asks to check parts of it too many times; raise maxValidationSteps if the schema is trusted`
}
