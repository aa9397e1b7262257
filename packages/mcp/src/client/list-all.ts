import type { Tool as McpToolListing } from '@modelcontextprotocol/sdk/types.js'
import { McpListingError, McpToolError } from '../errors'
import type { ClientGeneration, SharedRequestOptions } from './sdk'

/** How far `loadMcpTools` follows a server's `tools/list` pages before it gives up. */
export interface ListingLimits {
  /** Most `tools/list` pages to ask for. Default 100. */
  maxPages?: number
  /** Most tools to accept from all pages together. Default 10,000. */
  maxTools?: number
  /** Milliseconds the whole listing may take, every page included. Default 60,000. */
  timeoutMs?: number
  /**
   * Most bytes (UTF-8) of cursors kept from all pages together, to notice a cursor sent twice.
   * Default 1 MiB: a server cannot make the client hold more by sending huge cursors.
   */
  maxCursorBytes?: number
}

/** The defaults of `ListingLimits`. */
export const DEFAULT_LISTING_LIMITS = Object.freeze({
  maxPages: 100,
  maxTools: 10_000,
  timeoutMs: 60_000,
  maxCursorBytes: 1_048_576,
})

// Timers take at most 2^31 - 1 ms; a longer delay fires at once.
const MAX_TIMER_MS = 2_147_483_647

/**
 * Every page of a server's `tools/list`, within the limits: a server that keeps sending new
 * cursors, sends one twice, sends cursors too large to remember, lists too many tools or answers
 * too slowly gets a `McpListingError`.
 */
export async function listAll<Client>(
  generation: ClientGeneration<Client>,
  client: Client,
  limits: ListingLimits,
  requestOptions: SharedRequestOptions | undefined,
): Promise<McpToolListing[]> {
  const maxPages = limits.maxPages ?? DEFAULT_LISTING_LIMITS.maxPages
  const maxTools = limits.maxTools ?? DEFAULT_LISTING_LIMITS.maxTools
  const timeoutMs = limits.timeoutMs ?? DEFAULT_LISTING_LIMITS.timeoutMs
  const maxCursorBytes = limits.maxCursorBytes ?? DEFAULT_LISTING_LIMITS.maxCursorBytes
  const deadline = Date.now() + timeoutMs
  const listings: McpToolListing[] = []
  const seenCursors = new Set<string>()
  let cursorBytes = 0
  let cursor: string | undefined
  for (let pages = 1; ; pages++) {
    const page = await listPage(generation, client, cursor, requestOptions, deadline, timeoutMs)
    const tools = page.tools
    // The page's length is checked before anything is copied: a page may claim billions of tools.
    const total = listings.length + tools.length
    if (total > maxTools) {
      throw new McpListingError(
        'MCP_LISTING_TOO_MANY_TOOLS',
        `Expected at most ${maxTools} tools (maxTools), received ${total} after ${pages} pages`,
      )
    }
    // A loop, not push(...tools): spreading a long page overflows the stack.
    for (let index = 0; index < tools.length; index++) listings.push(tools[index] as McpToolListing)
    cursor = page.nextCursor
    if (cursor === undefined) return listings
    if (seenCursors.has(cursor)) {
      throw new McpListingError(
        'MCP_LISTING_CURSOR_REPEATED',
        `Expected each tools/list page to bring a new cursor, received ${showCursor(cursor)} a second time; the listing would never end`,
        cursor,
      )
    }
    cursorBytes += utf8Length(cursor)
    if (cursorBytes > maxCursorBytes) {
      // The cursor is not kept on the error either: it is what was too large.
      throw new McpListingError(
        'MCP_LISTING_CURSORS_TOO_LARGE',
        `Expected the tools/list cursors to total at most ${maxCursorBytes} bytes (maxCursorBytes), received ${cursorBytes} bytes by page ${pages}`,
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

async function listPage<Client>(
  generation: ClientGeneration<Client>,
  client: Client,
  cursor: string | undefined,
  requestOptions: SharedRequestOptions | undefined,
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
  // Our own timer too: a client that ignores `timeout` must not hold the listing forever.
  let timer: ReturnType<typeof setTimeout> | undefined
  const expired = new Promise<never>((_, reject) => {
    if (remaining <= MAX_TIMER_MS) timer = setTimeout(() => reject(timedOut()), remaining)
  })
  try {
    return await Promise.race([
      generation.listPage(client, cursor, { ...requestOptions, timeout }),
      expired,
    ])
  } catch (error) {
    // The SDK parses a page recursively: a listing nested deep enough overflows the stack there.
    if (error instanceof RangeError) {
      throw new McpToolError(
        'MCP_TOOL_SCHEMA_INVALID',
        '',
        'A tools/list page of the server cannot be read: it nests deeper than the SDK can parse',
      )
    }
    if (generation.isTimeout(error) && timeout < ownTimeout)
      throw Object.assign(timedOut(), { cause: error })
    throw error
  } finally {
    clearTimeout(timer)
  }
}

/** Bytes of a string in UTF-8, counted without encoding it. */
function utf8Length(text: string): number {
  let bytes = 0
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index)
    if (unit < 0x80) bytes += 1
    else if (unit < 0x800) bytes += 2
    // A surrogate pair is 4 bytes, 2 for each half; a lone surrogate becomes U+FFFD, 3 bytes.
    else if (unit >= 0xd800 && unit <= 0xdbff && isLowSurrogate(text.charCodeAt(index + 1))) {
      bytes += 4
      index++
    } else bytes += 3
  }
  return bytes
}

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff
}

function showCursor(cursor: string): string {
  return JSON.stringify(cursor.length > 64 ? `${cursor.slice(0, 64)}…` : cursor)
}
