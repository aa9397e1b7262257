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
}

/** What Zod's converter loses at one schema node, judged from the node's definition. */
export function lossesOf(schema: $ZodType): ZodLoss[] {
  const def = schema._zod.def as {
    type: string
    checks?: ReadonlyArray<{ _zod: { def: { check: string } } }>
    defaultValue?: unknown
  }
  const losses: ZodLoss[] = []
  const typeLoss = TYPE_LOSSES[def.type]
  if (typeLoss) losses.push(typeLoss)
  if (def.checks?.some((check) => check._zod.def.check === 'custom')) {
    losses.push({
      code: 'refinement',
      message:
        'a .refine()/.superRefine()/.check() function: JSON Schema accepts values it rejects',
    })
  }
  if ((def.type === 'default' || def.type === 'prefault') && !isJson(readDefault(def))) {
    losses.push({
      code: 'default',
      message: 'the default value is not JSON, so it cannot be shown',
    })
  }
  return losses
}

function readDefault(def: { defaultValue?: unknown }): unknown {
  try {
    return def.defaultValue
  } catch {
    return undefined
  }
}

function isJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (Array.isArray(value)) return value.every(isJson)
  if (typeof value !== 'object') return false
  const prototype = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return false
  return Object.values(value).every(isJson)
}
