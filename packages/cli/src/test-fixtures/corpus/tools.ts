import { readFileSync } from 'node:fs'
import { createTool } from '@polytool/core'
import { fromJsonSchema, type JsonSchemaInput } from '@polytool/json-schema'

interface Listing {
  readonly name: string
  readonly description: string
  readonly inputSchema: JsonSchemaInput
}

// The 117 tools GitHub's MCP server lists, kept in the json-schema package's fixtures.
const corpus = new URL(
  '../../../../json-schema/src/test-fixtures/github-mcp-server-tools.json',
  import.meta.url,
)
const listings = (JSON.parse(readFileSync(corpus, 'utf8')) as { tools: Listing[] }).tools

/** Each listing as a tool, its input schema taken as it is. */
export const tools = listings.map((listing) =>
  createTool({
    id: listing.name,
    description: listing.description,
    inputSchema: fromJsonSchema(listing.inputSchema),
  }),
)
