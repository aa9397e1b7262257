import { freezeCopied } from './copy-json'
import { applyPlan, type DecodePlan } from './decode-plan'
import { emitRoot } from './emit-root'
import { EmitState, type WarningTag } from './emit-state'
import { emittedCopy } from './emitted-copy'
import { encodeWithPlan } from './encode-plan'
import { deepFreeze } from './freeze'
import { guardStack } from './guard-stack'
import type { JsonSchema, JsonSchemaInput, SchemaNode } from './json-schema'
import { LruMap } from './lru'
import { emittedSize, emittedUsage, sizeViolations, usageViolations } from './measure'
import type { ProviderSchemaOptions, ProviderTarget } from './options'
import { createOriginalMatcher } from './original-matcher'
import { passThrough } from './pass-through'
import { hasUnion } from './plan-unions'
import { prepareDocument } from './prepare-document'
import { type Profile, resolveProfile } from './profile'
import { refSiblingsMessage } from './ref-siblings'
import { refusedDefaultMessage, takeOutRefusedDefaults } from './refused-defaults'
import { scanInput } from './scan-input'
import { preparedEarlier, rememberPrepared } from './shared-inputs'
import { readingSchema } from './unreadable'
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

/** Emissions kept per input schema object: one per distinct target and options, the least recently used forgotten first. */
export const SCHEMA_CACHE_ENTRIES = 32

const cache = new WeakMap<object, LruMap<string, ProviderSchema>>()

/** How many emissions are cached for one input schema object (for tests of the cache bound). */
export function cachedEmissions(jsonSchema: object): number {
  return cache.get(jsonSchema)?.size ?? 0
}

/**
 * Emits a tool's JSON Schema for a provider: OpenAI (strict by default), Anthropic (strict by
 * default), Gemini (`parameters` by default, or `parametersJsonSchema`) or MCP. Results are
 * frozen and cached per input schema object, target and options (the last 32 option sets per
 * schema). Throws a `ProviderSchemaError` (with `code` and `pointer`) when the schema cannot be
 * expressed, and a `SchemaLimitError` when it would take more work than `options.limits` allow.
 * The root `$schema` is read as `fromJsonSchema` reads it: in a draft-04 to draft-07 document
 * the keywords beside a `$ref` are dropped (a `REF_SIBLINGS_IGNORED` warning each), and an
 * exclusive bound spelled against the dialect (a draft-04 number, a later draft's boolean)
 * throws `fromJsonSchema`'s `JsonSchemaError` at the keyword.
 *
 * @param jsonSchema - a JSON Schema (draft 2020-12): untrusted
 * @param target - `openai`, `anthropic`, `gemini` or `mcp`
 * @param options - strict mode, `records`, `tuples`, `recursionDepth`, `wrapKey`, `lossy`, `limits`
 * @returns the emitted schema, its `decode` plan and its warnings, frozen
 *
 * @example
 * import { toProviderSchema } from '@polytool/json-schema'
 *
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
  const result = readingSchema(() => emit(jsonSchema, profile))
  if (key !== undefined) {
    const perSchema = cache.get(key) ?? new LruMap<string, ProviderSchema>(SCHEMA_CACHE_ENTRIES)
    perSchema.set(profile.cacheKey, result)
    cache.set(key, perSchema)
  }
  return result as ProviderSchema<T>
}

/**
 * `toProviderSchema` without its cache, for a caller that keeps the result itself: a tool entry
 * is cached per tool, and a second copy of its emission would only cost memory.
 */
export function emitUncached<T extends ProviderTarget>(
  jsonSchema: JsonSchemaInput,
  target: T,
  options: ProviderSchemaOptions<T>,
  tag: WarningTag,
): ProviderSchema<T> {
  const profile = resolveProfile(target, options)
  return readingSchema(() => emit(jsonSchema, profile, tag)) as ProviderSchema<T>
}

// `tag`: the emission is a tool entry's, which only reads the result and takes its warnings
// with these fields; without it, the result is handed out as it is, and frozen.
function emit(jsonSchema: unknown, profile: Profile, tag?: WarningTag): ProviderSchema {
  const earlier = preparedEarlier(jsonSchema, profile.limits)
  const size = earlier?.size ?? scanInput(jsonSchema, profile.limits)
  return guardStack(profile.limits.maxDepth, () => {
    let refusedDefaults = earlier?.refusedDefaults
    let state: EmitState
    if (earlier?.document === undefined || refusedDefaults === undefined) {
      const document = prepareDocument(jsonSchema, profile.rules.label, size)
      const fresh = new EmitState(profile, document, size.values, tag)
      // The defaults are judged with the emission's patterns: each compiles once per emission.
      refusedDefaults = takeOutRefusedDefaults(document, profile.limits, () => fresh.patterns)
      rememberPrepared(jsonSchema, { size, document, refusedDefaults })
      state = fresh
    } else state = new EmitState(profile, earlier.document, size.values, tag)
    for (const dropped of state.document.refSiblingsDropped)
      state.warn(dropped.pointer, 'REF_SIBLINGS_IGNORED', refSiblingsMessage(dropped))
    for (const refused of refusedDefaults)
      state.warn(refused.pointer, 'KEYWORD_DROPPED', refusedDefaultMessage(refused.value))
    const { restricted } = profile.rules
    const { schema, plan } = restricted ? emitRoot(state) : passThrough(state)
    // Emitted nodes are copied compact before they are frozen: they grew in many ways, and a
    // cold tool list keeps every schema it sent while it is built. A pass-through is made of
    // the input's copy, compact already, and is frozen where it stands.
    const copy =
      schema === undefined
        ? undefined
        : restricted
          ? emittedCopy(schema, profile.rules)
          : freezeCopied(schema)
    if (copy !== undefined) enforceLimits(state, copy)
    const result = finish(state, copy, plan)
    return tag === undefined ? deepFreeze(result) : result
  })
}

/** The result around the emitted schema (frozen already). */
function finish(
  state: EmitState,
  schema: SchemaNode | undefined,
  plan: DecodePlan | undefined,
): ProviderSchema {
  // Without a union to tell apart, no value is ever matched: the document is not kept.
  const match = hasUnion(plan)
    ? createOriginalMatcher(state.document, state.profile.limits, state.patterns)
    : matchesNothing
  return {
    schema,
    decode: createDecoder(plan, match),
    encode: createEncoder(plan, match),
    wrappedIn: plan?.kind === 'unwrap' ? plan.key : undefined,
    warnings: state.warnings,
  } as ProviderSchema
}

function matchesNothing(): number {
  return Number.POSITIVE_INFINITY
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

// Measured on the frozen schema (by its copy, for a restricted target): the request's budgets
// read the same measures again.
function enforceLimits(state: EmitState, schema: SchemaNode): void {
  const { limits, budgets } = state.profile.rules
  const found = [
    ...(limits ? sizeViolations(emittedSize(schema, limits.largeStringEnumValues), limits) : []),
    ...(budgets ? usageViolations(emittedUsage(schema), budgets) : []),
  ]
  const first = found[0]
  if (first !== undefined)
    state.fail('STRICT_LIMIT_EXCEEDED', first.pointer, `${first.message}. ${first.fix}`)
}
