import type { AnyTool } from '@polytool/core'
import type { ProviderTarget } from '../options'
import { sharingPreparedInputs } from '../shared-inputs'
import type { BuiltEntry } from './build-entry'
import { convertAhead } from './convert-ahead'
import { ProviderToolError } from './errors'
import { cachedList, rememberList } from './list-cache'
import { type ProviderToolOptions, toolCacheKey } from './options'
import type { ProviderRequestOptions, ProviderToolPayload } from './payloads'
import type { ProviderTool } from './provider-tool'
import { type Relaxation, toolsToRelax } from './relax-strict'
import { isRemoteTool } from './remote-tools'
import { budgetOverruns, type RequestBudget, requestBudgetFor } from './request-budgets'
import { cachedEntry, hasCachedEntry } from './to-provider-tool'
import type { ProviderToolWarning } from './warnings'

/** The tool list of one request for one provider. */
export interface ProviderToolList<T extends ProviderTarget = ProviderTarget, O = object> {
  /** The entries to send as the request's tools (Gemini: its `functionDeclarations`). */
  readonly tools: ProviderToolPayload<T, O>[]
  /** One per tool, in order: the entry with its `decode`, `strict` and warnings. */
  readonly entries: readonly ProviderTool<T, O>[]
  /** Request parameters to send with the list: `parallel_tool_calls: false` when an OpenAI tool is strict. */
  readonly requestOptions: ProviderRequestOptions
  /** Every entry's warnings, including strict dropped to fit the request budget. */
  readonly warnings: readonly ProviderToolWarning[]
  /** Decodes the arguments of a call to a tool of the list; throws `UNKNOWN_TOOL` for another name. */
  decode(name: string, args: unknown): unknown
}

const NO_REQUEST_OPTIONS: ProviderRequestOptions = Object.freeze({})
const NO_PARALLEL_CALLS: ProviderRequestOptions = Object.freeze({ parallel_tool_calls: false })

/**
 * Builds the tool list of a request: every tool's entry (see `toProviderTool`, cached per tool),
 * checked against the request's strict budgets (Anthropic: 20 strict tools, 24 optional and 16
 * union parameters across them; OpenAI: properties, characters and enum values across strict
 * schemas). When strict tools would exceed a budget, strict is dropped on few tools (the heaviest,
 * then the later ones) with a `STRICT_BUDGET` warning naming them, or a `STRICT_BUDGET_EXCEEDED`
 * error with `keepStrict`. The choice takes O(n log n) for n tools; it is the fewest when at most
 * one budget besides the tool count is exceeded, else at most m times the fewest for m exceeded
 * budgets, and the warning says which: proven the fewest, or a proven lower bound on the number
 * needed. Tools loaded from a remote server (`markRemoteTools`; `loadMcpTools` marks its tools)
 * are relaxed before the application's own, which keep strict mode as if the remote tools were
 * not in the list: a listing of many cheap tools cannot take strict mode from them. Tool names
 * must be unique. The same tools
 * with the same target and options resolve from a cache; `tools` is a fresh array every call.
 *
 * @param tools - the tools of the request
 * @param target - `openai`, `anthropic`, `gemini` or `mcp`
 * @param options - the target's options (`api`, `mode`, `strict`, `keepStrict`, …) and the schema
 *   options
 * @returns the entries to send as `tools`, the request options, the warnings and `decode`
 *
 * @example
 * ```ts fragment
 * import { toProviderTools } from '@polytool/json-schema'
 * import Anthropic from '@anthropic-ai/sdk'
 *
 * declare const weatherTool: import('@polytool/core').AnyTool
 * declare const searchTool: import('@polytool/core').AnyTool
 * declare const messages: Anthropic.MessageParam[]
 * declare function run(toolName: string, input: unknown): void
 *
 * const anthropic = new Anthropic()
 * const list = toProviderTools([weatherTool, searchTool], 'anthropic')
 * const message = await anthropic.messages.create({ model: 'claude-sonnet-4-5', max_tokens: 4096, messages, tools: list.tools })
 * for (const block of message.content)
 *   if (block.type === 'tool_use') run(block.name, list.decode(block.name, block.input))
 * ```
 */
export function toProviderTools<
  T extends ProviderTarget,
  const O extends ProviderToolOptions<T> = Record<never, never>,
>(tools: readonly AnyTool[], target: T, options?: O): ProviderToolList<T, O> {
  if (!Array.isArray(tools)) {
    throw new ProviderToolError(
      'INVALID_TOOL',
      String(target),
      [],
      `expected an array of tools, received ${tools === null ? 'null' : typeof tools}`,
    )
  }
  const given = options ?? {}
  const key = toolCacheKey(target, given)
  const resolved =
    cachedList<ResolvedToolList>(tools, key) ??
    sharingPreparedInputs(() => resolveTools(tools, target, given, key))
  // A fresh array each call: the caller may add its own tools to it.
  return Object.freeze({
    tools: resolved.payloads.slice(),
    entries: resolved.entries,
    requestOptions: resolved.requestOptions,
    warnings: resolved.warnings,
    decode: resolved.decode,
  }) as unknown as ProviderToolList<T, O>
}

