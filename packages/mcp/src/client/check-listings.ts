import type { Tool as McpToolListing } from '@modelcontextprotocol/sdk/types.js'
import {
  checkProviderSchema,
  type ProviderSchemaOptions,
  type ProviderSchemaViolation,
  type ProviderTarget,
} from '@polytool/json-schema'

/** A tool a provider would reject, and why. */
export interface McpSchemaCheck {
  /** The tool's id: its MCP name, with `idPrefix` when loaded through `loadMcpTools`. */
  readonly toolId: string
  /** Every rule of the provider that the tool's input schema breaks. */
  readonly violations: readonly ProviderSchemaViolation[]
}

/**
 * Checks MCP tool listings' input schemas, as the server sent them, against a provider's
 * rules, and returns the tools it would reject with every violation.
 *
 * @param listings - the tools of a `tools/list` answer, as the server sent them
 * @param target - the provider the tools would be sent to
 * @param options - strict mode and the target's options
 * @returns the tools the provider would reject, each with its violations
 *
 * @example
 * ```ts fragment
 * import { checkMcpListings } from '@polytool/mcp'
 * import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
 *
 * declare const client: Client
 *
 * const { tools } = await client.listTools()
 * for (const { toolId, violations } of checkMcpListings(tools, 'gemini')) console.log(toolId, violations)
 * ```
 */
export function checkMcpListings<T extends ProviderTarget>(
  listings: readonly Pick<McpToolListing, 'name' | 'inputSchema'>[],
  target: T,
  options?: ProviderSchemaOptions<T>,
): McpSchemaCheck[] {
  return listings.flatMap((listing) => {
    const violations = checkProviderSchema(listing.inputSchema, target, options)
    return violations.length === 0 ? [] : [{ toolId: listing.name, violations }]
  })
}
