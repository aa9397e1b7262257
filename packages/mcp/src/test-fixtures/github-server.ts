import type { Tool as McpToolListing } from '@modelcontextprotocol/sdk/types.js'
import corpus from '../../../json-schema/src/test-fixtures/github-mcp-server-tools.json'
import { type Generation, sdkV1 } from './generations'

/** Listings of GitHub's MCP server, as its own server sends them. */
export const githubListings: McpToolListing[] = (
  corpus.tools as unknown as McpToolListing[]
).filter((listing) =>
  ['actions_get', 'create_pull_request', 'get_me', 'issue_write'].includes(listing.name),
)

/**
 * A plain SDK server (no polytool) that lists the GitHub listings two per page and answers
 * every call with the name and arguments it received.
 */
export function createGithubLikeServer(sdk: Generation = sdkV1) {
  const server = sdk.newServer({ name: 'github-like', version: '1.0.0' })
  sdk.onListTools(server, (params) => {
    const start = Number(params?.cursor ?? 0)
    const page = githubListings.slice(start, start + 2)
    const next = start + 2 < githubListings.length ? { nextCursor: String(start + 2) } : {}
    return { tools: page, ...next }
  })
  sdk.onCallTool(server, (params) => ({
    content: [
      {
        type: 'text',
        text: JSON.stringify({ name: params.name, arguments: params.arguments }),
      },
    ],
  }))
  return server
}
