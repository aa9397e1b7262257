import type { CallToolResult, ContentBlock } from '@modelcontextprotocol/sdk/types.js'
import type { ToolContentPart, ToolModelOutput } from '@polytool/core'

/**
 * What a model is shown of an MCP tool result: `error-text` when the server reports an error,
 * plain text for a single text block, multimodal content otherwise.
 *
 * @param result - the result of a `tools/call`
 * @returns what the model is shown of it
 *
 * @example
 * import { mcpResultToModelOutput } from '@polytool/mcp'
 *
 * mcpResultToModelOutput({ content: [{ type: 'text', text: 'Sunny' }] })
 * // { type: 'text', value: 'Sunny' }
 */
export function mcpResultToModelOutput(result: CallToolResult): ToolModelOutput {
  const parts = result.content.map(toPart)
  if (result.isError === true) return { type: 'error-text', value: errorText(parts) }
  const only = parts[0]
  if (parts.length === 1 && only?.type === 'text') return { type: 'text', value: only.text }
  return { type: 'content', value: parts }
}

function toPart(block: ContentBlock): ToolContentPart {
  switch (block.type) {
    case 'text':
      return { type: 'text', text: block.text }
    case 'image':
      return { type: 'image-data', data: block.data, mediaType: block.mimeType }
    case 'audio':
      return { type: 'file-data', data: block.data, mediaType: block.mimeType }
    case 'resource_link':
      return {
        type: 'file-url',
        url: block.uri,
        ...(block.mimeType === undefined ? {} : { mediaType: block.mimeType }),
      }
    case 'resource': {
      const { resource } = block
      if ('text' in resource) return { type: 'text', text: resource.text }
      return {
        type: 'file-data',
        data: resource.blob,
        mediaType: resource.mimeType ?? 'application/octet-stream',
      }
    }
  }
}

function errorText(parts: readonly ToolContentPart[]): string {
  const texts = parts.flatMap((part) => (part.type === 'text' ? [part.text] : []))
  return texts.length > 0 ? texts.join('\n') : 'The MCP server reported an error without a message.'
}
