/** A JSON value as providers carry it in tool results. */
export type JSONValue =
  | null
  | string
  | number
  | boolean
  | JSONValue[]
  | { [key: string]: JSONValue }

/** One part of a multimodal tool result. */
export type ToolContentPart =
  | { type: 'text'; text: string }
  | { type: 'image-url'; url: string; mediaType?: string }
  | { type: 'image-data'; data: string; mediaType: string }
  | { type: 'file-url'; url: string; mediaType?: string }
  | { type: 'file-data'; data: string; mediaType: string; filename?: string }
  | { type: 'file-id'; fileId: string | Record<string, string> }
  | { type: 'image-file-id'; fileId: string | Record<string, string> }
  | { type: 'custom'; providerOptions?: Record<string, Record<string, unknown>> }

/** What the model is shown of a tool's result: text, JSON, multimodal content, or an error. */
export type ToolModelOutput =
  | { type: 'text'; value: string }
  | { type: 'json'; value: JSONValue }
  | { type: 'content'; value: ToolContentPart[] }
  | { type: 'error-text'; value: string }
  | { type: 'error-json'; value: JSONValue }
