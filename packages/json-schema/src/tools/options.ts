import type {
  AnthropicSchemaOptions,
  GeminiSchemaOptions,
  McpSchemaOptions,
  OpenAISchemaOptions,
  ProviderTarget,
} from '../options'

/** Options every target's tool entry understands. */
export interface ToolEntryOptions {
  /** Parts the schema library cannot express in JSON Schema: `throw` (default) or `any`, which keeps them permissive and reports them as warnings. */
  readonly onUnrepresentable?: 'throw' | 'any'
}

/** Options of targets with a strict mode. */
export interface StrictToolOptions {
  /** Strict mode for every tool, overriding each tool's own `strict` option (which defaults to `true`). */
  readonly strict?: boolean
  /** Throw a `ProviderToolError` instead of sending a tool non-strict when it or the request cannot be strict. */
  readonly keepStrict?: boolean
}

/** Options for OpenAI function tools. */
export interface OpenAIToolOptions
  extends Omit<OpenAISchemaOptions, 'strict'>,
    StrictToolOptions,
    ToolEntryOptions {
  /** Chat Completions (`{ type, function: { … } }`, default) or Responses (`{ type, name, … }`) function tools. */
  readonly api?: 'chat-completions' | 'responses'
}

/** Options for Anthropic tools. */
export interface AnthropicToolOptions
  extends Omit<AnthropicSchemaOptions, 'strict'>,
    StrictToolOptions,
    ToolEntryOptions {}

/** Options for Gemini function declarations. */
export interface GeminiToolOptions extends GeminiSchemaOptions, ToolEntryOptions {}

/** Options for MCP tool listings. */
export interface McpToolOptions extends McpSchemaOptions, ToolEntryOptions {}

/** The tool options each target takes. */
export interface ProviderToolOptionsMap {
  /** The options of the `openai` target. */
  readonly openai: OpenAIToolOptions
  /** The options of the `anthropic` target. */
  readonly anthropic: AnthropicToolOptions
  /** The options of the `gemini` target. */
  readonly gemini: GeminiToolOptions
  /** The options of the `mcp` target. */
  readonly mcp: McpToolOptions
}

/** The tool options of one target. */
export type ProviderToolOptions<T extends ProviderTarget = ProviderTarget> =
  ProviderToolOptionsMap[T]

/** Every option any target reads, for code that handles all targets alike. */
export type AnyToolOptions = OpenAIToolOptions &
  AnthropicToolOptions &
  GeminiToolOptions &
  McpToolOptions

// Checked for every tool a list builds: a list of pairs, not an object to take apart each time.
const CHOICES: readonly (readonly [string, readonly unknown[]])[] = [
  ['api', ['chat-completions', 'responses']],
  ['strict', [true, false]],
  ['keepStrict', [true, false]],
  ['onUnrepresentable', ['throw', 'any']],
]

const TARGETS: readonly unknown[] = ['openai', 'anthropic', 'gemini', 'mcp']

/** Checks the target and the options this module adds (the emitter checks the schema options). */
export function toolOptionsProblem(target: unknown, options: unknown): string | undefined {
  if (!TARGETS.includes(target)) {
    return `expected a target among ${TARGETS.join(', ')}, received ${JSON.stringify(target) ?? String(target)}`
  }
  if (typeof options !== 'object' || options === null) {
    return `expected an options object, received ${options === null ? 'null' : typeof options}`
  }
  for (const [name, allowed] of CHOICES) {
    const value = (options as Record<string, unknown>)[name]
    if (value !== undefined && !allowed.includes(value)) {
      return `${name} must be one of ${allowed.map(String).join(', ')}, received ${JSON.stringify(value) ?? String(value)}`
    }
  }
  return undefined
}

const OPTION_NAMES = [
  'api',
  'strict',
  'keepStrict',
  'onUnrepresentable',
  'mode',
  'stringLength',
  'recursionDepth',
  'records',
  'tuples',
  'wrapKey',
  'lossy',
  'limits',
] as const

/**
 * Identifies a target and its options for caching; option values are compared as given. Never
 * throws: a value JSON cannot write (a bigint, a cycle, a throwing getter) gets a key of its
 * own, and the options are then checked, and refused with a typed error, as any others.
 */
export function toolCacheKey(target: string, options: object): string {
  const given = options as Record<string, unknown>
  let key = target
  for (const name of OPTION_NAMES) key += `|${valueKey(given[name])}`
  return key
}

function valueKey(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'bigint') return `${value}n`
  if (typeof value !== 'object' || value === null) return String(value)
  try {
    return JSON.stringify(value, (_, inner) => (typeof inner === 'bigint' ? `${inner}n` : inner))
  } catch {
    return identityKey(value)
  }
}

// Keys of objects JSON cannot write: by identity, so two of them never share a cached entry.
const identities = new WeakMap<object, string>()
let nextIdentity = 0

function identityKey(value: object): string {
  let key = identities.get(value)
  if (key === undefined) {
    key = `#${nextIdentity++}`
    identities.set(value, key)
  }
  return key
}
