import type { RequestOptions } from '@modelcontextprotocol/sdk/shared/protocol.js'
import type { CallToolResult, Tool as McpToolListing } from '@modelcontextprotocol/sdk/types.js'
import { type AnyTool, createTool, excerpt, type ToolAnnotations } from '@polytool/core'
import {
  type FromJsonSchemaOptions,
  fromJsonSchema,
  JsonSchemaError,
  type JsonSchemaToolSchema,
  markRemoteTools,
  type ProviderSchemaOptions,
  type ProviderTarget,
  SchemaLimitError,
  type SchemaLimits,
} from '@polytool/json-schema'
import { DEFAULT_MAX_TOTAL_TIMEOUT_FACTOR, McpRequestTimeoutError, McpToolError } from '../errors'
import { shownToolName } from '../shown-name'
import { checkMcpListings, type McpSchemaCheck } from './check-listings'
import { type ListingLimits, listAll } from './list-all'
import { mcpResultToModelOutput } from './model-output'
import { checkStructuredOutput } from './output-check'
import type { ClientGeneration, SharedRequestOptions } from './sdk'
import { assertUsableName } from './tool-name'

// The SDK's request timeout when `requestOptions.timeout` is not set.
const SDK_DEFAULT_TIMEOUT_MS = 60_000

/**
 * How `loadMcpTools` turns a server's tools into polytool tools, and how far it follows the
 * server's pages (`maxPages` 100, `maxTools` 10,000, `timeoutMs` 60,000, `maxCursorBytes` 1 MiB
 * by default).
 */
export interface LoadMcpToolsOptions<Options = RequestOptions> extends ListingLimits {
  /** Put before every tool id, to tell several servers' tools apart (e.g. `github_`). */
  idPrefix?: string
  /**
   * SDK request options for every call (e.g. `timeout`, default 60 s in the SDK); the call's
   * abort signal is added.
   */
  requestOptions?: Options
  /**
   * Asks the server for progress on every call (a `progressToken`) and restarts the request's
   * `timeout` on each progress notification (`resetTimeoutOnProgress`), so a long call of a
   * server that reports progress completes instead of failing with a timeout. The whole call
   * is still bounded: by `requestOptions.maxTotalTimeout` when set, else by 10 times the request
   * timeout (`DEFAULT_MAX_TOTAL_TIMEOUT_FACTOR`; 10 minutes with the SDK's 60 s), so a server
   * that sends progress forever cannot hold the call forever. Default `false`.
   */
  progress?: boolean
  /**
   * A listed pattern the linear-time RE2 engine cannot run (backreference, lookaround) makes the
   * load fail by default (`'refuse'`); `'ignore'` loads the tool without enforcing that pattern.
   */
  unsupportedPatterns?: FromJsonSchemaOptions['unsupportedPatterns']
  /**
   * Limits every listed input and output schema is compiled within (`maxDepth`, `maxPatternLength`,
   * `maxPatternComplexity`, …; see `SchemaLimits`). Raise one only for a server you trust.
   */
  schemaLimits?: SchemaLimits
}

/** A server's tools as polytool tools, with the listings they came from. */
export interface McpToolSet<Listing = McpToolListing> {
  /** One tool per listing; `execute` resolves to the server's `CallToolResult`. */
  readonly tools: readonly AnyTool[]
  /** The listings as the client received them. */
  readonly listings: readonly Listing[]
  /** The tools whose input schema a provider would reject, each with every violation. */
  checkProviderSchemas<T extends ProviderTarget>(
    target: T,
    options?: ProviderSchemaOptions<T>,
  ): McpSchemaCheck[]
}

/** `loadMcpTools` through either SDK generation's client. */
export async function loadTools<Client>(
  generation: ClientGeneration<Client>,
  client: Client,
  options: LoadMcpToolsOptions<SharedRequestOptions>,
): Promise<McpToolSet> {
  const listings = await listAll(generation, client, options, options.requestOptions)
  assertUniqueNames(listings)
  const tools = listings.map((listing) => toPolytool(generation, client, listing, options))
  // In a request with the host's own tools, these lose strict mode first (see markRemoteTools).
  markRemoteTools(tools)
  const idPrefix = options.idPrefix ?? ''
  return Object.freeze({
    tools: Object.freeze(tools),
    listings: Object.freeze(listings),
    checkProviderSchemas: (target, checkOptions) =>
      checkMcpListings(listings, target, checkOptions).map((check) => ({
        ...check,
        toolId: `${idPrefix}${check.toolId}`,
      })),
  } satisfies McpToolSet)
}

function assertUniqueNames(listings: readonly McpToolListing[]): void {
  const names = new Set<string>()
  for (const { name } of listings) {
    if (names.has(name)) {
      throw new McpToolError(
        'MCP_TOOL_DUPLICATE',
        name,
        `Expected unique tool names from the server, received ${shownToolName(name)} more than once`,
      )
    }
    names.add(name)
  }
}

