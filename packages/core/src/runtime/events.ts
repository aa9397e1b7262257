/** One event of a model's stream that concerns a tool call, as the provider adapters emit them. */
export type ToolCallEvent =
  | {
      readonly type: 'tool-input-start'
      readonly toolCallId: string
      /** The name the model called, as the tool was offered to it. */
      readonly toolName: string
    }
  | {
      readonly type: 'tool-input-delta'
      readonly toolCallId: string
      /** The next piece of the arguments' JSON text. */
      readonly inputTextDelta: string
    }
  | {
      readonly type: 'tool-input-end'
      readonly toolCallId: string
      /**
       * The complete arguments, when the provider's final event disagrees with the deltas:
       * they replace the streamed text, and the runtime reports a warning.
       */
      readonly inputText?: string
    }
