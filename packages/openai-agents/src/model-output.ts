import type { ToolOutputFileContent, ToolOutputImage, ToolOutputText } from '@openai/agents'
import { egressText, type ToolContentPart, type ToolModelOutput } from '@polytool/core'

/** One part of a multimodal tool result as the Agents SDK sends it. */
export type AgentsToolOutputPart = ToolOutputText | ToolOutputImage | ToolOutputFileContent

/**
 * What an Agents SDK tool returns for the model: text, or the SDK's structured parts. JSON goes
 * out as its text, so that a value shaped like `{ type: 'text' }` is never read as a part.
 */
export type AgentsToolOutput = string | AgentsToolOutputPart[]

/**
 * polytool's model output in the Agents SDK's shape: text and JSON as text, `content` as
 * `ToolOutputText`, `ToolOutputImage` and `ToolOutputFileContent` parts. A part the SDK cannot
 * carry (a `custom` part, a file id keyed by other providers only) turns the whole output into
 * an error text, never a half-sent result.
 *
 * @param output - what `modelOutputFor` made of the tool's result
 * @returns the tool result to hand the SDK
 *
 * @example
 * ```ts fragment
 * import { toAgentsToolOutput } from '@polytool/openai-agents'
 *
 * declare const data: string
 *
 * toAgentsToolOutput({ type: 'content', value: [{ type: 'image-data', data, mediaType: 'image/png' }] })
 * // [{ type: 'image', image: { data, mediaType: 'image/png' } }]
 * ```
 */
export function toAgentsToolOutput(output: ToolModelOutput): AgentsToolOutput {
  switch (output.type) {
    case 'text':
    case 'error-text':
      return output.value
    case 'json':
    case 'error-json':
      return JSON.stringify(output.value)
    case 'content':
      try {
        return output.value.map(toAgentsPart)
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        return egressText('model', `The tool result could not be sent: ${reason}`)
      }
  }
}

function toAgentsPart(part: ToolContentPart): AgentsToolOutputPart {
  switch (part.type) {
    case 'text':
      return { type: 'text', text: part.text }
    case 'image-data':
      return { type: 'image', image: { data: part.data, mediaType: part.mediaType } }
    case 'image-url':
      return { type: 'image', image: { url: part.url } }
    case 'image-file-id':
      return { type: 'image', image: { fileId: openAIFileId(part.fileId) } }
    case 'file-data':
      return part.filename === undefined
        ? { type: 'file', file: `data:${part.mediaType};base64,${part.data}` }
        : {
            type: 'file',
            file: { data: part.data, mediaType: part.mediaType, filename: part.filename },
          }
    case 'file-url':
      return { type: 'file', file: { url: part.url } }
    case 'file-id':
      return { type: 'file', file: { id: openAIFileId(part.fileId) } }
    case 'custom':
      throw new TypeError('a custom part has no equivalent in the OpenAI Agents SDK')
  }
}

// A file id given per provider: the Agents SDK talks to OpenAI, so only its id can go.
function openAIFileId(fileId: string | Record<string, string>): string {
  if (typeof fileId === 'string') return fileId
  const id = fileId.openai
  if (typeof id !== 'string') throw new TypeError('the file id has no `openai` entry')
  return id
}