function toPolytool<Client>(
  generation: ClientGeneration<Client>,
  client: Client,
  listing: McpToolListing,
  options: LoadMcpToolsOptions<SharedRequestOptions>,
) {
  const { annotations, _meta } = listing
  const id = `${options.idPrefix ?? ''}${listing.name}`
  assertUsableName(listing.name, id)
  const inputSchema = schemaOf(listing, 'input', () => listing.inputSchema, options)
  // Compiled here, before any call, within the same limits: a schema the linear engine refuses
  // fails the load, and the SDK never compiles it with its own (backtracking) engine.
  const outputSchema = schemaOf(listing, 'output', () => listing.outputSchema, options)
  const taskRequired = listing.execution?.taskSupport === 'required'
  return createTool({
    id,
    description: describe(listing),
    inputSchema,
    ...(annotations === undefined && _meta === undefined
      ? {}
      : {
          mcp: {
            // Zod's parse leaves absent keys out; only the optional types differ.
            ...(annotations === undefined ? {} : { annotations: annotations as ToolAnnotations }),
            ...(_meta === undefined ? {} : { _meta }),
          },
        }),
    toModelOutput: (result) => mcpResultToModelOutput(result as CallToolResult),
    execute: async (input, context): Promise<CallToolResult> => {
      if (taskRequired) throw taskRequiredError(listing.name)
      const requestOptions: SharedRequestOptions = {
        ...options.requestOptions,
        ...(options.progress === true ? progressOptions(options.requestOptions) : {}),
        ...(context.abortSignal === undefined ? {} : { signal: context.abortSignal }),
      }
      const args = input as Record<string, unknown>
      // The call's trace continues on the server (W3C context in `_meta`, as MCP tracing does).
      const traced = context.observe.traceContext()
      const _meta = traced === undefined ? undefined : { ...traced }
      try {
        const result = await generation.callTool(
          client,
          { name: listing.name, arguments: args, ...(_meta === undefined ? {} : { _meta }) },
          requestOptions,
          listing,
        )
        return checkStructuredOutput(listing.name, result, outputSchema)
      } catch (error) {
        // Each SDK generation reports a timeout its own way; callers get one error for both.
        if (!generation.isTimeout(error)) throw error
        throw new McpRequestTimeoutError(listing.name, requestOptions.timeout, { cause: error })
      }
    },
  })
}

// MCP says a client MUST call a tool listed with `execution.taskSupport: 'required'` as a task,
// and the server refuses a plain `tools/call` of it. v1's `client.callTool` refused it before
// sending; calls go through `request` now (see `generation-v1`), so the refusal is made here,
// alike on both generations, before anything is sent.
function taskRequiredError(name: string): McpToolError {
  return new McpToolError(
    'MCP_TOOL_TASK_REQUIRED',
    name,
    `MCP tool ${shownToolName(name)} must be run as a task (its listing says execution.taskSupport is 'required'), and loadMcpTools calls tools with plain tools/call; call it through the SDK's task API instead`,
  )
}

// An `onprogress` makes the SDK send a progress token; the host's own callback is kept. Progress
// restarts the timeout, so the whole call gets a cap unless the host set its own.
function progressOptions(requestOptions: SharedRequestOptions | undefined): SharedRequestOptions {
  const timeout = requestOptions?.timeout ?? SDK_DEFAULT_TIMEOUT_MS
  return {
    onprogress: requestOptions?.onprogress ?? (() => {}),
    resetTimeoutOnProgress: requestOptions?.resetTimeoutOnProgress ?? true,
    maxTotalTimeout: requestOptions?.maxTotalTimeout ?? timeout * DEFAULT_MAX_TOTAL_TIMEOUT_FACTOR,
  }
}

// createTool needs a description (the model reads it); a listing may have none.
function describe(listing: McpToolListing): string {
  const candidates = [listing.description, listing.title, listing.annotations?.title]
  return (
    candidates.find((text) => text !== undefined && text.trim() !== '') ??
    `MCP tool ${listing.name}`
  )
}

function schemaOf<Kind extends 'input' | 'output'>(
  listing: McpToolListing,
  kind: Kind,
  read: () => unknown,
  options: LoadMcpToolsOptions,
): JsonSchemaToolSchema<Record<string, unknown>> | (Kind extends 'output' ? undefined : never) {
  try {
    // Read inside the try: the listing's getters are the server's too.
    const schema = read()
    if (schema === undefined && kind === 'output') return undefined as never
    return fromJsonSchema<Record<string, unknown>>(schema as Record<string, unknown>, {
      unsupportedPatterns: options.unsupportedPatterns ?? 'refuse',
      ...(options.schemaLimits === undefined ? {} : { limits: options.schemaLimits }),
    })
  } catch (error) {
    // The server's schema may throw anything (a getter, a Proxy trap): only a redacted excerpt
    // of its text is repeated, and only our own errors are kept as the cause.
    const own = isOwnSchemaError(error)
    throw new McpToolError(
      'MCP_TOOL_SCHEMA_INVALID',
      listing.name,
      `The ${kind} schema of MCP tool ${shownToolName(listing.name)} cannot be used: ${excerpt(thrownText(error), 500)}`,
      own ? { cause: error } : {},
    )
  }
}

function isOwnSchemaError(error: unknown): boolean {
  try {
    return error instanceof SchemaLimitError || error instanceof JsonSchemaError
  } catch {
    return false
  }
}

function thrownText(error: unknown): string {
  try {
    return error instanceof Error ? String(error.message) : String(error)
  } catch {
    return 'a thrown value that cannot be read'
  }
}
