import { SchemaLimitError } from './limit-error'

/**
 * Bounds on the work one call does for a schema, so a hostile schema (from an MCP server, a
 * file) costs time and memory linear in its size. Raise a limit for a trusted, larger schema.
 */
export interface SchemaLimits {
  /** Nesting of the input's JSON (objects and arrays), and of the nodes an emitter writes. Default 128. */
  readonly maxDepth?: number
  /** JSON values (objects, arrays, primitives) in the input, shared subtrees counted at every use. Default 1,000,000. */
  readonly maxInputNodes?: number
  /** Branches one union may reach when `allOf` distributes unions over each other (`anyOf` × `anyOf`). Default 256. */
  readonly maxUnionProduct?: number
  /** Nodes (plus listed `enum` values) an emitter writes, `$ref` inlining and recursion unrolling included; never below 4 × the input's JSON values. Default 100,000. */
  readonly maxOutputNodes?: number
  /** Characters of one `pattern` or `patternProperties` key. Default 8,192. */
  readonly maxPatternLength?: number
  /**
   * Estimated RE2 instructions of one pattern, counted repeats multiplied out (`a{1000}` is
   * 1,000, `(a{100}){10}` about 1,000): what its compile time grows with. Default 10,000.
   */
  readonly maxPatternComplexity?: number
  /** Estimated RE2 instructions of all the distinct patterns of one schema together. Default 200,000. */
  readonly maxTotalPatternComplexity?: number
  /**
   * Keys of one `patternProperties` object. Validating an object runs every pattern on every
   * key, so this bounds that work to the input's keys times a constant. Default 64.
   */
  readonly maxPatternProperties?: number
}

/** Every limit, resolved. */
export type ResolvedLimits = Required<SchemaLimits>

/** The limits used when none are given; every tool of the test corpus stays well within them. */
export const DEFAULT_SCHEMA_LIMITS: ResolvedLimits = Object.freeze({
  maxDepth: 128,
  maxInputNodes: 1_000_000,
  maxUnionProduct: 256,
  maxOutputNodes: 100_000,
  maxPatternLength: 8_192,
  maxPatternComplexity: 10_000,
  maxTotalPatternComplexity: 200_000,
  maxPatternProperties: 64,
})

/** How much larger than its input an emitted schema may always grow, whatever `maxOutputNodes` says. */
export const OUTPUT_GROWTH = 4

const NAMES = Object.keys(DEFAULT_SCHEMA_LIMITS) as (keyof ResolvedLimits)[]

/** Limits as given, checked and completed with the defaults; returns a problem instead for bad input. */
export function resolveLimits(given: unknown): ResolvedLimits | string {
  if (given === undefined) return DEFAULT_SCHEMA_LIMITS
  if (typeof given !== 'object' || given === null || Array.isArray(given))
    return `limits must be an object, received ${given === null ? 'null' : typeof given}`
  const resolved: Record<string, number> = { ...DEFAULT_SCHEMA_LIMITS }
  for (const [name, value] of Object.entries(given)) {
    if (!NAMES.includes(name as keyof ResolvedLimits))
      return `limits.${name} is not a limit; the limits are ${NAMES.join(', ')}`
    if (value === undefined) continue
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
      return `limits.${name} must be a positive integer, received ${typeof value === 'number' ? value : typeof value}`
    resolved[name] = value
  }
  return resolved as ResolvedLimits
}

/** Limits as given, completed with the defaults; throws a `TypeError` naming the bad limit. */
export function limitsOrThrow(given: unknown): ResolvedLimits {
  const resolved = resolveLimits(given)
  if (typeof resolved === 'string') throw new TypeError(resolved)
  return resolved
}

/** Identifies resolved limits in a cache key. */
export function limitsKey(limits: ResolvedLimits): string {
  if (limits === DEFAULT_SCHEMA_LIMITS) return DEFAULT_LIMITS_KEY
  return NAMES.map((name) => limits[name]).join(',')
}

// Most calls use the defaults: their key is spelled once.
const DEFAULT_LIMITS_KEY = NAMES.map((name) => DEFAULT_SCHEMA_LIMITS[name]).join(',')

/** Counts what an emission writes against its output budget; throws `MAX_OUTPUT_NODES` once spent. */
export class OutputBudget {
  private spent = 0

  constructor(private readonly budget: number) {}

  /** Units spent so far. */
  get used(): number {
    return this.spent
  }

  /** Spends `units`; throws once the budget is exceeded, naming where. */
  spend(units: number, pointer: string): void {
    this.spent += units
    if (this.spent > this.budget)
      throw new SchemaLimitError(
        'MAX_OUTPUT_NODES',
        this.budget,
        pointer,
        `the output would exceed ${this.budget} nodes ($ref inlining, recursion unrolling, unions); raise limits.maxOutputNodes if the schema is trusted`,
      )
  }
}
