import type { ContentBlock } from '@modelcontextprotocol/sdk/types.js'
import { egressText, type ToolContentPart, type ToolModelOutput } from '@polytool/core'

/** A tool result as MCP content: the blocks, and whether they report an error. */
export interface McpContent {
  /** The content blocks the client receives. */
  readonly content: ContentBlock[]
  /** Whether the call failed: the model reads the content as an error. */
  readonly isError: boolean
}

/**
 * Maps what the model is shown of a result (`modelOutputFor`) to MCP content blocks: text
 * and JSON as text, images and audio as data, URLs as resource links, other files as
 * embedded resources.
 *
 * @param output - what the model is shown of a result (`modelOutputFor`)
 * @returns the MCP `content` and `isError` of a `tools/call` result
 *
 * @example
 * import { toMcpContent } from '@polytool/mcp'
 *
 * toMcpContent({ type: 'json', value: { ok: true } })
 * // { content: [{ type: 'text', text: '{"ok":true}' }], isError: false }
 */
export function toMcpContent(output: ToolModelOutput): McpContent {
  switch (output.type) {
    case 'text':
      return { content: [text(output.value)], isError: false }
    case 'json':
      return { content: [text(JSON.stringify(output.value))], isError: false }
    // An error is text about a failure, not the tool's data: it leaves through the egress gate.
    case 'error-text':
      return { content: [text(egressText('mcp', output.value))], isError: true }
    case 'error-json':
      return {
        content: [text(egressText('mcp', JSON.stringify(output.value) ?? ''))],
        isError: true,
      }
    case 'content':
      return { content: output.value.flatMap(toBlocks), isError: false }
  }
}

function text(value: string): ContentBlock {
  return { type: 'text', text: value }
}

// Provider-specific parts have no MCP form: a file id means nothing to an MCP client, so it
// is named in text, and `custom` parts carry only provider options, so they are left out.
function toBlocks(part: ToolContentPart): ContentBlock[] {
  switch (part.type) {
    case 'text':
      return [text(part.text)]
    case 'image-data':
      return [{ type: 'image', data: part.data, mimeType: part.mediaType }]
    case 'image-url':
    case 'file-url':
      return [resourceLink(part.url, part.mediaType)]
    case 'file-data':
      return [fileData(part.data, part.mediaType, part.filename)]
    case 'file-id':
    case 'image-file-id':
      return [text(JSON.stringify({ type: part.type, fileId: part.fileId }))]
    case 'custom':
      return []
  }
}

function resourceLink(url: string, mediaType: string | undefined): ContentBlock {
  return {
    type: 'resource_link',
    uri: url,
    name: lastSegment(url),
    ...(mediaType === undefined ? {} : { mimeType: mediaType }),
  }
}

function fileData(data: string, mediaType: string, filename: string | undefined): ContentBlock {
  if (mediaType.startsWith('image/')) return { type: 'image', data, mimeType: mediaType }
  if (mediaType.startsWith('audio/')) return { type: 'audio', data, mimeType: mediaType }
  return {
    type: 'resource',
    resource: {
      uri: `attachment:${encodeURIComponent(filename ?? 'file')}`,
      mimeType: mediaType,
      blob: data,
    },
  }
}

function lastSegment(url: string): string {
  const path = url.split(/[?#]/)[0] ?? url
  const segment = path.split('/').filter(Boolean).pop()
  return segment === undefined ? url : decodeURIComponentSafely(segment)
}

function decodeURIComponentSafely(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
