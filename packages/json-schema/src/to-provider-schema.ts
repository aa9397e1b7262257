import { frozenCopy } from './copy-json'
import { applyPlan, type DecodePlan } from './decode-plan'
import { emitRoot } from './emit-root'
import { EmitState } from './emit-state'
import { encodeWithPlan } from './encode-plan'
import { deepFreeze } from './freeze'
import type { JsonSchema, JsonSchemaInput, SchemaNode } from './json-schema'
import { budgetViolations, limitViolations } from './measure'
import type { ProviderSchemaOptions, ProviderTarget } from './options'
import { createOriginalMatcher } from './original-matcher'
import { passThrough } from './pass-through'
import { prepareDocument } from './prepare-document'
import { type Profile, resolveProfile } from './profile'
import type { ProviderSchemaWarning } from './warnings'

/** A tool's input schema as one provider takes it, with the way back to the original shape. */
export interface ProviderSchema<T extends ProviderTarget = ProviderTarget> {
  /** The schema to send; for Gemini `parameters`, `undefined` means: omit `parameters`. */
  readonly schema: T extends 'gemini' ? JsonSchema | undefined : JsonSchema
  /** Turns the arguments the model sends into what the original schema expects; never mutates them. */
  readonly decode: (args: unknown) => unknown
  /** The way back: turns a value the original schema accepts into what the model sends (for examples). */
  readonly encode: (value: unknown) => unknown
  /** The property the root is wrapped in because the target cannot take it as is (a union, a non-object). */
  readonly wrappedIn: string | undefined
  /** Every lossy step, with a JSON pointer into the input schema. */
  readonly warnings: readonly ProviderSchemaWarning[]
}

const cache = new WeakMap<object, Map<string, ProviderSchema>>()

/**
 * Emits a tool's JSON Schema for a provider: OpenAI (strict by default), Anthropic (strict by
 * default), Gemini (`parameters` by default, or `parametersJsonSchema`) or MCP. Results are
 * frozen and cached per input schema object, target and options. Throws a
 * `ProviderSchemaError` (with `code` and `pointer`) when the schema cannot be expressed.
 *
 * @example
 * const { schema, decode } = toProviderSchema(
 *   { type: 'object', properties: { city: { type: 'string' } } },
 *   'openai',
 *   { strict: true },
 * )
 * // schema.properties.city is { type: ['string', 'null'] }, and city is required
 * decode({ city: null }) // {}
 */
export function toProviderSchema<T extends ProviderTarget>(
  jsonSchema: JsonSchemaInput,
  target: T,
  options?: ProviderSchemaOptions<T>,
): ProviderSchema<T> {
  const profile = resolveProfile(target, options ?? {})
  const key = typeof jsonSchema === 'object' && jsonSchema !== null ? jsonSchema : undefined
  const cached = key === undefined ? undefined : cache.get(key)?.get(profile.cacheKey)
  if (cached !== undefined) return cached as ProviderSchema<T>
  const result = emit(jsonSchema, profile)
  if (key !== undefined) {
    const perSchema = cache.get(key) ?? new Map<string, ProviderSchema>()
    perSchema.set(profile.cacheKey, result)
    cache.set(key, perSchema)
  }
  return result as ProviderSchema<T>
}

function emit(jsonSchema: unknown, profile: Profile): ProviderSchema {
  const document = prepareDocument(jsonSchema, profile.rules.label)
  const state = new EmitState(profile, document)
  const { schema, plan } = profile.rules.restricted ? emitRoot(state) : passThrough(state)
  if (schema !== undefined) enforceLimits(state, schema)
  const match = createOriginalMatcher(document)
  return deepFreeze({
    schema: schema === undefined ? undefined : frozenCopy(schema),
    decode: createDecoder(plan, match),
    encode: createEncoder(plan, match),
    wrappedIn: plan?.kind === 'unwrap' ? plan.key : undefined,
    warnings: state.warnings,
  }) as ProviderSchema
}

function createEncoder(
  plan: DecodePlan | undefined,
  match: ReturnType<typeof createOriginalMatcher>,
) {
  return (value: unknown): unknown => {
    if (plan === undefined) return value
    try {
      return encodeWithPlan(plan, value, match)
    } catch {
      // Values too deep to walk are sent as they are.
      return value
    }
  }
}

function createDecoder(
  plan: DecodePlan | undefined,
  match: ReturnType<typeof createOriginalMatcher>,
) {
  return (args: unknown): unknown => {
    if (plan === undefined) return args
    try {
      return applyPlan(plan, args, match)
    } catch {
      // Values too deep to walk go to the validator as they came, which reports them.
      return args
    }
  }
}

function enforceLimits(state: EmitState, schema: SchemaNode): void {
  const { limits, budgets } = state.profile.rules
  const found = [
    ...(limits ? limitViolations(schema, limits) : []),
    ...(budgets ? budgetViolations(schema, budgets) : []),
  ]
  const first = found[0]
  if (first !== undefined)
    state.fail('STRICT_LIMIT_EXCEEDED', first.pointer, `${first.message}. ${first.fix}`)
}
