import { ProviderSchemaError } from './errors'
import { limitsKey, type ResolvedLimits, resolveLimits } from './limits'
import type { ProviderSchemaOptions, ProviderTarget } from './options'
import { type ProviderProfileId, type ProviderRules, providerRules } from './rules'

/** Rules of one profile plus the caller's options, as the emitter and the checker use them. */
export interface Profile {
  readonly target: ProviderTarget
  readonly rules: ProviderRules
  /** Accepted keywords, or `undefined` when any keyword is tolerated. */
  readonly keywords: ReadonlySet<string> | undefined
  readonly recursionDepth: number
  readonly records: 'entries' | 'error'
  readonly tuples: 'object' | 'error'
  readonly wrapKey: string
  readonly lossy: 'warn' | 'error'
  /** Bounds on the work done for one schema. */
  readonly limits: ResolvedLimits
  /** Identifies target + options for caching. */
  readonly cacheKey: string
}

const TARGETS: readonly ProviderTarget[] = ['openai', 'anthropic', 'gemini', 'mcp']
const MAX_RECURSION_DEPTH = 8

/**
 * The rules a target applies with these options (e.g. OpenAI with `strict: false`).
 *
 * @param target - `openai`, `anthropic`, `gemini` or `mcp`
 * @param options - strict mode and the target's options
 * @returns the rules and budgets that apply
 *
 * @example
 * import { rulesFor } from '@polytool/json-schema'
 *
 * rulesFor('anthropic', { strict: true }).budgets // { strictTools: 20, optionalParameters: 24, unionParameters: 16 }
 */
export function rulesFor<T extends ProviderTarget>(
  target: T,
  options?: ProviderSchemaOptions<T>,
): ProviderRules {
  return providerRules[profileIdOf(target, (options ?? {}) as Record<string, unknown>)]
}

/** Checks target and options and resolves them into a profile; throws `INVALID_OPTIONS`. */
export function resolveProfile(target: unknown, options: unknown = {}): Profile {
  const values = optionValues(options)
  if (values === undefined) return checkAndResolve(target, options)
  const known = recent.find(
    (entry) =>
      entry.profile.target === target && entry.values.every((value, at) => value === values[at]),
  )
  if (known !== undefined) return known.profile
  // Resolved from the values read once, so what is kept is what they resolve to.
  const profile = checkAndResolve(
    target,
    Object.fromEntries(OPTION_NAMES.map((name, at) => [name, values[at]])),
  )
  if (recent.length === RECENT_PROFILES) recent.shift()
  recent.push({ values, profile })
  return profile
}

// Every emission resolves its options, and a tool list resolves the same few again for every
// tool: the last profiles are kept, keyed by the options' values. Options with `limits` are
// not kept, so that every value compared is a primitive or one the checks refuse.
const OPTION_NAMES = [
  'strict',
  'mode',
  'recursionDepth',
  'wrapKey',
  'records',
  'tuples',
  'lossy',
  'stringLength',
] as const
const RECENT_PROFILES = 8
const recent: { readonly values: readonly unknown[]; readonly profile: Profile }[] = []

function optionValues(options: unknown): unknown[] | undefined {
  if (typeof options !== 'object' || options === null) return undefined
  const given = options as Record<string, unknown>
  if (given.limits !== undefined) return undefined
  return OPTION_NAMES.map((name) => given[name])
}

function checkAndResolve(target: unknown, options: unknown): Profile {
  if (!TARGETS.includes(target as ProviderTarget)) {
    throw invalid(
      String(target),
      `expected a target among ${TARGETS.join(', ')}, received ${JSON.stringify(target)}`,
    )
  }
  const checkedTarget = target as ProviderTarget
  if (typeof options !== 'object' || options === null) {
    throw invalid(checkedTarget, `expected an options object, received ${String(options)}`)
  }
  const given = options as Record<string, unknown>
  if (given.strict !== undefined && typeof given.strict !== 'boolean') {
    throw invalid(checkedTarget, `strict must be a boolean, received ${String(given.strict)}`)
  }
  if (
    given.mode !== undefined &&
    given.mode !== 'parameters' &&
    given.mode !== 'parametersJsonSchema'
  ) {
    throw invalid(
      checkedTarget,
      `mode must be parameters or parametersJsonSchema, received ${String(given.mode)}`,
    )
  }
  const id = profileIdOf(checkedTarget, given)
  const recursionDepth = given.recursionDepth ?? 3
  if (
    typeof recursionDepth !== 'number' ||
    !Number.isInteger(recursionDepth) ||
    recursionDepth < 0 ||
    recursionDepth > MAX_RECURSION_DEPTH
  ) {
    throw invalid(
      id,
      `recursionDepth must be an integer from 0 to ${MAX_RECURSION_DEPTH}, received ${String(recursionDepth)}`,
    )
  }
  const wrapKey = given.wrapKey ?? 'value'
  if (typeof wrapKey !== 'string' || wrapKey === '') {
    throw invalid(id, `wrapKey must be a non-empty string, received ${String(wrapKey)}`)
  }
  const records = oneOf(id, given, 'records', ['entries', 'error'])
  const tuples = oneOf(id, given, 'tuples', ['object', 'error'])
  const lossy = oneOf(id, given, 'lossy', ['warn', 'error'])
  const stringLength = oneOf(id, given, 'stringLength', ['describe', 'keep'])
  const limits = resolveLimits(given.limits)
  if (typeof limits === 'string') throw invalid(id, limits)
  const rules = providerRules[id]
  const keywords = keywordsOf(id, stringLength === 'keep')
  return {
    target: checkedTarget,
    rules,
    keywords,
    recursionDepth,
    records,
    tuples,
    wrapKey,
    lossy,
    limits,
    cacheKey: `${id}|${recursionDepth}|${records}|${tuples}|${wrapKey}|${lossy}|${stringLength}|${limitsKey(limits)}`,
  }
}

// One set per profile and `stringLength`, built once: every emission reads it, none changes it.
const keywordSets = new Map<string, ReadonlySet<string> | undefined>()

function keywordsOf(id: ProviderProfileId, keepLengths: boolean): ReadonlySet<string> | undefined {
  const key = `${id}|${keepLengths}`
  if (keywordSets.has(key)) return keywordSets.get(key)
  const { keywords } = providerRules[id]
  const set =
    keywords === 'any'
      ? undefined
      : new Set([
          ...keywords,
          ...(id === 'openai-strict' && keepLengths ? ['minLength', 'maxLength'] : []),
        ])
  keywordSets.set(key, set)
  return set
}

function profileIdOf(target: ProviderTarget, options: Record<string, unknown>): ProviderProfileId {
  switch (target) {
    case 'openai':
      return options.strict === false ? 'openai' : 'openai-strict'
    case 'anthropic':
      return options.strict === false ? 'anthropic' : 'anthropic-strict'
    case 'gemini':
      return options.mode === 'parametersJsonSchema' ? 'gemini-json-schema' : 'gemini-parameters'
    case 'mcp':
      return 'mcp'
  }
}

function oneOf<const T extends string>(
  id: string,
  options: Record<string, unknown>,
  name: string,
  allowed: readonly [T, ...T[]],
): T {
  const value = options[name] ?? allowed[0]
  if (!allowed.includes(value as T)) {
    throw invalid(id, `${name} must be one of ${allowed.join(', ')}, received ${String(value)}`)
  }
  return value as T
}

function invalid(target: string, message: string): ProviderSchemaError {
  return new ProviderSchemaError('INVALID_OPTIONS', target, '', message)
}
