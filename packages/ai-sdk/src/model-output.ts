import { safeStringify, type ToolContentPart, type ToolModelOutput } from '@polytool/core'
import type { Tool as AITool } from 'ai'

/** A tool result as the AI SDK sends it to the model. */
export type AISDKToolResultOutput = Awaited<ReturnType<NonNullable<AITool['toModelOutput']>>>

type AISDKContentPart = Extract<AISDKToolResultOutput, { type: 'content' }>['value'][number]

/**
 * polytool's model output in the AI SDK's shape. Images and files become the AI SDK's `file`
 * parts (`image-*` and `file-*` parts are deprecated there); a file id given as a plain string
 * stays a `file-id` part, for the AI SDK to key by the provider it calls. A URL that does not
 * parse turns the whole output into `error-text`, never a half-sent result.
 *
 * @param output - what the model is shown of a result (`modelOutputFor`)
 * @returns the same output as the AI SDK's `ToolResultOutput`
 *
 * @example
 * ```ts fragment
 * import { toAISDKModelOutput } from '@polytool/ai-sdk'
 *
 * declare const data: string
 *
 * // data: the image, base64-encoded
 * toAISDKModelOutput({ type: 'content', value: [{ type: 'image-data', data, mediaType: 'image/png' }] })
 * // { type: 'content', value: [{ type: 'file', mediaType: 'image/png', data: { type: 'data', data } }] }
 * ```
 */
export function toAISDKModelOutput(output: ToolModelOutput): AISDKToolResultOutput {
  if (output.type !== 'content') return output
  try {
    return { type: 'content', value: output.value.map(toAISDKContentPart) }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { type: 'error-text', value: `The tool result could not be sent: ${reason}` }
  }
}

function toAISDKContentPart(part: ToolContentPart): AISDKContentPart {
  switch (part.type) {
    case 'text':
      return part
    case 'image-data':
      return { type: 'file', mediaType: part.mediaType, data: { type: 'data', data: part.data } }
    case 'image-url':
      return { type: 'file', mediaType: part.mediaType ?? 'image', data: urlData(part.url) }
    case 'file-data':
      return {
        type: 'file',
        mediaType: part.mediaType,
        data: { type: 'data', data: part.data },
        ...(part.filename === undefined ? {} : { filename: part.filename }),
      }
    case 'file-url':
      return { type: 'file', mediaType: part.mediaType ?? 'application', data: urlData(part.url) }
    case 'file-id':
    case 'image-file-id':
      if (typeof part.fileId === 'string') return { type: part.type, fileId: part.fileId }
      return {
        type: 'file',
        mediaType: part.type === 'image-file-id' ? 'image' : 'application',
        data: { type: 'reference', reference: part.fileId },
      }
    case 'custom':
      return part.providerOptions === undefined
        ? { type: 'custom' }
        : { type: 'custom', providerOptions: part.providerOptions as never }
  }
}

/** Longest excerpt of a bad URL in the message the model reads. */
const MAX_RECEIVED = 80

function urlData(url: string): { type: 'url'; url: URL } {
  if (!URL.canParse(url))
    throw new TypeError(
      `expected an absolute URL, received ${safeStringify(url, { maxLength: MAX_RECEIVED })}`,
    )
  return { type: 'url', url: new URL(url) }
}
