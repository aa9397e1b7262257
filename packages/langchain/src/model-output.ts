import { egressText, type ToolContentPart, type ToolModelOutput } from '@polytool/core'

/** A content block of a LangChain `ToolMessage` (LangChain's standard blocks). */
export type LangChainContentBlock =
  | { type: 'text'; text: string }
  | { type: 'image' | 'file'; data: string; mimeType: string; filename?: string }
  | { type: 'image' | 'file'; url: string; mimeType?: string }
  | { type: 'image' | 'file'; fileId: string }

/** What the model reads of a tool result, as a LangChain `ToolMessage`'s content. */
export interface LangChainModelContent {
  /** A string, or standard content blocks when the output has images or files. */
  readonly content: string | LangChainContentBlock[]
  /** Whether the result is a failure (`ToolMessage.status: 'error'`). */
  readonly isError: boolean
}

/**
 * polytool's model output as LangChain `ToolMessage` content. Text and JSON become a string;
 * `content` parts become LangChain's standard blocks (`text`, `image`, `file`), which each chat
 * model integration translates for its provider. A file id given per provider, and `custom`
 * parts, have no standard block and are sent as their JSON text.
 *
 * @param output - what `modelOutputFor` answered for a result
 * @returns the content and whether it reports a failure
 *
 * @example
 * import { toLangChainContent } from '@polytool/langchain'
 *
 * toLangChainContent({ type: 'json', value: { temperature: 21 } })
 * // { content: '{"temperature":21}', isError: false }
 */
export function toLangChainContent(output: ToolModelOutput): LangChainModelContent {
  switch (output.type) {
    case 'text':
      return { content: output.value, isError: false }
    case 'json':
      return { content: JSON.stringify(output.value), isError: false }
    case 'error-text':
      return { content: egressText('model', output.value), isError: true }
    case 'error-json':
      return { content: egressText('model', JSON.stringify(output.value)), isError: true }
    case 'content':
      return { content: output.value.map(toContentBlock), isError: false }
  }
}

function toContentBlock(part: ToolContentPart): LangChainContentBlock {
  switch (part.type) {
    case 'text':
      return part
    case 'image-data':
      return { type: 'image', data: part.data, mimeType: part.mediaType }
    case 'file-data':
      return {
        type: 'file',
        data: part.data,
        mimeType: part.mediaType,
        ...(part.filename === undefined ? {} : { filename: part.filename }),
      }
    case 'image-url':
    case 'file-url':
      return {
        type: part.type === 'image-url' ? 'image' : 'file',
        url: part.url,
        ...(part.mediaType === undefined ? {} : { mimeType: part.mediaType }),
      }
    case 'image-file-id':
    case 'file-id':
      if (typeof part.fileId === 'string')
        return { type: part.type === 'image-file-id' ? 'image' : 'file', fileId: part.fileId }
      return { type: 'text', text: JSON.stringify(part) }
    case 'custom':
      return { type: 'text', text: JSON.stringify(part) }
  }
}