function resolveTools(
  tools: readonly AnyTool[],
  target: ProviderTarget,
  given: object,
  key: string,
): ResolvedToolList {
  convertAhead(
    tools.filter((tool) => !hasCachedEntry(tool, key)),
    target,
  )
  const built = tools.map((tool) => cachedEntry(tool, target, given, key, false))
  const resolved = resolveList(tools, built, target, given, key)
  rememberList(tools, key, resolved)
  return resolved
}

/** Everything of a tool list, its payloads to copy into each call's `tools`; cached per list. */
type ResolvedToolList = Omit<ProviderToolList, 'tools'> & { readonly payloads: readonly unknown[] }

function resolveList(
  tools: readonly unknown[],
  built: readonly BuiltEntry[],
  target: ProviderTarget,
  options: object,
  key: string,
): ResolvedToolList {
  const byName = namesOf(target, built)
  const entries = built.map((item) => item.entry)
  const budget = requestBudgetFor(target)
  if (budget !== undefined) {
    const relax = relaxedPositions(budget, tools, built, target, options)
    for (const index of relax.positions) {
      const relaxed = cachedEntry(tools[index], target, options, key, true).entry
      const entry = withWarning(relaxed, budgetWarning(relaxed.name, relax.message))
      entries[index] = entry
      byName.set(entry.name, entry)
    }
  }
  const strictOpenAI = target === 'openai' && entries.some((entry) => entry.strict)
  return Object.freeze({
    // Not frozen: it never leaves the cache, and V8 copies a frozen array element by element,
    // which cost about 50 ns per tool of each warm list.
    payloads: entries.map((entry) => entry.payload),
    entries: Object.freeze(entries),
    requestOptions: strictOpenAI ? NO_PARALLEL_CALLS : NO_REQUEST_OPTIONS,
    warnings: Object.freeze(entries.flatMap((entry) => entry.warnings)),
    decode: (name: string, args: unknown) => {
      const entry = byName.get(name)
      if (entry === undefined) {
        throw new ProviderToolError(
          'UNKNOWN_TOOL',
          target,
          [name],
          `the model called ${JSON.stringify(name)}, which is not in the tool list (${[...byName.keys()].join(', ')})`,
        )
      }
      return entry.decode(args)
    },
  })
}

function namesOf(target: ProviderTarget, built: readonly BuiltEntry[]): Map<string, ProviderTool> {
  const byName = new Map<string, ProviderTool>()
  for (const { entry } of built) {
    if (byName.has(entry.name)) {
      throw new ProviderToolError(
        'DUPLICATE_TOOL_NAME',
        target,
        [entry.name],
        `two tools of the list are named ${JSON.stringify(entry.name)}; a request needs unique names`,
      )
    }
    byName.set(entry.name, entry)
  }
  return byName
}

function relaxedPositions(
  budget: RequestBudget,
  tools: readonly unknown[],
  built: readonly BuiltEntry[],
  target: ProviderTarget,
  options: { readonly keepStrict?: boolean },
): { positions: number[]; message: string } {
  const strictTools = built.flatMap((item, index) =>
    item.usage === undefined
      ? []
      : [{ index, usage: item.usage, remote: isRemoteTool(tools[index]) }],
  )
  const relaxation = toolsToRelax(budget, strictTools)
  const { positions } = relaxation
  if (positions.length === 0) return { positions, message: '' }
  const over = budgetOverruns(
    budget,
    strictTools.map((tool) => tool.usage),
  ).join('; ')
  const names = positions.map((index) => JSON.stringify(built[index]!.entry.name)).join(', ')
  if (options.keepStrict === true) {
    throw new ProviderToolError(
      'STRICT_BUDGET_EXCEEDED',
      target,
      positions.map((index) => built[index]!.entry.name),
      `the strict tools of this request exceed ${budget.label}'s budget (${over}), and keepStrict is set; sending ${names} non-strict would fit`,
    )
  }
  return {
    positions,
    message: `sent non-strict: the strict tools of this request exceed ${budget.label}'s budget (${over}); ${relaxationInWords(relaxation)}: ${names}`,
  }
}

/** What is known of the choice, in the warning: proven the fewest, or how far from it at most. */
function relaxationInWords(relaxation: Relaxation): string {
  const rule = relaxation.remoteFirst
    ? ", tools loaded from a remote server being relaxed before the application's own (which keep strict mode as if the remote tools were not listed)"
    : ''
  const dropped = relaxation.positions.length
  const tools = dropped === 1 ? 'tool' : 'tools'
  if (dropped === relaxation.fewestPossible) {
    return `strict is dropped on ${dropped} ${tools}, the fewest that fit it${rule} (proven: no fewer can)`
  }
  const m = relaxation.budgetsExceeded
  return `strict is dropped on ${dropped} ${tools}${rule}; at least ${relaxation.fewestPossible} must be dropped, and as ${m} budgets are exceeded at once (where the fewest is NP-hard to find) this is at most ${m} times the fewest`
}

function withWarning(entry: ProviderTool, warning: ProviderToolWarning): ProviderTool {
  return Object.freeze({ ...entry, warnings: Object.freeze([...entry.warnings, warning]) })
}

function budgetWarning(tool: string, message: string): ProviderToolWarning {
  return { tool, schema: undefined, pointer: '', code: 'STRICT_BUDGET', message }
}
