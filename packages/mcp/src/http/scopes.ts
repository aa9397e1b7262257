import type { AnyTool } from '@polytool/core'
import { hasScopes, type McpAccessToken } from './access-token'
import { insufficientScope } from './auth'

/**
 * The `403 insufficient_scope` for a `tools/call` (alone or in a batch) of a tool whose
 * `mcp.scopes` the token lacks, so the client can ask the user for more. Without auth no
 * token has any scope, so scoped tools are not callable at all.
 */
export function checkScopes(
  body: unknown,
  required: ReadonlyMap<string, readonly string[]>,
  token: McpAccessToken | undefined,
  metadataUrl: string,
): Response | undefined {
  for (const message of Array.isArray(body) ? body : [body]) {
    const name = calledTool(message)
    if (name === undefined) continue
    const scopes = required.get(name) ?? []
    if (!hasScopes(token, scopes)) return insufficientScope(metadataUrl, scopes)
  }
  return undefined
}

/** The scopes each scoped tool requires, by id. */
export function requiredScopes(tools: readonly AnyTool[]): Map<string, readonly string[]> {
  const required = new Map<string, readonly string[]>()
  for (const tool of tools) {
    if ((tool.mcp?.scopes?.length ?? 0) > 0) required.set(tool.id, tool.mcp!.scopes!)
  }
  return required
}

function calledTool(message: unknown): string | undefined {
  if (typeof message !== 'object' || message === null) return undefined
  const { method, params } = message as { method?: unknown; params?: { name?: unknown } }
  if (method !== 'tools/call' || typeof params !== 'object' || params === null) return undefined
  return typeof params.name === 'string' ? params.name : undefined
}
