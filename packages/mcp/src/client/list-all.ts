import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import type { RequestOptions } from '@modelcontextprotocol/sdk/shared/protocol.js'
import {
  ErrorCode,
  McpError,
  type Tool as McpToolListing,
} from '@modelcontextprotocol/sdk/types.js'
import { McpListingError } from '../errors'

/** How far `loadMcpTools` follows a server's `tools/list` pages before it gives up. */
export interface ListingLimits {
  /** Most `tools/list` pages to ask for. Default 100. */
  maxPages?: number
  /** Most tools to accept from all pages together. Default 10,000. */
  maxTools?: number
  /** Milliseconds the whole listing may take, every page included. Default 60,000. */
  timeoutMs?: number
}

/** The defaults of `ListingLimits`. */
export const DEFAULT_LISTING_LIMITS = Object.freeze({
  maxPages: 100,
  maxTools: 10_000,
  timeoutMs: 60_000,
})

// Timers take at most 2^31 - 1 ms; a longer delay fires at once.
const MAX_TIMER_MS = 2_147_483_647

/**
 * Every page of a server's `tools/list`, within the limits: a server that keeps sending new
 * cursors, sends one twice, lists too many tools or answers too slowly gets a `McpListingError`.
 */
export async function listAll(
  client: Client,
  limits: ListingLimits,
  requestOptions: RequestOptions | undefined,
): Promise<McpToolListing[]> {
  const maxPages = limits.maxPages ?? DEFAULT_LISTING_LIMITS.maxPages
  const maxTools = limits.maxTools ?? DEFAULT_LISTING_LIMITS.maxTools
  const timeoutMs = limits.timeoutMs ?? DEFAULT_LISTING_LIMITS.timeoutMs
  const deadline = Date.now() + timeoutMs
  const listings: McpToolListing[] = []
  const seenCursors = new Set<string>()
  let cursor: string | undefined
  for (let pages = 1; ; pages++) {
    const page = await listPage(client, cursor, requestOptions, deadline, timeoutMs)
    listings.push(...page.tools)
    if (listings.length > maxTools) {
      throw new McpListingError(
        'MCP_LISTING_TOO_MANY_TOOLS',
        `Expected at most ${maxTools} tools (maxTools), received ${listings.length} after ${pages} pages`,
      )
    }
    cursor = page.nextCursor
    if (cursor === undefined) return listings
    if (seenCursors.has(cursor)) {
      throw new McpListingError(
        'MCP_LISTING_CURSOR_REPEATED',
        `Expected each tools/list page to bring a new cursor, received ${showCursor(cursor)} a second time; the listing would never end`,
        cursor,
      )
    }
    seenCursors.add(cursor)
    if (pages >= maxPages) {
      throw new McpListingError(
        'MCP_LISTING_TOO_MANY_PAGES',
        `Expected the tools/list pages to end within ${maxPages} pages (maxPages), received another cursor after page ${pages}`,
        cursor,
      )
    }
  }
}

async function listPage(
  client: Client,
  cursor: string | undefined,
  requestOptions: RequestOptions | undefined,
  deadline: number,
  timeoutMs: number,
) {
  const remaining = deadline - Date.now()
  const timedOut = () =>
    new McpListingError(
      'MCP_LISTING_TIMEOUT',
      `Expected the tools/list pages within ${timeoutMs} ms (timeoutMs), and they took longer`,
    )
  if (remaining <= 0) throw timedOut()
  // The SDK's own timeout ends a page that would run past the listing's deadline.
  const ownTimeout = requestOptions?.timeout ?? Number.POSITIVE_INFINITY
  const timeout = Math.min(ownTimeout, remaining, MAX_TIMER_MS)
  try {
    return await client.listTools(cursor === undefined ? {} : { cursor }, {
      ...requestOptions,
      timeout,
    })
  } catch (error) {
    const isTimeout = error instanceof McpError && error.code === ErrorCode.RequestTimeout
    if (isTimeout && timeout < ownTimeout) throw Object.assign(timedOut(), { cause: error })
    throw error
  }
}

function showCursor(cursor: string): string {
  return JSON.stringify(cursor.length > 64 ? `${cursor.slice(0, 64)}…` : cursor)
}
