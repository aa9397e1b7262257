import type { UnrepresentableCode } from '@polytool/core'
import type { $ZodType } from 'zod/v4/core'

/** One thing a Zod schema checks that its JSON Schema does not say. */
export interface ZodLoss {
  readonly code: UnrepresentableCode
  readonly message: string
}

const TYPE_LOSSES: Readonly<Record<string, ZodLoss>> = {
  date: { code: 'date', message: 'z.date() has no JSON Schema type: JSON has no dates' },
  bigint: {
    code: 'bigint',
    message: 'z.bigint() has no JSON Schema type: JSON numbers are not bigints',
  },
  transform: {
    code: 'transform',
    message:
      'the output of a transform is whatever its function returns: no JSON Schema describes it',
  },
  custom: { code: 'refinement', message: 'z.custom() runs a function JSON Schema cannot express' },
  symbol: { code: 'type', message: 'z.symbol() has no JSON Schema type' },
  undefined: { code: 'type', message: 'z.undefined() has no JSON Schema type' },
  void: { code: 'type', message: 'z.void() has no JSON Schema type' },
  map: { code: 'type', message: 'z.map() has no JSON Schema type: JSON objects are not Maps' },
  set: { code: 'type', message: 'z.set() has no JSON Schema type: JSON arrays are not Sets' },
  function: { code: 'type', message: 'z.function() has no JSON Schema type' },
  promise: { code: 'type', message: 'z.promise() has no JSON Schema type' },
  nan: { code: 'type', message: 'z.nan() has no JSON Schema type: JSON has no NaN' },
  file: { code: 'type', message: 'z.file() takes a File: JSON has no files' },
}

// Zod writes `type: boolean` for both sides of z.success(); its input is what the wrapped
// schema accepts, and its output `true`.
// Zod writes a bigint literal as the number it equals (`z.literal(1n)` as `const: 1`), and
// refuses that number: the emitted schema would promise a value no call can pass.
const BIGINT_LITERAL: ZodLoss = {
  code: 'bigint',
  message:
    'a z.literal() of a bigint: Zod writes it as a JSON number, which it refuses (JSON numbers are not bigints)',
}

const SUCCESS_INPUT: ZodLoss = {
  code: 'type',
  message:
    'z.success() takes what its schema accepts and gives true: Zod describes its input as a boolean',
}

const SYMBOL_KEYS: ZodLoss = {
  code: 'constraint',
  message:
    'a z.object() key that is a symbol has no JSON Schema form, and no JSON value holds it: Zod refuses every call that lacks it',
}

const NO_MULTIPLE: ZodLoss = {
  code: 'constraint',
  message:
    'multipleOf(0) (or a divisor that is not a finite number): Zod refuses every number, and JSON Schema has no such multipleOf',
}

const CUSTOM_CHECK: ZodLoss = {
  code: 'refinement',
  message: 'a .refine()/.superRefine()/.check() function: JSON Schema accepts values it rejects',
}

const NO_LOSSES: readonly ZodLoss[] = Object.freeze([])

/**
 * What Zod's converter loses at one schema node, judged from the node's definition.
 *
 * @param schema - One node of the Zod schema.
 * @param io - The side the JSON Schema describes.
 */
export function lossesOf(schema: $ZodType, io: 'input' | 'output'): readonly ZodLoss[] {
  const def = schema._zod.def as {
    type: string
    checks?: ReadonlyArray<{ _zod: { def: { check: string } } }>
    shape?: object
    values?: readonly unknown[]
  }
  // Zod asks for every node, and most lose nothing: those share one empty answer.
  let losses: ZodLoss[] | undefined
  const typeLoss = Object.hasOwn(TYPE_LOSSES, def.type) ? TYPE_LOSSES[def.type] : undefined
  if (typeLoss) losses = [typeLoss]
  if (def.type === 'literal' && def.values?.some(isBigint)) {
    losses = withLoss(losses, BIGINT_LITERAL)
  }
  if (def.type === 'success' && io === 'input') losses = withLoss(losses, SUCCESS_INPUT)
  if (def.type === 'object' && def.shape && Object.getOwnPropertySymbols(def.shape).length > 0) {
    losses = withLoss(losses, SYMBOL_KEYS)
  }
  if (def.checks?.some(isNoMultiple)) losses = withLoss(losses, NO_MULTIPLE)
  if (def.checks?.some(isCustom)) losses = withLoss(losses, CUSTOM_CHECK)
  return losses ?? NO_LOSSES
}

function withLoss(losses: ZodLoss[] | undefined, loss: ZodLoss): ZodLoss[] {
  if (losses === undefined) return [loss]
  losses.push(loss)
  return losses
}

function isBigint(value: unknown): boolean {
  return typeof value === 'bigint'
}

function isCustom(check: { _zod: { def: { check: string } } }): boolean {
  return check._zod.def.check === 'custom'
}

// Zod writes no `multipleOf` for a divisor of 0, and refuses every number with it.
function isNoMultiple(check: { _zod: { def: { check: string } } }): boolean {
  const def = check._zod.def as { check: string; value?: unknown }
  if (def.check !== 'multiple_of') return false
  return typeof def.value !== 'number' || def.value === 0 || !Number.isFinite(def.value)
}
