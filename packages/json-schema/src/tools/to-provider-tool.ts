import type { AnyTool } from '@polytool/core'
import { LruMap } from '../lru'
import type { ProviderTarget } from '../options'
import { type BuiltEntry, buildEntry } from './build-entry'
import { ProviderToolError } from './errors'
import {
  type AnyToolOptions,
  type ProviderToolOptions,
  toolCacheKey,
  toolOptionsProblem,
} from './options'
import type { ProviderTool } from './provider-tool'

/** Entries kept per tool: one per distinct target and options, the least recently used forgotten first. */
export const TOOL_CACHE_ENTRIES = 32

const cache = new WeakMap<object, LruMap<string, BuiltEntry>>()

/** How many entries are cached for one tool (for tests of the cache bound). */
export function cachedToolEntries(tool: object): number {
  return cache.get(tool)?.size ?? 0
}

/**
 * Builds the entry a provider takes for a tool: an OpenAI Chat Completions or Responses function
 * tool, an Anthropic tool, a Gemini function declaration or an MCP tool listing, with `decode`
 * for the model's arguments and every lossy step in `warnings`. The tool's `strict` option
 * (default `true`) decides strict mode unless `options.strict` overrides it; a schema that
 * cannot be strict is sent non-strict with a warning (or throws with `keepStrict`). Examples go
 * to Anthropic's `input_examples` and into the description elsewhere, encoded for the emitted
 * schema. Entries are cached per tool, target and options (the last 32 option sets per tool),
 * and frozen. A schema past `options.limits` throws a `SchemaLimitError`.
 *
 * @param tool - a tool made by `createTool`
 * @param target - `openai`, `anthropic`, `gemini` or `mcp`
 * @param options - the target's options (`api`, `mode`, `strict`, …) and the schema options
 * @returns the provider's entry for the tool, with `decode` and `warnings`
 *
 * @example
 * ```ts fragment
 * import { toProviderTool } from '@polytool/json-schema'
 * import OpenAI from 'openai'
 *
 * declare const weatherTool: import('@polytool/core').AnyTool
 * declare const input: OpenAI.Responses.ResponseInput
 * declare const call: OpenAI.Responses.ResponseFunctionToolCall
 *
 * const openai = new OpenAI()
 * const weather = toProviderTool(weatherTool, 'openai', { api: 'responses' })
 * await openai.responses.create({ model: 'gpt-5', input, tools: [weather.payload], ...weather.requestOptions })
 * const args = weather.decode(JSON.parse(call.arguments))
 * ```
 */
export function toProviderTool<
  T extends ProviderTarget,
  const O extends ProviderToolOptions<T> = Record<never, never>,
>(tool: AnyTool, target: T, options?: O): ProviderTool<T, O> {
  const given = options ?? {}
  return cachedEntry(tool, target, given, toolCacheKey(target, given), false)
    .entry as unknown as ProviderTool<T, O>
}

/** Whether the entry for a tool, target and options (`key` from `toolCacheKey`) is cached. */
export function hasCachedEntry(tool: unknown, key: string): boolean {
  return typeof tool === 'object' && tool !== null && cache.get(tool)?.has(key) === true
}

/**
 * The cached entry for a tool, target and options (`key` from `toolCacheKey`), built on first
 * use; `relaxed` entries are sent non-strict whatever the tool asks for.
 */
export function cachedEntry(
  tool: unknown,
  target: ProviderTarget,
  options: object,
  key: string,
  relaxed: boolean,
): BuiltEntry {
  const perTool = typeof tool === 'object' && tool !== null ? cache.get(tool) : undefined
  const slot = relaxed ? `${key}|relaxed` : key
  const hit = perTool?.get(slot)
  if (hit !== undefined) return hit
  const problem = toolOptionsProblem(target, options)
  if (problem !== undefined) {
    throw new ProviderToolError('INVALID_OPTIONS', String(target), [], problem)
  }
  const built = buildEntry(tool, target, options as AnyToolOptions, relaxed)
  const entries = perTool ?? new LruMap<string, BuiltEntry>(TOOL_CACHE_ENTRIES)
  entries.set(slot, built)
  if (perTool === undefined) cache.set(tool as object, entries)
  return built
}
